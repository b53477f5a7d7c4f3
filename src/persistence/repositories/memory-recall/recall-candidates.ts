/**
 * The recall statements in order, as one hybrid round (the retrieval benchmarks' SQL path:
 * bench/eval); the service ranks lexically through sql-lexical-ranker.ts, which shares the
 * prelude, the counts and the BM25 CTEs. Call inside one transaction (the prelude's settings
 * are transaction-local):
 *
 *   1. recallPreludeQuery      HNSW settings + query lexemes
 *   2. lexemeDocumentsQuery    capped document count per lexeme (large namespaces only; cached)
 *   3. recallCandidatesQuery   BM25 ∪ kNN ∪ neighbours
 */
import type { Knex } from 'knex';
import { inProcessCache, type Cache } from '../../../domain/core/cache/cache.js';
import { COMMON_LEXEME_DOCUMENTS, lexemeDocumentsQuery, termFrequency, usableLexemes } from './bm25-sql.js';
import type { QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import {
  DEFAULT_MEMORY_COLUMNS, preludeLexemes, recallCandidatesQuery, recallPreludeQuery, type CorpusStats, type MemoryTableColumns,
} from './recall-sql.js';

import { LEXEME_COUNT_MIN_DOCUMENTS } from '../../../domain/memory/query-lexemes.js';

export { LEXEME_COUNT_MIN_DOCUMENTS };

/** Namespaces this large cache their per-lexeme counts (they drift slowly there). */
const CACHE_MIN_DOCUMENTS = 5_000;
const CACHE_TTL_MS = 300_000;
const CACHE_MAX_ENTRIES = 50_000;

/**
 * Memories a write may still be committing when a count reads the table (its updated_at is
 * its transaction's start): they count as written after the count.
 */
export const COUNT_GRACE_MS = 10_000;

/** What lexemeDocumentsQuery says of a lexeme, and when it was read. */
export interface LexemeDocuments {
  documents: number;
  /** Largest term frequency and shortest length among the memories counted. */
  maxTf: number;
  minLength: number;
  /** Epoch ms of the count. */
  at: number;
}

/**
 * Capped document counts per (scope, lexeme). A stale entry only shifts an IDF slightly or
 * lets a lexeme that just became rare wait up to five minutes before it selects again; memories
 * written since it was read are never left out by its term-frequency bound (see `recentSince`).
 */
export class LexemeDocumentCache {
  private readonly entries: Cache<string, LexemeDocuments>;

  constructor(ttlMs = CACHE_TTL_MS, maxEntries = CACHE_MAX_ENTRIES) {
    this.entries = inProcessCache({ max: maxEntries, ttlMs });
  }

  get(scopeKey: string, lexeme: string): LexemeDocuments | undefined {
    return this.entries.get(`${scopeKey}\u0000${lexeme}`);
  }

  set(scopeKey: string, lexeme: string, documents: LexemeDocuments): void {
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
  /** See RecallCandidatesParams.floor; ignored when the query had to drop lexemes (it may have dropped the previous round's). */
  floor?: number;
}

/** Capped document counts of `lexemes` in the scope (lexemeDocumentsQuery), from the cache where it holds them. */
export async function countLexemeDocuments(
  trx: Knex, p: Pick<FetchRecallCandidatesParams, 'scope' | 'scopeKey' | 'corpus' | 'cache'>, lexemes: string[], cols: MemoryTableColumns,
): Promise<LexemeDocuments[]> {
  const cache = p.cache && p.scopeKey !== undefined && p.corpus.documents >= CACHE_MIN_DOCUMENTS ? p.cache : undefined;
  const counts = lexemes.map((l) => cache?.get(p.scopeKey!, l));
  const missing = lexemes.filter((_, i) => counts[i] === undefined);
  if (missing.length > 0) {
    const at = Date.now();
    const row = (await lexemeDocumentsQuery(trx, p.scope, missing, COMMON_LEXEME_DOCUMENTS, cols)).rows[0] as Record<string, number>;
    let j = 0;
    for (let i = 0; i < lexemes.length; i++) {
      if (counts[i] !== undefined) continue;
      j++;
      counts[i] = { documents: Number(row[`d${j}`]), maxTf: termFrequency(Number(row[`t${j}`])), minLength: Number(row[`l${j}`]), at };
      cache?.set(p.scopeKey!, lexemes[i]!, counts[i]!);
    }
  }
  return counts as LexemeDocuments[];
}

/** Rows of recallCandidatesQuery (see there). */
export async function fetchRecallCandidates(trx: Knex, p: FetchRecallCandidatesParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Promise<unknown[]> {
  const prelude = await recallPreludeQuery(trx, p.terms);
  const all = preludeLexemes(prelude.rows[0], p.terms);
  const lexemes = usableLexemes(all.lexemes);
  // usableLexemes keeps order and drops only duplicates (none here) and unsafe lexemes.
  const weightOf = new Map(all.lexemes.map((l, i) => [l, all.weights[i]!]));
  const weights = lexemes.map((l) => weightOf.get(l) ?? 1);
  const counted = lexemes.length > 0 && p.corpus.documents >= LEXEME_COUNT_MIN_DOCUMENTS
    ? await countLexemeDocuments(trx, p, lexemes, cols)
    : undefined;
  // Bounds below the cap saw every memory holding the lexeme when counted; later writes still select.
  const postings = counted?.map((c) => (c.documents < COMMON_LEXEME_DOCUMENTS ? { maxTf: c.maxTf, minLength: c.minLength } : undefined));
  const oldest = counted && counted.length > 0 ? Math.min(...counted.map((c) => c.at)) : undefined;
  const result = await recallCandidatesQuery(trx, {
    scope: p.scope, lexemes, weights, documents: counted?.map((c) => c.documents), vector: p.vector, corpus: p.corpus, perSide: p.perSide, bm25: p.bm25, select: p.select,
    floor: lexemes.length === new Set(all.lexemes).size ? p.floor : undefined,
    postings, recentSince: oldest === undefined ? undefined : new Date(oldest - COUNT_GRACE_MS).toISOString(),
  }, cols);
  return result.rows as unknown[];
}
