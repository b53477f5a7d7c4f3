/**
 * The lexical statements of sql-lexical-ranker.ts as calls of memory_lexical (migration 0197):
 * one statement text whatever the query, so its plan is kept (forced generic) instead of made
 * again on every call. The plan (bm25-sql.ts lexicalPlan) is the one lexicalCtes writes as
 * CTEs; the numbers travel as text into `numeric` parameters, the type their literals have in
 * those CTEs, so the function computes the same doubles.
 */
import type { Knex } from 'knex';
import type { ReadScope } from '../../../domain/memory/ports.js';
import type { LexicalPlan } from './bm25-sql.js';

const text = (x: number) => String(x);

function call(knex: Knex, scope: ReadScope, plan: LexicalPlan, ids: string[] | null, top: number | null): Knex.Raw {
  const [select, recent] = plan.arms;
  return knex.raw(
    `SELECT * FROM memory_lexical(?::uuid, ?::text, ?::text[], ?::text, ?::uuid[], ?::tsquery[], ?::tsquery, ?::int, ?::tsquery, ?::timestamptz,
       ?::numeric, ?::numeric, ?::numeric, ?::numeric, ?::numeric, ?::numeric[], ?::numeric[], ?::int)`,
    [
      scope.contextId, scope.userId, [...new Set(scope.agentNames)], scope.scope ?? null, ids,
      plan.lexemes, select!.tsquery, select!.limit ?? null, recent?.tsquery ?? null, recent?.since ?? null,
      text(plan.n), text(plan.avgdl), text(plan.k1), text(plan.b), text(plan.k1 + 1),
      plan.lexemes.map((_, i) => text(plan.weights?.[i] ?? 1)), plan.idfs ? plan.idfs.map(text) : null, top,
    ] as Knex.RawBinding[],
  );
}

/** The best `top` of the scope (by score, then id), the clock, and the IDFs counted when the plan has none. */
export function lexicalTopCall(knex: Knex, scope: ReadScope, plan: LexicalPlan, top: number): Knex.Raw {
  return call(knex, scope, plan, null, top);
}

/** The scores of some memories of the scope (the plan's IDFs are given). */
export function lexicalScoresCall(knex: Knex, scope: ReadScope, plan: LexicalPlan, ids: string[]): Knex.Raw {
  if (!plan.idfs) throw new Error('lexicalScoresCall: the IDFs must be known');
  return call(knex, scope, plan, ids, null);
}
