/**
 * The lexical CTEs of recallCandidatesQuery: Okapi BM25 over the GIN-indexed tsvector.
 *
 * Cost is per matched row (heap fetch + one ts_rank per lexeme), so a lexeme held by many
 * memories dominates it while adding little: at 100k memories "note" (40k memories, IDF 0.9)
 * made one query match 40k rows against ~100 for its other word. When the document count per
 * lexeme is known (lexemeDocumentsQuery, capped at COMMON_LEXEME_DOCUMENTS):
 *  - only the selective lexemes (fewer documents than the cap) select `matched` rows; common
 *    ones still score on those rows, with the IDF of df = cap (an upper bound) — a row holding
 *    both outranks one holding only the rare word, as before;
 *  - IDF comes from those counts (exact below the cap), so no df pass over `matched` is needed;
 *  - a query of common lexemes only takes the memories holding all of them (one, if alone),
 *    at most COMMON_ONLY_ROW_LIMIT rows; the dense side still ranks the whole namespace.
 * Without counts (small namespaces) every lexeme selects and IDF is counted over `matched`.
 * The price: rows holding only common query words no longer compete lexically. At 100k
 * synthetic memories 82% of the exact top 10 stays in the top 10 (common-lexeme-fidelity.ts);
 * below 4 × cap memories (every LoCoMo conversation) nothing changes.
 */
import type { Knex } from 'knex';
import { RANKING_DEFAULTS } from '../../../domain/memory/ranking/ranking-defaults.js';
import type { MemoryTableColumns } from './memory-table-columns.js';

/**
 * Okapi BM25 parameters: k1 saturates repeated terms; b normalises by length (memories are
 * short and similar in length). Chosen by cross-validation in the retrieval eval.
 */
export const BM25: { readonly k1: number; readonly b: number } = RANKING_DEFAULTS.bm25;

/** Longer queries keep their first lexemes; bounds the statement's size and cost. */
export const MAX_QUERY_LEXEMES = 24;

/**
 * A lexeme held by at least this many memories in scope no longer selects candidates.
 * Absolute, because the cost it bounds (rows visited) is absolute. 1000 = 1% of a 100k
 * namespace: 250 and 500 were faster still but kept only 60% / 71% of the exact top 10.
 */
export const COMMON_LEXEME_DOCUMENTS = 1000;

/** Bound on matched rows when every query lexeme is common. */
export const COMMON_ONLY_ROW_LIMIT = 1000;

/** Lexemes safe to cast to tsquery (alphanumeric only; the english parser of word tokens yields nothing else). */
export function usableLexemes(lexemes: string[]): string[] {
  return [...new Set(lexemes)].filter((l) => /^[\p{L}\p{N}]+$/u.test(l)).slice(0, MAX_QUERY_LEXEMES);
}

export interface LexicalParams {
  scope: Knex.Raw;
  lexemes: string[];
  /** Per usable lexeme, its weight in the BM25 sum (query expansion); 1 when omitted. */
  weights?: number[];
  corpus: { documents: number; averageLength: number };
  documents?: number[];
  commonDocuments?: number;
  bm25?: { k1: number; b: number };
}

const PI2_6 = Math.PI ** 2 / 6;

function finite(x: number): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new TypeError(`recall SQL: expected a finite number, got ${String(x)}`);
  return x;
}

/** Okapi IDF; df is clamped to N (the corpus statistics may lag a few writes behind). */
function idf(n: number, df: number): number {
  const d = Math.min(Math.max(0, df), n);
  return Math.log(1 + (n - d + 0.5) / (d + 0.5));
}

/** `matched`, then `lexical` (id, score): the CTEs recallCandidatesQuery joins. */
export function lexicalCtes(p: LexicalParams, cols: MemoryTableColumns): { sql: string; bindings: Knex.RawBinding[] } {
  const lexemes = usableLexemes(p.lexemes);
  if (lexemes.length === 0) {
    return { sql: `lexical AS (SELECT ?? AS id, 0::float8 AS score FROM ?? WHERE false)`, bindings: [cols.id, cols.table] };
  }
  // Constants are inlined (they repeat per lexeme); finite() guarantees they are plain numbers.
  const n = finite(Math.max(1, p.corpus.documents));
  const avgdl = finite(Math.max(1, p.corpus.averageLength));
  const { k1, b } = p.bm25 ?? BM25;
  finite(k1); finite(b);
  const counts = p.documents && p.documents.length === lexemes.length ? p.documents.map(finite) : undefined;
  const cap = p.commonDocuments ?? COMMON_LEXEME_DOCUMENTS;
  const selecting = counts ? lexemes.filter((_, i) => counts[i]! < cap) : lexemes;
  const common = counts ? lexemes.filter((_, i) => counts[i]! >= cap) : [];
  // Rows of `matched`: every memory holding a selective lexeme; when every lexeme is common,
  // the memories holding all of them (bounded).
  const arms: Array<{ tsquery: string; limit?: number }> = selecting.length > 0
    ? [{ tsquery: selecting.join(' | ') }]
    : [{ tsquery: common.join(' & '), limit: COMMON_ONLY_ROW_LIMIT }];

  const idx = lexemes.map((_, i) => i + 1);
  const ranks = idx.map((i) => `ts_rank('{1,1,1,1}', ??, ?::tsquery, 0)::float8 AS r${i}`).join(', ');
  // tf from the single-lexeme rank (see recall-sql.ts); 0 when the lexeme is absent.
  const tfs = idx.map((i) => `CASE WHEN r${i} > 0 THEN round(1 / (${PI2_6} * (1 - least(r${i}, 0.9999))) - 0.5) ELSE 0 END AS tf${i}`).join(', ');
  const idfOf = (i: number) => (counts ? `${finite(idf(n, counts[i - 1]!))}` : `d.idf${i}`);
  const weights = p.weights && p.weights.length === lexemes.length ? p.weights.map(finite) : undefined;
  const weightOf = (i: number) => (weights && weights[i - 1] !== 1 ? `${weights[i - 1]} * ` : '');
  const terms = idx.map((i) => `${weightOf(i)}${idfOf(i)} * t.tf${i} * ${k1 + 1} / (t.tf${i} + t.norm)`).join(' + ');
  const df = counts
    ? ''
    : `, df AS (
       SELECT ${idx.map((i) => `ln(1 + (${n} - count(*) FILTER (WHERE r${i} > 0) + 0.5) / (count(*) FILTER (WHERE r${i} > 0) + 0.5))::float8 AS idf${i}`).join(', ')} FROM matched
     )`;
  const arm = (a: { tsquery: string; limit?: number }) => ({
    sql: `SELECT ?? AS id, length(??)::float8 AS dl, ${ranks} FROM ?? WHERE ? AND ?? @@ ?::tsquery${a.limit ? ` LIMIT ${a.limit}` : ''}`,
    bindings: [cols.id, cols.tsv, ...lexemes.flatMap((l) => [cols.tsv, l]), cols.table, p.scope, cols.tsv, a.tsquery] as Knex.RawBinding[],
  });
  const built = arms.map(arm);
  return {
    // Per-row work is one ts_rank per lexeme; IDF and length norm are computed once. UNION
    // drops rows found by two arms (their columns are identical).
    sql: `matched AS (
       ${built.map((a) => `(${a.sql})`).join('\n       UNION ')}
     )${df}, tf AS (
       SELECT id, ${k1} * (1 - ${b} + ${b} * dl / ${avgdl}) AS norm, ${tfs} FROM matched
     ), lexical AS (
       SELECT t.id, (${terms})::float8 AS score FROM tf t${counts ? '' : ' CROSS JOIN df d'}
     )`,
    bindings: built.flatMap((a) => a.bindings),
  };
}

/**
 * One row { d1 … dn }: memories in scope holding each lexeme, counted up to `cap` (a GIN scan
 * that stops after `cap` rows, so a very common lexeme costs no more than a rare one).
 */
export function lexemeDocumentsQuery(knex: Knex, scope: Knex.Raw, lexemes: string[], cap: number, cols: MemoryTableColumns): Knex.Raw {
  const limit = Math.max(1, Math.floor(finite(cap)));
  const parts = lexemes.map((_, i) => `(SELECT count(*)::int FROM (SELECT 1 FROM ?? WHERE ? AND ?? @@ ?::tsquery LIMIT ${limit}) s) AS d${i + 1}`);
  return knex.raw(`SELECT ${parts.join(', ')}`, lexemes.flatMap((l) => [cols.table, scope, cols.tsv, l]));
}
