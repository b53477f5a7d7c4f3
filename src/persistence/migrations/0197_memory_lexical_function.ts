/**
 * The recall's BM25 statements (sql-lexical-ranker.ts: the lexical top, and the scores of other
 * memories of the pool) as one function over arrays, so their plan is kept. Sent as statements,
 * their text inlined each query's lexemes and numbers, so every call was parsed and planned
 * again (1.4–1.6 ms planning against 0.15–0.23 ms executing at 100k); named with bound numbers,
 * PostgreSQL still chose custom plans (a `tsquery` parameter's generic estimate costs more),
 * 456 plans for 680 calls (bench/results/postgres-recall-2026-11-29b.md). PL/pgSQL keeps the
 * plan per connection and `plan_cache_mode = force_generic_plan` uses it from the first call,
 * as 0195 does for the duplicate lookup.
 *
 * The arithmetic is the statements' (bm25-sql.ts lexicalCtes), term by term and in the same
 * order and types, so the scores are the same doubles: the numbers arrive as `numeric`, the
 * type their literals had there (k1p1 is k1 + 1 as the caller computed it), an IDF counted
 * over `matched` stays float8, and the terms are summed in lexeme order (unnest gives an
 * array's elements in order; lexical-function.test.ts compares the doubles). Per matched row
 * one subquery makes the ranks and one the score: a subquery per step and sorted unnests cost
 * 0.2–0.3 ms more per lexical top than the CTEs at 100k.
 *
 * `lexemes` are single-lexeme queries, one per usable lexeme; `selecting` chooses the matched
 * rows (`row_limit` bounds them, or null), `recent` / `recent_since` (or nulls) adds those
 * written since that hold a pruned lexeme. With `ids` null: the best `top` by score then id, each
 * row with the clock (epoch ms) and, when `idfs` is null, the IDFs counted over `matched`; one
 * row with a null id when nothing matched. With `ids`: the scores of those memories (idfs given).
 */
import type { Knex } from 'knex';
import { VISIBLE } from '../repositories/memory-rows.js';

const PI2_6 = Math.PI ** 2 / 6;

/** The matched rows of one arm: id, length and the single-lexeme ranks, in lexeme order. */
const arm = (where: string) => `SELECT m.id, length(m.search_tsv)::float8 AS dl,
          ARRAY(SELECT ts_rank('{1,1,1,1}', m.search_tsv, q.l, 0)::float8 FROM unnest(p_lexemes) q(l)) AS r
        FROM memories m
        WHERE m.context_id = p_context AND m.user_id = p_user AND m.agent_name = ANY (p_agents) AND ${VISIBLE.replace(/expires_at/g, 'm.expires_at')}
          AND (p_scope IS NULL OR m.scope = p_scope) AND ${where}`;

/** tf per lexeme from its rank (bm25-sql.ts), then the weighted BM25 sum in lexeme order. */
const scored = (idf: string) => `lexical AS (
        SELECT mt.id, (SELECT sum(p_weights[x.o] * ${idf} * x.tf * p_k1p1 / (x.tf + n.norm))
                       FROM (SELECT u.o, CASE WHEN u.v > 0 THEN round(1 / (${PI2_6} * (1 - least(u.v, 0.9999))) - 0.5) ELSE 0 END AS tf
                             FROM unnest(mt.r) WITH ORDINALITY u(v, o)) x)::float8 AS score
        FROM matched mt CROSS JOIN LATERAL (SELECT p_k1 * (1 - p_b + p_b * mt.dl / p_avgdl) AS norm) n${idf.startsWith('d.') ? ' CROSS JOIN df d' : ''}
      )`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE OR REPLACE FUNCTION memory_lexical(
      p_context uuid, p_user text, p_agents text[], p_scope text, p_ids uuid[],
      p_lexemes tsquery[], p_selecting tsquery, p_row_limit int, p_recent tsquery, p_recent_since timestamptz,
      p_n numeric, p_avgdl numeric, p_k1 numeric, p_b numeric, p_k1p1 numeric,
      p_weights numeric[], p_idfs numeric[], p_top int)
    RETURNS TABLE (now_ms float8, idfs float8[], id uuid, score float8)
    LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $fn$
    #variable_conflict use_column
    BEGIN
      IF p_ids IS NOT NULL THEN
        RETURN QUERY
        WITH matched AS (${arm('m.id = ANY (p_ids) AND m.search_tsv @@ p_selecting LIMIT p_row_limit')}),
        ${scored('p_idfs[x.o]')}
        SELECT NULL::float8, NULL::float8[], l.id, l.score FROM lexical l;
      ELSIF p_idfs IS NOT NULL THEN
        RETURN QUERY
        WITH matched AS (
          (${arm('m.search_tsv @@ p_selecting LIMIT p_row_limit')})
          UNION
          (${arm('p_recent IS NOT NULL AND m.updated_at >= p_recent_since AND m.search_tsv @@ p_recent')})
        ), ${scored('p_idfs[x.o]')},
        top AS (SELECT l.id, l.score FROM lexical l ORDER BY l.score DESC, l.id LIMIT p_top)
        SELECT (extract(epoch FROM now()) * 1000)::float8, NULL::float8[], t.id, t.score
        FROM (SELECT 1) c LEFT JOIN top t ON true ORDER BY t.score DESC NULLS LAST, t.id;
      ELSE
        RETURN QUERY
        WITH matched AS (${arm('m.search_tsv @@ p_selecting LIMIT p_row_limit')}),
        df AS (
          SELECT array_agg(ln(1 + (p_n - s.c + 0.5) / (s.c + 0.5))::float8 ORDER BY s.o) AS idf
          FROM (SELECT q.o, count(mt.id) FILTER (WHERE mt.r[q.o] > 0) AS c
                FROM generate_subscripts(p_lexemes, 1) q(o) LEFT JOIN matched mt ON true GROUP BY q.o) s
        ), ${scored('d.idf[x.o]')},
        top AS (SELECT l.id, l.score FROM lexical l ORDER BY l.score DESC, l.id LIMIT p_top)
        SELECT (extract(epoch FROM now()) * 1000)::float8, d.idf, t.id, t.score
        FROM df d LEFT JOIN top t ON true ORDER BY t.score DESC NULLS LAST, t.id;
      END IF;
    END
    $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS memory_lexical(uuid, text, text[], text, uuid[], tsquery[], tsquery, int, tsquery, timestamptz, numeric, numeric, numeric, numeric, numeric, numeric[], numeric[], int)');
}
