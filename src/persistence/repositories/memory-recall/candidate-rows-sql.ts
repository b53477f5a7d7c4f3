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

/** Rows { id, lexical (0), dense, prev_id, next_id (on the asked rows only), ...select }. */
export function candidateRowsQuery(knex: Knex, p: CandidateRowsParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Knex.Raw {
  const neighbours = neighbourJoins(p.scope, p.windowSeconds, cols);
  const dense = p.vector === undefined
    ? { sql: '0', bindings: [] as Knex.RawBinding[] }
    : { sql: 'coalesce(1 - (m.?? <=> ?::vector), 0)', bindings: [cols.embedding, p.vector] as Knex.RawBinding[] };
  const extra = p.select.map(() => ', m.??').join('');
  return knex.raw(
    `WITH linked AS (
       SELECT m.?? AS id, prev.id AS prev_id, next.id AS next_id
       FROM ?? m
       ${neighbours.sql}
       WHERE m.?? = ANY (?::uuid[]) AND ?
     ), pool AS (
       SELECT id FROM linked
       UNION SELECT prev_id FROM linked WHERE prev_id IS NOT NULL
       UNION SELECT next_id FROM linked WHERE next_id IS NOT NULL
     )
     SELECT m.?? AS id, 0::float8 AS lexical, ${dense.sql}::float8 AS dense, k.prev_id, k.next_id${extra}
     FROM pool c JOIN ?? m ON m.?? = c.id LEFT JOIN linked k ON k.id = c.id`,
    [
      cols.id, cols.table, ...neighbours.bindings, cols.id, [...p.ids], p.scope,
      cols.id, ...dense.bindings, ...p.select, cols.table, cols.id,
    ],
  );
}
