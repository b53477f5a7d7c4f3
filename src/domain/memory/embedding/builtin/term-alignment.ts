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

export function termAlignmentScores(table: WordVectorTable, weights: Float32Array, query: string, texts: string[]): number[] {
  const queryRows = rowsOfText(table, query);
  const queryWeights = queryRows.map((row) => weights[row]!);
  const total = queryWeights.reduce((a, b) => a + b, 0);
  if (total === 0) return texts.map(() => 0);
  const queryUnits = queryRows.map((row) => table.unitVector(row));
  // The same word recurs across candidates: remember each row's cosines to every query word
  // once (one look-up per word of a text instead of one per word and query word).
  const cosines = new Map<number, Float64Array>();
  const cosinesOf = (row: number): Float64Array => {
    let known = cosines.get(row);
    if (!known) {
      known = new Float64Array(queryRows.length);
      for (let q = 0; q < queryRows.length; q++) known[q] = table.cosineWithRow(queryUnits[q]!, row);
      cosines.set(row, known);
    }
    return known;
  };
  return texts.map((text) => {
    const textRows = cachedRowsOfText(table, text);
    const textCosines = textRows.map(cosinesOf);
    let score = 0;
    for (let q = 0; q < queryRows.length; q++) {
      let best = 0;
      for (let i = 0; i < textRows.length; i++) {
        if (textRows[i] === queryRows[q]) { best = 1; break; }
        const cos = textCosines[i]![q]!;
        if (cos > best) best = cos;
      }
      score += queryWeights[q]! * best;
    }
    return score / total;
  });
}
