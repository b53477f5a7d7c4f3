/**
 * Soft term matching with word vectors: how well is each query word matched by its closest
 * word in a memory?
 *
 *   alignment(q, m) = Σ_{w ∈ q} sif(w) · max(0, max_{u ∈ m} cos(w, u))  /  Σ_{w ∈ q} sif(w)
 *
 * An exact word scores 1, "painting" vs "paint" or "kids" vs "children" score ~0.7-0.8,
 * unrelated words ~0.1. Unlike the sentence vector it keeps each query word's evidence apart, so
 * a memory answering one rare query word is not drowned by the others; unlike BM25 it forgives
 * inflections, synonyms and typos the stemmer misses. It cannot be indexed, so it runs only
 * over recall candidates (a few hundred memories, a few milliseconds).
 */
import { inProcessCache, type Cache } from '../../../core/cache/cache.js';
import type { WordVectorTable } from './word-vector-file.js';
import { compoundParts, wordTokens } from './word-tokens.js';

/**
 * Recall aligns the same memories query after query, and tokenizing them was most of the
 * alignment's cost: the word rows of recent candidate texts are remembered per table (texts up
 * to TEXT_ROWS_MAX_CHARS, so the cache stays small; longer ones are tokenized each time).
 */
const TEXT_ROWS_CACHE_MAX = 20_000;
const TEXT_ROWS_MAX_CHARS = 2_000;
const textRowsCache = new WeakMap<WordVectorTable, Cache<string, number[]>>();

function cachedRowsOfText(table: WordVectorTable, text: string): number[] {
  if (text.length > TEXT_ROWS_MAX_CHARS) return rowsOfText(table, text);
  let cache = textRowsCache.get(table);
  if (!cache) textRowsCache.set(table, (cache = inProcessCache<string, number[]>({ max: TEXT_ROWS_CACHE_MAX })));
  let rows = cache.get(text);
  if (!rows) cache.set(text, (rows = rowsOfText(table, text)));
  return rows;
}

export function rowsOfText(table: WordVectorTable, text: string): number[] {
  const rows = new Set<number>();
  for (const token of wordTokens(text)) {
    const row = table.rowOf(token);
    if (row >= 0) rows.add(row);
    else for (const part of compoundParts(token)) {
      const partRow = part === token ? -1 : table.rowOf(part);
      if (partRow >= 0) rows.add(partRow);
    }
  }
  return [...rows];
}

/** One query's word rows, weights and cosines of text words to them, kept for the next call with the same query. */
interface QueryAlignment {
  table: WordVectorTable;
  weights: Float32Array;
  query: string;
  rows: number[];
  rowWeights: number[];
  total: number;
  units: Float32Array[];
  cosines: Map<number, Float64Array>;
}

/** A recall aligns its query twice (the feedback round's new candidates): the second call goes on from the first's cosines. */
let lastQuery: QueryAlignment | null = null;
const QUERY_COSINES_MAX = 50_000;

function queryAlignment(table: WordVectorTable, weights: Float32Array, query: string): QueryAlignment {
  const kept = lastQuery;
  if (kept && kept.table === table && kept.weights === weights && kept.query === query && kept.cosines.size < QUERY_COSINES_MAX) return kept;
  const rows = rowsOfText(table, query);
  const rowWeights = rows.map((row) => weights[row]!);
  lastQuery = {
    table, weights, query, rows, rowWeights, total: rowWeights.reduce((a, b) => a + b, 0),
    units: rows.map((row) => table.unitVector(row)), cosines: new Map(),
  };
  return lastQuery;
}

export function termAlignmentScores(table: WordVectorTable, weights: Float32Array, query: string, texts: string[]): number[] {
  const q = queryAlignment(table, weights, query);
  const { rows: queryRows, rowWeights: queryWeights, total, units: queryUnits, cosines } = q;
  if (total === 0) return texts.map(() => 0);
  // The same word recurs across candidates: remember each row's cosines to every query word
  // once (one look-up per word of a text instead of one per word and query word).
  const cosinesOf = (row: number): Float64Array => {
    let known = cosines.get(row);
    if (!known) {
      known = new Float64Array(queryRows.length);
      for (let w = 0; w < queryRows.length; w++) known[w] = table.cosineWithRow(queryUnits[w]!, row);
      cosines.set(row, known);
    }
    return known;
  };
  // Per query word: its best cosine in the text, and whether the text holds the word itself (1).
  const best = new Float64Array(queryRows.length);
  const exact = new Uint8Array(queryRows.length);
  return texts.map((text) => {
    const textRows = cachedRowsOfText(table, text);
    best.fill(0);
    exact.fill(0);
    for (let i = 0; i < textRows.length; i++) {
      const row = textRows[i]!;
      const known = cosinesOf(row);
      for (let w = 0; w < queryRows.length; w++) {
        if (row === queryRows[w]) exact[w] = 1;
        else if (known[w]! > best[w]!) best[w] = known[w]!;
      }
    }
    let score = 0;
    for (let w = 0; w < queryRows.length; w++) score += queryWeights[w]! * (exact[w] ? 1 : best[w]!);
    return score / total;
  });
}
