/**
 * SQL the memory repository runs for recall/search (see README.md in this folder for the why).
 * One statement returns every candidate with both raw scores, then `fuseScores` ranks them:
 *
 *  matched    memories in scope whose tsvector matches ANY query term        (GIN index)
 *  postings   (memory, query lexeme, tf) from unnest(tsvector)               (matched rows only)
 *  df         documents per query lexeme = rows of `matched` holding it: exact, because every
 *             in-scope memory containing a query term is in `matched`
 *  lexical    Okapi BM25 per matched memory
 *  lexical_top / dense_top   best N by BM25, best N by cosine               (HNSW index)
 *  result     union of both with exact BM25 (0 when no term matches) and exact cosine
 *
 * Corpus statistics (N memories in scope, mean tsvector length) come from `corpusStatsQuery`;
 * BM25 barely moves when they drift a little, so the repository may cache them per scope.
 * Run `recallCandidatesQuery` inside a transaction after `DENSE_SEARCH_SETTINGS`, so the HNSW scan
 * keeps going until N rows survive the scope filter (pgvector >= 0.8 iterative scans).
 */
import type { Knex } from 'knex';
import { orTsqueryText } from './query-terms.js';

export interface MemoryTableColumns {
  table: string;      // e.g. 'memories'
  id: string;         // primary key
  tsv: string;        // tsvector column, e.g. to_tsvector('english', value), GIN-indexed
  embedding: string;  // vector(d) column, HNSW-indexed with vector_cosine_ops
}

export const DEFAULT_MEMORY_COLUMNS: MemoryTableColumns = { table: 'memories', id: 'id', tsv: 'search_tsv', embedding: 'embedding' };

/** Okapi BM25 parameters (k1 saturates repeated terms; b normalises by length). */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

/** Candidates taken from each side before fusion. */
export const CANDIDATES_PER_SIDE = 100;

/** SET LOCAL statements for the dense side; run them in the same transaction as the query. */
export const DENSE_SEARCH_SETTINGS = [
  'SET LOCAL hnsw.ef_search = 200',
  'SET LOCAL hnsw.iterative_scan = relaxed_order',
] as const;

export interface CorpusStats { documents: number; averageLength: number }

/** N and average document length (distinct lexemes) of the memories in scope. */
export function corpusStatsQuery(knex: Knex, scope: Knex.Raw, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Knex.Raw {
  return knex.raw(
    `SELECT count(*)::int AS documents, coalesce(avg(length(??)), 0)::float8 AS "averageLength" FROM ?? WHERE ?`,
    [cols.tsv, cols.table, scope],
  );
}

export interface RecallCandidatesParams {
  scope: Knex.Raw;
  /** Output of lexicalQueryTerms(query). */
  terms: string[];
  /** pgvector literal of the query embedding (toPgVector). */
  vector: string;
  corpus: CorpusStats;
  perSide?: number;
  /** Extra columns of the memory row to return (key, value, importance, updated_at, ...). */
  select?: string[];
}

/** Candidate rows: { <id>, lexical (raw BM25 >= 0), dense (cosine in [-1,1]), ...select }. */
export function recallCandidatesQuery(knex: Knex, p: RecallCandidatesParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Knex.Raw {
  const n = Math.max(1, p.corpus.documents);
  const avgdl = Math.max(1, p.corpus.averageLength);
  const perSide = p.perSide ?? CANDIDATES_PER_SIDE;
  const terms = p.terms.length > 0 ? orTsqueryText(p.terms) : '';
  const extra = (p.select ?? []).map(() => ', m.??').join('');
  return knex.raw(
    `WITH matched AS (
       SELECT ?? AS id, ?? AS tsv FROM ?? WHERE ? AND ?? @@ to_tsquery('english', ?)
     ), query_lexemes AS (
       SELECT tsvector_to_array(to_tsvector('english', ?)) AS lexemes
     ), postings AS (
       SELECT mt.id, t.lexeme, coalesce(array_length(t.positions, 1), 1) AS tf, length(mt.tsv) AS dl
       FROM matched mt CROSS JOIN LATERAL unnest(mt.tsv) AS t, query_lexemes q
       WHERE t.lexeme = ANY (q.lexemes)
     ), df AS (
       SELECT lexeme, count(*) AS df FROM postings GROUP BY lexeme
     ), lexical AS (
       SELECT p.id, sum(
         ln(1 + (?::float8 - df.df + 0.5) / (df.df + 0.5))
         * p.tf * (?::float8 + 1) / (p.tf + ?::float8 * (1 - ?::float8 + ?::float8 * p.dl / ?::float8))
       ) AS score
       FROM postings p JOIN df USING (lexeme) GROUP BY p.id
     ), lexical_top AS (
       SELECT id FROM lexical ORDER BY score DESC LIMIT ?
     ), dense_top AS (
       SELECT ?? AS id FROM ?? WHERE ? AND ?? IS NOT NULL ORDER BY ?? <=> ?::vector LIMIT ?
     ), candidates AS (
       SELECT id FROM lexical_top UNION SELECT id FROM dense_top
     )
     SELECT m.?? AS id, coalesce(l.score, 0)::float8 AS lexical,
            coalesce(1 - (m.?? <=> ?::vector), 0)::float8 AS dense${extra}
     FROM candidates c JOIN ?? m ON m.?? = c.id LEFT JOIN lexical l ON l.id = c.id`,
    [
      cols.id, cols.tsv, cols.table, p.scope, cols.tsv, terms,
      p.terms.join(' '),
      n, BM25.k1, BM25.k1, BM25.b, BM25.b, avgdl,
      perSide,
      cols.id, cols.table, p.scope, cols.embedding, cols.embedding, p.vector, perSide,
      cols.id, cols.embedding, p.vector, ...(p.select ?? []),
      cols.table, cols.id,
    ],
  );
}
