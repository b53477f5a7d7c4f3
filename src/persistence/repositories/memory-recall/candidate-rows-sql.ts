/**
 * A recall round's rows by id (MemorySearchRepository.candidateRows): the visible memories of
 * the scope among the ids the lexical and dense sides found, linked to their conversational
 * neighbours (neighbourJoins, the one rule), then those neighbours; each with its cosine to
 * the query vector where the database has pgvector. One statement.
 */
import type { Knex } from 'knex';
import { neighbourJoins } from './recall-sql.js';
import { DEFAULT_MEMORY_COLUMNS, type MemoryTableColumns } from './memory-table-columns.js';

export interface CandidateRowsParams {
  scope: Knex.Raw;
  ids: readonly string[];
  windowSeconds: number;
  /** pgvector literal of the query embedding; without it `dense` is 0. */
  vector?: string;
  /** Columns of the memory row to return besides id, dense, prev_id and next_id. */
  select: string[];
}

/**
 * Rows { id, lexical (0), dense, prev_id, next_id (on the asked rows only), ...select }.
 *
 * Each row is read once: the asked rows where the primary key finds them, each neighbour where
 * its lateral scan stops on it (the scan visits that heap tuple for the scope condition anyway),
 * so there is no second pass over the pool by primary key. A neighbour that is also asked, or
 * the neighbour of two asked rows, comes back once.
 */
export function candidateRowsQuery(knex: Knex, p: CandidateRowsParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Knex.Raw {
  const dense = (alias: string): { sql: string; bindings: Knex.RawBinding[] } => (p.vector === undefined
    ? { sql: '0::float8', bindings: [] }
    : { sql: `coalesce(1 - (${alias}.?? <=> ?::vector), 0)::float8`, bindings: [cols.embedding, p.vector] });
  // The row's columns over an alias, named with a prefix: dense first, then `select`.
  const rowColumns = (alias: string, prefix: string) => {
    const d = dense(alias);
    return {
      sql: `, ${d.sql} AS ${prefix}dense${p.select.map((c, i) => `, ${alias}.?? AS ${prefix}c${i}`).join('')}`,
      bindings: [...d.bindings, ...p.select] as Knex.RawBinding[],
    };
  };
  const neighbours = neighbourJoins(p.scope, p.windowSeconds, cols, rowColumns('x', ''));
  const asked = rowColumns('m', 'a_');
  const from = (prefix: string) => [`${prefix}dense`, ...p.select.map((_, i) => `${prefix}c${i}`)];
  const out = (names: string[]) => names.map((n, i) => `${n} AS ${i === 0 ? 'dense' : '??'}`).join(', ');
  const outBindings = p.select;
  return knex.raw(
    `WITH linked AS MATERIALIZED (
       SELECT m.?? AS id, prev.id AS prev_id, next.id AS next_id${asked.sql},
              ${from('').map((n) => `prev.${n} AS p_${n}`).join(', ')}, ${from('').map((n) => `next.${n} AS n_${n}`).join(', ')}
       FROM ?? m
       ${neighbours.sql}
       WHERE m.?? = ANY (?::uuid[]) AND ?
     ), near AS (
       SELECT prev_id AS id, ${from('p_').join(', ')} FROM linked WHERE prev_id IS NOT NULL
       UNION ALL SELECT next_id, ${from('n_').join(', ')} FROM linked WHERE next_id IS NOT NULL
     )
     SELECT id, 0::float8 AS lexical, prev_id, next_id, ${out(from('a_'))} FROM linked
     UNION ALL
     SELECT DISTINCT ON (n.id) n.id, 0::float8, NULL::uuid, NULL::uuid, ${out(from('p_'))}
     FROM near n WHERE NOT EXISTS (SELECT 1 FROM linked l WHERE l.id = n.id)`,
    [
      cols.id, ...asked.bindings, cols.table, ...neighbours.bindings, cols.id, [...p.ids], p.scope,
      ...outBindings, ...outBindings,
    ],
  );
}
