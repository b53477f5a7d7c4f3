import { describe, expect, it } from 'vitest';
import { sifWeights } from './word-vector-sentence-embedder.js';
import { encodeWordVectorTable, WordVectorTable } from './word-vector-file.js';
import { rowsOfText, termAlignmentScores } from './term-alignment.js';

// A synthetic vocabulary large enough that one query meets more text words than the
// alignment's first cosine table holds (it grows), with vectors whose int8 norms are not
// float32 numbers (so a norm rounded on the way would show in the scores).
const WORDS = 600;
const DIMS = 12;

function pseudoRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function tableBytes(): Promise<Buffer> {
  const next = pseudoRandom(7);
  const words = Array.from({ length: WORDS }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
  const vectors = Float32Array.from({ length: WORDS * DIMS }, () => next() * 2 - 1);
  return encodeWordVectorTable({ dims: DIMS, words, vectors, mean: new Float32Array(DIMS), components: new Float32Array(0) });
}

function texts(table: WordVectorTable, count: number, seed: number): string[] {
  const next = pseudoRandom(seed);
  return Array.from({ length: count }, () => Array.from({ length: 12 }, () => table.wordAt(Math.floor(next() * WORDS))).join(' '));
}

/** The definition, term by term: each query word's exact match (1) or best positive cosine, SIF-weighted. */
function referenceScores(table: WordVectorTable, weights: Float32Array, query: string, candidates: string[]): number[] {
  const queryRows = rowsOfText(table, query);
  const total = queryRows.reduce((sum, row) => sum + weights[row]!, 0);
  return candidates.map((text) => {
    const textRows = rowsOfText(table, text);
    let score = 0;
    for (const q of queryRows) {
      const unit = table.unitVector(q);
      let best = 0;
      for (const row of textRows) if (row !== q) best = Math.max(best, table.cosineWithRow(unit, row));
      score += weights[q]! * (textRows.includes(q) ? 1 : best);
    }
    return score / total;
  });
}

describe('term alignment', () => {
  it('scores every text as the definition does, over more text words than its first table holds', async () => {
    const table = new WordVectorTable(await tableBytes());
    const weights = sifWeights(table.rows, 3e-4);
    const query = `${table.wordAt(3)} ${table.wordAt(40)} ${table.wordAt(517)}`;
    const candidates = texts(table, 300, 11);
    const expected = referenceScores(new WordVectorTable(await tableBytes()), weights, query, candidates);
    // Twice with the same query: the second call goes on from the first's cosines.
    expect(termAlignmentScores(table, weights, query, candidates.slice(0, 20))).toEqual(expected.slice(0, 20));
    expect(termAlignmentScores(table, weights, query, candidates)).toEqual(expected);
    expect(expected.some((s) => s === 1)).toBe(false);
    expect(termAlignmentScores(table, weights, query, [query])).toEqual([1]);
  });

  it('gives the same score whatever earlier queries and neighbour searches looked at', async () => {
    const weights = sifWeights(WORDS, 3e-4);
    const fresh = new WordVectorTable(await tableBytes());
    const warmed = new WordVectorTable(await tableBytes());
    const query = `${warmed.wordAt(5)} ${warmed.wordAt(77)}`;
    const candidates = texts(warmed, 50, 23);
    // Warm every row's norm on one table: other queries' alignments and plain cosines.
    termAlignmentScores(warmed, weights, `${warmed.wordAt(9)} ${warmed.wordAt(300)}`, texts(warmed, 200, 5));
    const unit = warmed.unitVector(1);
    for (let row = 0; row < WORDS; row++) warmed.cosineWithRow(unit, row);

    const onWarmed = termAlignmentScores(warmed, weights, query, candidates);
    const onFresh = termAlignmentScores(fresh, weights, query, candidates);
    onFresh.forEach((score, i) => expect(onWarmed[i]).toBe(score));
  });
});
