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
import { WordDots } from './word-cosines.js';

/**
 * Recall aligns the same memories query after query, and tokenizing them was most of the
 * alignment's cost: the word rows of recent candidate texts are remembered per table (texts up
 * to TEXT_ROWS_MAX_CHARS, so the cache stays small; longer ones are tokenized each time).
 */
const TEXT_ROWS_CACHE_MAX = 20_000;
const TEXT_ROWS_MAX_CHARS = 2_000;
const textRowsCache = new WeakMap<WordVectorTable, Cache<string, Int32Array>>();

function cachedRowsOfText(table: WordVectorTable, text: string): Int32Array {
  if (text.length > TEXT_ROWS_MAX_CHARS) return Int32Array.from(rowsOfText(table, text));
  let cache = textRowsCache.get(table);
  if (!cache) textRowsCache.set(table, (cache = inProcessCache<string, Int32Array>({ max: TEXT_ROWS_CACHE_MAX })));
  let rows = cache.get(text);
  if (!rows) cache.set(text, (rows = Int32Array.from(rowsOfText(table, text))));
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

/**
 * Which text rows the current query has cosines for, per table: `slotOf[row]` is the row's
 * place in the query's cosine table when `stampOf[row]` is the query's generation. Two typed
 * reads instead of a map look-up per word of every candidate text.
 */
interface RowSlots { generation: number; stampOf: Int32Array; slotOf: Int32Array }
const rowSlots = new WeakMap<WordVectorTable, RowSlots>();

function nextGeneration(table: WordVectorTable): RowSlots {
  let slots = rowSlots.get(table);
  if (!slots) rowSlots.set(table, (slots = { generation: 0, stampOf: new Int32Array(table.rows), slotOf: new Int32Array(table.rows) }));
  slots.generation++;
  return slots;
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
  slots: RowSlots;
  generation: number;
  /**
   * Row-major: slot × query word. A text row's cosine to each query word, or Infinity where the
   * text row is that query word itself (it then counts 1, whatever other words score).
   */
  cosines: Float64Array;
  used: number;
}

/** A recall aligns its query twice (the feedback round's new candidates): the second call goes on from the first's cosines. */
let lastQuery: QueryAlignment | null = null;
const QUERY_COSINES_MAX = 50_000;

function queryAlignment(table: WordVectorTable, weights: Float32Array, query: string): QueryAlignment {
  const kept = lastQuery;
  if (kept && kept.table === table && kept.weights === weights && kept.query === query && kept.used < QUERY_COSINES_MAX
    && kept.slots.generation === kept.generation) return kept;
  const rows = rowsOfText(table, query);
  const rowWeights = rows.map((row) => weights[row]!);
  const slots = nextGeneration(table);
  lastQuery = {
    table, weights, query, rows, rowWeights, total: rowWeights.reduce((a, b) => a + b, 0),
    units: rows.map((row) => table.unitVector(row)), slots, generation: slots.generation,
    cosines: new Float64Array(Math.max(1, rows.length) * 256), used: 0,
  };
  return lastQuery;
}

const wordDots = new WordDots();

/**
 * Slots for the text rows the query has no cosines for yet, their cosines computed in one batch
 * (word-cosines.ts, the same numbers as `cosineWithRow`; `cosineWithRow` itself without WebAssembly).
 */
function addSlots(q: QueryAlignment, texts: readonly Int32Array[]): void {
  const { slots, generation } = q;
  const fresh: number[] = [];
  for (const rows of texts) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (slots.stampOf[row] === generation) continue;
      slots.stampOf[row] = generation;
      slots.slotOf[row] = q.used++;
      fresh.push(row);
    }
  }
  if (fresh.length === 0) return;
  const words = q.rows.length;
  if (q.used * words > q.cosines.length) {
    let length = q.cosines.length * 2;
    while (q.used * words > length) length *= 2;
    const grown = new Float64Array(length);
    grown.set(q.cosines);
    q.cosines = grown;
  }
  const batch = wordDots.dots(q.table, q.units, fresh, fresh.length);
  const { cosines, table } = q;
  for (let i = 0; i < fresh.length; i++) {
    const row = fresh[i]!;
    const base = slots.slotOf[row]! * words;
    const norm = batch ? table.rowNorm(row) : 0;
    for (let w = 0; w < words; w++) {
      cosines[base + w] = row === q.rows[w] ? Infinity
        : !batch ? table.cosineWithRow(q.units[w]!, row)
        : norm === 0 ? 0 : batch.dots[i * batch.stride + w]! / norm;
    }
  }
}

export function termAlignmentScores(table: WordVectorTable, weights: Float32Array, query: string, texts: string[]): number[] {
  const q = queryAlignment(table, weights, query);
  const { rowWeights: queryWeights, total } = q;
  const words = q.rows.length;
  if (total === 0) return texts.map(() => 0);
  // Per query word: its best cosine in the text (Infinity: the text holds the word itself, 1).
  const best = new Float64Array(words);
  const scores = new Array<number>(texts.length);
  const textRows = texts.map((text) => cachedRowsOfText(table, text));
  addSlots(q, textRows);
  const { cosines, slots } = q;
  for (let t = 0; t < texts.length; t++) {
    const rows = textRows[t]!;
    best.fill(0);
    for (let i = 0; i < rows.length; i++) {
      const base = slots.slotOf[rows[i]!]! * words;
      for (let w = 0; w < words; w++) if (cosines[base + w]! > best[w]!) best[w] = cosines[base + w]!;
    }
    let score = 0;
    for (let w = 0; w < words; w++) score += queryWeights[w]! * (best[w] === Infinity ? 1 : best[w]!);
    scores[t] = score / total;
  }
  return scores;
}
