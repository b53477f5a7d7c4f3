/**
 * The recall statements in order, for the repository and the benchmarks alike (so the eval
 * measures what production runs). Call inside one transaction (the prelude's settings are
 * transaction-local):
 *
 *   1. recallPreludeQuery      HNSW settings + query lexemes
 *   2. lexemeDocumentsQuery    capped document count per lexeme (large namespaces only; cached)
 *   3. recallCandidatesQuery   BM25 ∪ kNN ∪ neighbours
 */
import type { Knex } from 'knex';
import { inProcessCache, type Cache } from '../../../domain/core/cache/cache.js';
import { COMMON_LEXEME_DOCUMENTS, lexemeDocumentsQuery, usableLexemes } from './bm25-sql.js';
import type { QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import {
  DEFAULT_MEMORY_COLUMNS, preludeLexemes, recallCandidatesQuery, recallPreludeQuery, type CorpusStats, type MemoryTableColumns,
} from './recall-sql.js';

/**
 * Below this many memories in scope no lexeme can be common enough to matter, and the plain
 * form (IDF counted over the matched rows) is as cheap as counting first.
 */
export const LEXEME_COUNT_MIN_DOCUMENTS = 4 * COMMON_LEXEME_DOCUMENTS;

/** Namespaces this large cache their per-lexeme counts (they drift slowly there). */
const CACHE_MIN_DOCUMENTS = 5_000;
const CACHE_TTL_MS = 300_000;
const CACHE_MAX_ENTRIES = 50_000;

/**
 * Capped document counts per (scope, lexeme). A stale entry only shifts an IDF slightly or
 * lets a lexeme that just became rare wait up to five minutes before it selects again.
 */
export class LexemeDocumentCache {
  private readonly entries: Cache<string, number>;

  constructor(ttlMs = CACHE_TTL_MS, maxEntries = CACHE_MAX_ENTRIES) {
    this.entries = inProcessCache({ max: maxEntries, ttlMs });
  }

  get(scopeKey: string, lexeme: string): number | undefined {
    return this.entries.get(`${scopeKey}\u0000${lexeme}`);
  }

  set(scopeKey: string, lexeme: string, documents: number): void {
    this.entries.set(`${scopeKey}\u0000${lexeme}`, documents);
  }
}

export interface FetchRecallCandidatesParams {
  scope: Knex.Raw;
  /** Identifies `scope` for the cache (same key = same memories). */
  scopeKey?: string;
  /** lexicalQueryTerms(query), optionally with weighted words (expansion, feedback). */
  terms: readonly QueryTerm[];
  vector?: string;
  corpus: CorpusStats;
  perSide?: number;
  /** BM25 parameters; default BM25 (ranking-defaults.ts). */
  bm25?: { k1: number; b: number };
  select?: string[];
  cache?: LexemeDocumentCache;
}

async function lexemeDocuments(trx: Knex, p: FetchRecallCandidatesParams, lexemes: string[], cols: MemoryTableColumns): Promise<number[]> {
  const cache = p.cache && p.scopeKey !== undefined && p.corpus.documents >= CACHE_MIN_DOCUMENTS ? p.cache : undefined;
  const counts = lexemes.map((l) => cache?.get(p.scopeKey!, l));
  const missing = lexemes.filter((_, i) => counts[i] === undefined);
  if (missing.length > 0) {
    const row = (await lexemeDocumentsQuery(trx, p.scope, missing, COMMON_LEXEME_DOCUMENTS, cols)).rows[0] as Record<string, number>;
    let j = 0;
    for (let i = 0; i < lexemes.length; i++) {
      if (counts[i] !== undefined) continue;
      counts[i] = Number(row[`d${++j}`]);
      cache?.set(p.scopeKey!, lexemes[i]!, counts[i]!);
    }
  }
  return counts as number[];
}

/** Rows of recallCandidatesQuery (see there). */
export async function fetchRecallCandidates(trx: Knex, p: FetchRecallCandidatesParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Promise<unknown[]> {
  const prelude = await recallPreludeQuery(trx, p.terms);
  const all = preludeLexemes(prelude.rows[0], p.terms);
  const lexemes = usableLexemes(all.lexemes);
  // usableLexemes keeps order and drops only duplicates (none here) and unsafe lexemes.
  const weightOf = new Map(all.lexemes.map((l, i) => [l, all.weights[i]!]));
  const weights = lexemes.map((l) => weightOf.get(l) ?? 1);
  const documents = lexemes.length > 0 && p.corpus.documents >= LEXEME_COUNT_MIN_DOCUMENTS
    ? await lexemeDocuments(trx, p, lexemes, cols)
    : undefined;
  const result = await recallCandidatesQuery(trx, {
    scope: p.scope, lexemes, weights, documents, vector: p.vector, corpus: p.corpus, perSide: p.perSide, bm25: p.bm25, select: p.select,
  }, cols);
  return result.rows as unknown[];
}
