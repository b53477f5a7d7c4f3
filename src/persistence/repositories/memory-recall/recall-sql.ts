/**
 * SQL the memory search repository runs for recall (src/domain/memory/ranking/README.md
 * explains the choices). Two statements in one transaction, then the ranking orders the rows:
 *
 * 1. recallPreludeQuery: applies the HNSW settings for this transaction (set_config(..., true)
 *    = SET LOCAL) and turns the query tokens into english lexemes, exactly as the tsvector
 *    column was built.
 * 2. recallCandidatesQuery, one statement:
 *    matched     memories in scope matching ANY query lexeme                     (GIN index)
 *                with, per lexeme i, r_i = ts_rank({1,1,1,1}, tsv, lexeme_i, 0); for a one-
 *                lexeme query that is Σ_{l<=tf} 1/l² / (π²/6), so tf = round(1/((π²/6)(1-r)) - ½)
 *                recovers the term frequency exactly without unnest()-ing every tsvector
 *    df          per lexeme: IDF from the matched rows containing it; exact, since every
 *                in-scope memory containing a query lexeme is in `matched`
 *    tf          per matched memory: tf_i and the BM25 length norm k1·(1 − b + b·dl/avgdl)
 *    lexical     Okapi BM25 = Σ idf_i · tf_i·(k1+1) / (tf_i + norm)   (N, avgdl from corpusStatsQuery)
 *    lexical_top / dense_top   best N by BM25, best N by cosine                (HNSW index)
 *    linked      per candidate, the memories written just before and just after it in the
 *                same scope within CONTEXT_WINDOW_SECONDS          ((scope..., created_at, id) B-tree)
 *    pool        candidates plus those neighbours; returned with exact BM25 (0 when no term
 *                matches), exact cosine and prev/next links
 */
import type { Knex } from 'knex';
import { lexicalCtes } from './bm25-sql.js';
import { splitQueryTerms, weightedLexemes, type QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import { CANDIDATES_PER_SIDE, CONTEXT_WINDOW_SECONDS } from '../../../domain/memory/ranking/candidate-pool.js';
import type { CorpusStats } from '../../../domain/memory/ports.js';
import { DEFAULT_MEMORY_COLUMNS, type MemoryTableColumns } from './memory-table-columns.js';

export { BM25, COMMON_LEXEME_DOCUMENTS, MAX_QUERY_LEXEMES, usableLexemes } from './bm25-sql.js';
export { DEFAULT_MEMORY_COLUMNS, type MemoryTableColumns } from './memory-table-columns.js';

export { CANDIDATES_PER_SIDE, CONTEXT_WINDOW_SECONDS };
export type { CorpusStats };

/** HNSW: search wider and keep scanning until N rows pass the scope filter (pgvector >= 0.8). */
export const HNSW_SETTINGS = { 'hnsw.ef_search': '200', 'hnsw.iterative_scan': 'relaxed_order' } as const;

/** N and average document length (distinct lexemes) of the memories in scope. Cacheable per scope. */
export function corpusStatsQuery(knex: Knex, scope: Knex.Raw, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Knex.Raw {
  return knex.raw(
    `SELECT count(*)::int AS documents, coalesce(avg(length(??)), 0)::float8 AS "averageLength" FROM ?? WHERE ?`,
    [cols.tsv, cols.table, scope],
  );
}

/**
 * First statement of the recall transaction: one row { lexemes: string[], now_ms (the
 * transaction's clock, epoch ms: the instant its scope condition judges expiry at) } and, as a
 * side effect, transaction-local HNSW settings. `terms` is lexicalQueryTerms(query).
 */
export function recallPreludeQuery(knex: Knex, terms: readonly QueryTerm[]): Knex.Raw {
  const settings = Object.entries(HNSW_SETTINGS).map(() => 'set_config(?, ?, true)').join(', ');
  const { plain, weighted } = splitQueryTerms(terms);
  // Weighted words are turned into lexemes one by one, so each lexeme keeps its word's weight.
  const perTerm = weighted.length === 0
    ? { sql: '', bindings: [] as Knex.RawBinding[] }
    : {
      sql: `, (SELECT json_agg(tsvector_to_array(to_tsvector('english', t.w)) ORDER BY t.o)
               FROM unnest(?::text[]) WITH ORDINALITY AS t(w, o)) AS term_lexemes`,
      bindings: [weighted.map((t) => t.text)] as Knex.RawBinding[],
    };
  return knex.raw(
    `SELECT ${settings}, tsvector_to_array(to_tsvector('english', ?)) AS lexemes,
            (extract(epoch FROM now()) * 1000)::float8 AS now_ms${perTerm.sql}`,
    [...Object.entries(HNSW_SETTINGS).flat(), plain.join(' '), ...perTerm.bindings],
  );
}

/** Lexemes and their weights from a prelude row (see recallPreludeQuery). */
export function preludeLexemes(row: { lexemes?: string[]; term_lexemes?: string[][] | string | null } | undefined, terms: readonly QueryTerm[]): { lexemes: string[]; weights: number[] } {
  const { weighted } = splitQueryTerms(terms);
  const raw = row?.term_lexemes;
  const perTerm = (typeof raw === 'string' ? JSON.parse(raw) : raw ?? []) as string[][];
  return weightedLexemes(row?.lexemes ?? [], weighted.map((t, i) => ({ lexemes: perTerm[i] ?? [], weight: t.weight })));
}

export interface RecallCandidatesParams {
  scope: Knex.Raw;
  /** From recallPreludeQuery. */
  lexemes: string[];
  /** BM25 weight per lexeme (same order as usableLexemes(lexemes)); 1 each when omitted. */
  weights?: number[];
  /**
   * pgvector literal of the query embedding (toPgVector). Omit it for the lexical-only form
   * (no pgvector, or no query vector): same candidates and neighbours, dense = 0.
   */
  vector?: string;
  corpus: CorpusStats;
  /**
   * Documents in scope per usable lexeme (same order as usableLexemes(lexemes)), capped at
   * `commonDocuments` (lexemeDocumentsQuery). When given, IDF comes from these counts and
   * lexemes at the cap stop selecting candidates (bm25-sql.ts); when omitted, every lexeme
   * selects and IDF is counted over the matched rows.
   */
  documents?: number[];
  /** Cap that makes a lexeme common; default COMMON_LEXEME_DOCUMENTS. */
  commonDocuments?: number;
  perSide?: number;
  bm25?: { k1: number; b: number };
  /** Neighbour window; default CONTEXT_WINDOW_SECONDS. */
  contextWindowSeconds?: number;
  /** Extra columns of the memory row to return (value, importance, updated_at, ...). */
  select?: string[];
  /**
   * A BM25 score `perSide` memories are known to reach (the previous round's, when every
   * lexeme of it is asked again with at least its weight): lets lexemes that cannot lift a
   * memory to it stop selecting (bm25-sql.ts). The answer is the same as without it.
   */
  floor?: number;
  /** With `floor`: term-frequency bounds per lexeme and since when they hold (bm25-sql.ts LexicalParams). */
  postings?: Array<{ maxTf: number; minLength: number } | undefined>;
  recentSince?: string;
}

/**
 * The conversational neighbours of each row `m` of the memory table: `prev` (written just
 * before m, at most `windowSeconds` earlier) and `next` (just after, at most `windowSeconds`
 * later), within the scope, ties by id. Two lateral joins to append after `... m`; the scope
 * condition is unqualified, so inside each lateral it applies to `x`. The one definition of a
 * neighbour: recall candidates and MemorySearchRepository.candidateRows both use it.
 */
export function neighbourJoins(
  scope: Knex.Raw, windowSeconds: number, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS,
  /** More of the neighbour's columns (over `x`), read from the heap tuple the scan visits anyway. */
  columns: { sql: string; bindings: Knex.RawBinding[] } = { sql: '', bindings: [] },
): { sql: string; bindings: Knex.RawBinding[] } {
  const t = cols.createdAt;
  const neighbour = (op: '<' | '>', dir: 'ASC' | 'DESC', bound: '>= m.?? -' | '<= m.?? +'): { sql: string; bindings: Knex.RawBinding[] } => ({
    sql: `SELECT x.?? AS id${columns.sql} FROM ?? x WHERE ? AND (x.??, x.??) ${op} (m.??, m.??)
           AND x.?? ${bound} make_interval(secs => ?)
         ORDER BY x.?? ${dir}, x.?? ${dir} LIMIT 1`,
    bindings: [cols.id, ...columns.bindings, cols.table, scope, t, cols.id, t, cols.id, t, t, windowSeconds, t, cols.id],
  });
  const prev = neighbour('<', 'DESC', '>= m.?? -');
  const next = neighbour('>', 'ASC', '<= m.?? +');
  return {
    sql: `LEFT JOIN LATERAL (${prev.sql}) prev ON true
       LEFT JOIN LATERAL (${next.sql}) next ON true`,
    bindings: [...prev.bindings, ...next.bindings],
  };
}

/**
 * Candidate rows: { id, lexical (raw BM25 >= 0), dense (cosine in [-1,1]), prev_id, next_id
 * (neighbour ids, null when none or not linked), ...select }.
 */
export function recallCandidatesQuery(knex: Knex, p: RecallCandidatesParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Knex.Raw {
  const perSide = p.perSide ?? CANDIDATES_PER_SIDE;
  const lexical = lexicalCtes(p, cols);
  const extra = (p.select ?? []).map(() => ', m.??').join('');
  const neighbours = neighbourJoins(p.scope, p.contextWindowSeconds ?? CONTEXT_WINDOW_SECONDS, cols);
  const dense: { top: string; topBindings: Knex.RawBinding[]; score: string; scoreBindings: Knex.RawBinding[] } = p.vector === undefined
    ? { top: 'SELECT id FROM lexical_top WHERE false', topBindings: [], score: '0', scoreBindings: [] }
    : {
      top: 'SELECT ?? AS id FROM ?? WHERE ? AND ?? IS NOT NULL ORDER BY ?? <=> ?::vector LIMIT ?',
      topBindings: [cols.id, cols.table, p.scope, cols.embedding, cols.embedding, p.vector, perSide],
      score: 'coalesce(1 - (m.?? <=> ?::vector), 0)',
      scoreBindings: [cols.embedding, p.vector],
    };
  return knex.raw(
    `WITH ${lexical.sql}, lexical_top AS (
       SELECT id FROM lexical ORDER BY score DESC, id LIMIT ?
     ), dense_top AS (
       ${dense.top}
     ), candidates AS (
       SELECT id FROM lexical_top UNION SELECT id FROM dense_top
     ), linked AS (
       SELECT c.id, prev.id AS prev_id, next.id AS next_id
       FROM candidates c JOIN ?? m ON m.?? = c.id
       ${neighbours.sql}
     ), pool AS (
       SELECT id FROM linked
       UNION SELECT prev_id FROM linked WHERE prev_id IS NOT NULL
       UNION SELECT next_id FROM linked WHERE next_id IS NOT NULL
     )
     SELECT m.?? AS id, coalesce(l.score, ${lexical.outside.sql})::float8 AS lexical,
            ${dense.score}::float8 AS dense,
            k.prev_id, k.next_id${extra}
     FROM pool c JOIN ?? m ON m.?? = c.id LEFT JOIN lexical l ON l.id = c.id LEFT JOIN linked k ON k.id = c.id`,
    [
      ...lexical.bindings,
      perSide,
      ...dense.topBindings,
      cols.table, cols.id, ...neighbours.bindings,
      cols.id, ...lexical.outside.bindings, ...dense.scoreBindings, ...(p.select ?? []),
      cols.table, cols.id,
    ],
  );
}
