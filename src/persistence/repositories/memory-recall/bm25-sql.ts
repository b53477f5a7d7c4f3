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
import { COMMON_LEXEME_DOCUMENTS, usableLexemes } from '../../../domain/memory/query-lexemes.js';

/**
 * Okapi BM25 parameters: k1 saturates repeated terms; b normalises by length (memories are
 * short and similar in length). Chosen by cross-validation in the retrieval eval.
 */
export const BM25: { readonly k1: number; readonly b: number } = RANKING_DEFAULTS.bm25;

export { COMMON_LEXEME_DOCUMENTS, MAX_QUERY_LEXEMES, usableLexemes } from '../../../domain/memory/query-lexemes.js';

/** Bound on matched rows when every query lexeme is common. */
export const COMMON_ONLY_ROW_LIMIT = 1000;



export interface LexicalParams {
  scope: Knex.Raw;
  lexemes: string[];
  /** Per usable lexeme, its weight in the BM25 sum (query expansion); 1 when omitted. */
  weights?: number[];
  corpus: { documents: number; averageLength: number };
  documents?: number[];
  commonDocuments?: number;
  bm25?: { k1: number; b: number };
  /**
   * A BM25 score that `perSide` memories of the scope are known to reach under these lexemes
   * and weights (the feedback round passes the previous round's, whose words it keeps). With
   * `documents`, selective lexemes whose upper bounds, together with the common ones', sum
   * below it stop selecting (MaxScore): a memory holding only those cannot reach the top.
   */
  floor?: number;
  /**
   * Per usable lexeme (with `documents`), the largest term frequency and the shortest length
   * among the memories holding it, when all were seen (below the cap): a tighter bound than
   * tf → ∞ for the floor. `recentSince` (ISO time, required with them): memories updated since
   * may exceed them, so they still select through the pruned lexemes.
   */
  postings?: Array<{ maxTf: number; minLength: number } | undefined>;
  recentSince?: string;
  /**
   * Without `documents`: the IDF of each usable lexeme as an earlier statement over the same
   * scope counted it (its `df` CTE), so a statement over a few memories scores them as that
   * one did (sql-lexical-ranker.ts scoresOf).
   */
  idfs?: number[];
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

/**
 * Selective lexemes that need not select under `floor` (MaxScore): the smallest upper bounds
 * of their terms while they, plus every common lexeme's (a memory may hold those too), sum
 * below the floor, so a memory holding no other lexeme cannot reach it. At least one
 * selective lexeme is kept.
 */
function prunedLexemes(selecting: number[], common: number[], bound: (i: number) => number, floor: number | undefined): Set<number> {
  const pruned = new Set<number>();
  if (!floor || !(floor > 0) || selecting.length < 2) return pruned;
  // A hair below the floor: the previous round's scores were summed in another order.
  const limit = floor * (1 - 1e-9);
  let sum = common.reduce((s, i) => s + bound(i), 0);
  for (const i of [...selecting].sort((a, b) => bound(a) - bound(b) || b - a)) {
    if (pruned.size === selecting.length - 1 || sum + bound(i) >= limit) break;
    sum += bound(i);
    pruned.add(i);
  }
  return pruned;
}

/** What lexicalCtes builds: the CTE text, and the score of a pool row `m` found by other means (see there). */
export interface LexicalSql {
  sql: string;
  bindings: Knex.RawBinding[];
  /** Lexical score of a row `m` absent from `lexical`: 0, or, when lexemes were pruned, its score if it holds one. */
  outside: { sql: string; bindings: Knex.RawBinding[] };
}

/** An arm of `matched`: the memories holding one of `tsquery`'s lexemes (`limit` of them; written `since`). */
export interface MatchArm { tsquery: string; limit?: number; since?: string }

/** What the lexical statement computes, decided before any SQL is written (lexicalCtes, lexical-function.ts). */
export interface LexicalPlan {
  lexemes: string[];
  n: number; avgdl: number; k1: number; b: number;
  /** Per lexeme, as the caller gave them (each 1 when undefined). */
  weights?: number[];
  /** Per lexeme, the IDF from the document counts or as given; undefined: counted over `matched`. */
  idfs?: number[];
  fromCounts: boolean;
  arms: MatchArm[];
  /** Positions of the lexemes the floor pruned, and of the common ones. */
  pruned: Set<number>;
  commonAt: number[];
}

/** The lexical statement's lexemes, constants, IDFs and matched arms (see the module's comment); null without usable lexemes. */
export function lexicalPlan(p: LexicalParams, hasUpdatedAt: boolean): LexicalPlan | null {
  const lexemes = usableLexemes(p.lexemes);
  if (lexemes.length === 0) return null;
  const n = finite(Math.max(1, p.corpus.documents));
  const avgdl = finite(Math.max(1, p.corpus.averageLength));
  const { k1, b } = p.bm25 ?? BM25;
  finite(k1); finite(b);
  const counts = p.documents && p.documents.length === lexemes.length ? p.documents.map(finite) : undefined;
  const cap = p.commonDocuments ?? COMMON_LEXEME_DOCUMENTS;
  const weights = p.weights && p.weights.length === lexemes.length ? p.weights.map(finite) : undefined;
  const fixedIdfs = !counts && p.idfs && p.idfs.length === lexemes.length ? p.idfs.map(finite) : undefined;
  const positions = lexemes.map((_, i) => i);
  const selective = counts ? positions.filter((i) => counts[i]! < cap) : positions;
  const commonAt = counts ? positions.filter((i) => counts[i]! >= cap) : [];
  // Upper bound of lexeme i's term: tf·(k1+1)/(tf + norm) grows with tf and falls with length.
  const postings = p.postings && p.postings.length === lexemes.length && p.recentSince && hasUpdatedAt ? p.postings : undefined;
  const saturation = (i: number) => {
    const seen = postings?.[i];
    if (!seen) return k1 + 1;
    if (!(seen.maxTf > 0)) return 0; // no memory held it when counted
    return (seen.maxTf * (k1 + 1)) / (seen.maxTf + k1 * (1 - b + (b * Math.max(0, seen.minLength)) / avgdl));
  };
  const pruned = counts
    ? prunedLexemes(selective, commonAt, (i) => (weights?.[i] ?? 1) * idf(n, counts[i]!) * saturation(i), p.floor === undefined ? undefined : finite(p.floor))
    : new Set<number>();
  const selecting = selective.filter((i) => !pruned.has(i)).map((i) => lexemes[i]!);
  const common = commonAt.map((i) => lexemes[i]!);
  // Rows of `matched`: every memory holding a selective lexeme; when every lexeme is common,
  // the memories holding all of them (bounded).
  const arms: MatchArm[] = selecting.length > 0
    ? [{ tsquery: selecting.join(' | ') }]
    : [{ tsquery: common.join(' & '), limit: COMMON_ONLY_ROW_LIMIT }];
  // Bounds from postings hold for the memories seen when they were counted; later ones select as before.
  if (postings && pruned.size > 0) arms.push({ tsquery: [...pruned].map((i) => lexemes[i]!).join(' | '), since: p.recentSince });
  const idfs = counts ? counts.map((d) => finite(idf(n, d))) : fixedIdfs;
  return { lexemes, n, avgdl, k1, b, weights, idfs, fromCounts: counts !== undefined, arms, pruned, commonAt };
}

/** `matched`, then `lexical` (id, score): the CTEs recallCandidatesQuery joins. */
export function lexicalCtes(p: LexicalParams, cols: MemoryTableColumns): LexicalSql {
  const plan = lexicalPlan(p, cols.updatedAt !== undefined);
  const zero = { sql: '0', bindings: [] as Knex.RawBinding[] };
  if (!plan) {
    return { sql: `lexical AS (SELECT ?? AS id, 0::float8 AS score FROM ?? WHERE false)`, bindings: [cols.id, cols.table], outside: zero };
  }
  const { lexemes, n, avgdl, k1, b, weights, idfs: knownIdfs, arms, pruned, commonAt } = plan;
  const idx = lexemes.map((_, i) => i + 1);
  const ranks = idx.map((i) => `ts_rank('{1,1,1,1}', ??, ?::tsquery, 0)::float8 AS r${i}`).join(', ');
  // tf from the single-lexeme rank (see recall-sql.ts); 0 when the lexeme is absent.
  const tfs = idx.map((i) => `CASE WHEN r${i} > 0 THEN round(1 / (${PI2_6} * (1 - least(r${i}, 0.9999))) - 0.5) ELSE 0 END AS tf${i}`).join(', ');
  const idfOf = (i: number) => (knownIdfs ? `${knownIdfs[i - 1]!}` : `d.idf${i}`);
  const weightOf = (i: number) => (weights && weights[i - 1] !== 1 ? `${weights[i - 1]} * ` : '');
  const termOf = (i: number) => `${weightOf(i)}${idfOf(i)} * t.tf${i} * ${k1 + 1} / (t.tf${i} + t.norm)`;
  const terms = idx.map(termOf).join(' + ');
  const df = knownIdfs
    ? ''
    : `, df AS (
       SELECT ${idx.map((i) => `ln(1 + (${n} - count(*) FILTER (WHERE r${i} > 0) + 0.5) / (count(*) FILTER (WHERE r${i} > 0) + 0.5))::float8 AS idf${i}`).join(', ')} FROM matched
     )`;
  const arm = (a: MatchArm) => ({
    sql: `SELECT ?? AS id, length(??)::float8 AS dl, ${ranks} FROM ?? WHERE ? AND ${a.since ? '?? >= ?::timestamptz AND ' : ''}?? @@ ?::tsquery${a.limit ? ` LIMIT ${a.limit}` : ''}`,
    bindings: [
      cols.id, cols.tsv, ...lexemes.flatMap((l) => [cols.tsv, l]), cols.table, p.scope, ...(a.since ? [cols.updatedAt!, a.since] : []), cols.tsv, a.tsquery,
    ] as Knex.RawBinding[],
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
       SELECT t.id, (${terms})::float8 AS score FROM tf t${knownIdfs ? '' : ' CROSS JOIN df d'}
     )`,
    bindings: built.flatMap((a) => a.bindings),
    outside: pruned.size === 0 ? zero : outsideScore([...pruned, ...commonAt].map((i) => i + 1), [...pruned].map((i) => lexemes[i]!)),
  };

  /**
   * A pool row (neighbour, dense hit) holding a pruned lexeme is absent from `lexical` but
   * would have been matched without the pruning: its score over the pruned and common
   * lexemes (it holds no other), as `lexical` would give it.
   */
  function outsideScore(scored: number[], prunedLexemes: string[]): { sql: string; bindings: Knex.RawBinding[] } {
    const rs = scored.map((i) => `ts_rank('{1,1,1,1}', m.??, ?::tsquery, 0)::float8 AS r${i}`).join(', ');
    const tfsOf = scored.map((i) => `CASE WHEN r${i} > 0 THEN round(1 / (${PI2_6} * (1 - least(r${i}, 0.9999))) - 0.5) ELSE 0 END AS tf${i}`).join(', ');
    return {
      sql: `CASE WHEN m.?? @@ ?::tsquery THEN (SELECT (${scored.map(termOf).join(' + ')})::float8 FROM (
              SELECT ${k1} * (1 - ${b} + ${b} * length(m.??)::float8 / ${avgdl}) AS norm, ${tfsOf} FROM (SELECT ${rs}) r
            ) t) ELSE 0 END`,
      bindings: [cols.tsv, prunedLexemes.join(' | '), cols.tsv, ...scored.flatMap((i) => [cols.tsv, lexemes[i - 1]!])],
    };
  }
}

/**
 * One row { d1 … dn, t1 … tn, l1 … ln }: memories in scope holding each lexeme, counted up to
 * `cap` (a GIN scan that stops after `cap` rows, so a very common lexeme costs no more than a
 * rare one), and over those rows the lexeme's largest term frequency (t, see termFrequency)
 * and the shortest length (l): below the cap they bound what the lexeme adds to any score.
 */
export function lexemeDocumentsQuery(knex: Knex, scope: Knex.Raw, lexemes: string[], cap: number, cols: MemoryTableColumns): Knex.Raw {
  const limit = Math.max(1, Math.floor(finite(cap)));
  const parts = lexemes.map((_, i) => `(SELECT count(*)::int AS d${i + 1}, coalesce(max(r), 0)::float8 AS t${i + 1}, coalesce(min(dl), 0)::int AS l${i + 1}
    FROM (SELECT ts_rank('{1,1,1,1}', ??, ?::tsquery, 0) AS r, length(??) AS dl FROM ?? WHERE ? AND ?? @@ ?::tsquery LIMIT ${limit}) s) s${i + 1}`);
  return knex.raw(`SELECT * FROM ${parts.join(', ')}`, lexemes.flatMap((l) => [cols.tsv, l, cols.tsv, cols.table, scope, cols.tsv, l]));
}

/** Term frequency from a single-lexeme ts_rank('{1,1,1,1}', …, 0) (see recall-sql.ts). */
export function termFrequency(rank: number): number {
  return rank > 0 ? Math.round(1 / (PI2_6 * (1 - Math.min(rank, 0.9999))) - 0.5) : 0;
}
