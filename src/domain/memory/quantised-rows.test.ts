import { describe, expect, it } from 'vitest';
import { DenseRows } from './dense-scan.js';
import { WordVectorSentenceEmbedder } from './embedding/builtin/word-vector-sentence-embedder.js';

function random(seed: number): () => number {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** The top `n` of what `offerTop` offers, kept as the vector index keeps it (row order decides ties). */
function top(rows: DenseRows, query: Float32Array, count: number, n: number, eligible: (row: number) => boolean): { picked: Array<[number, number]>; offered: number } {
  const best: Array<[number, number]> = [];
  let offered = 0;
  rows.offerTop(query, count, n, eligible, (row, dot) => {
    offered++;
    best.push([row, dot]);
  });
  // A stable sort by descending dot: the streaming selection's answer (exact-vector-index.ts).
  return { picked: best.sort((a, b) => b[1] - a[1]).slice(0, n), offered };
}

/** The int8 pass and a full scan (no WebAssembly) pick the same rows with the same dots, bit for bit. */
function expectSameTop(dims: number, values: Float32Array, query: Float32Array, n: number, eligible: (row: number) => boolean = () => true): number {
  const count = values.length / dims;
  const fast = new DenseRows(dims, count);
  const full = new DenseRows(dims, count, false);
  fast.load(values, count);
  full.load(values, count);
  const a = top(fast, query, count, n, eligible);
  const b = top(full, query, count, n, eligible);
  expect(a.picked).toEqual(b.picked);
  for (let i = 0; i < a.picked.length; i++) expect(a.picked[i]![1]).toBe(b.picked[i]![1]);
  // Every exact dot the pass left is the full scan's.
  for (let row = 0; row < count; row++) if (!Number.isNaN(fast.dots[row]!)) expect(fast.dots[row]).toBe(full.dots[row]);
  return a.offered;
}

const embedder = new WordVectorSentenceEmbedder();

describe('int8 first pass of the dense top', () => {
  it('keeps the full scan\'s top k and scores on random vectors, and rescores only part of the rows', () => {
    const next = random(11);
    for (const dims of [1, 3, 7, 16, 17, 100, 384]) {
      const count = dims > 100 ? 1500 : 5000;
      const unit = Float32Array.from({ length: count * dims }, () => next() * 2 - 1);
      const query = Float32Array.from({ length: dims }, () => next() * 2 - 1);
      const offered = expectSameTop(dims, unit, query, 50);
      if (dims >= 16) expect(offered).toBeLessThan(count / 2);
      // Mixed magnitudes, a filter, small and large n.
      const wide = Float32Array.from({ length: count * dims }, () => (next() - 0.5) * 10 ** Math.floor(next() * 10 - 5));
      expectSameTop(dims, wide, query, 1, (row) => row % 3 !== 0);
      expectSameTop(dims, wide, query, 200, (row) => row % 7 !== 0);
    }
  });

  it('keeps the full scan\'s order of ties (duplicated rows at the boundary) and handles a zero query and fewer rows than n', () => {
    const dims = 24;
    const next = random(5);
    const base = Array.from({ length: 40 }, () => Float32Array.from({ length: dims }, () => next() * 2 - 1));
    const values = new Float32Array(4000 * dims);
    for (let row = 0; row < 4000; row++) values.set(base[row % 40]!, row * dims); // every vector 100 times
    const query = Float32Array.from({ length: dims }, () => next() * 2 - 1);
    expectSameTop(dims, values, query, 50);
    expectSameTop(dims, values, query, 150, (row) => row % 2 === 0);
    expectSameTop(dims, values, new Float32Array(dims), 10);
    expectSameTop(dims, values.subarray(0, 30 * dims), query, 50);
  });

  it('keeps the full scan\'s top on real sentence vectors, after rows are set, moved and grown', async () => {
    const words = ['painted', 'sunset', 'guitar', 'camping', 'adoption', 'agency', 'doctor', 'school', 'tax', 'pottery', 'lake', 'kids', 'support', 'group', 'July', 'concert'];
    const next = random(3);
    const texts = Array.from({ length: 3000 }, () => Array.from({ length: 6 }, () => words[Math.floor(next() * words.length)]).join(' '));
    const vectors = await embedder.embed(texts);
    const dims = 100;
    const matrix = Float32Array.from(vectors.flatMap((v) => [...v]));
    const queries = await embedder.embed(['what did she paint at the lake', 'when was the camping trip', 'adoption agency', 'guitar concert']);
    for (const q of queries) expectSameTop(dims, matrix, q, 50);

    // Rows kept in step through setRow, moveRow and growth, as the vector index changes them.
    const fast = new DenseRows(dims, 3000);
    const full = new DenseRows(dims, 3000, false);
    for (const r of [fast, full]) {
      r.load(matrix, 3000);
      r.setRow(7, queries[0]!);
      r.moveRow(2999, 11);
    }
    const grownFast = new DenseRows(dims, 3200);
    const grownFull = new DenseRows(dims, 3200, false);
    grownFast.copyFrom(fast, 2999);
    grownFull.copyFrom(full, 2999);
    for (const r of [grownFast, grownFull]) r.setRow(2999, queries[1]!);
    for (const q of queries) {
      const a = top(grownFast, q, 3000, 50, () => true).picked;
      const b = top(grownFull, q, 3000, 50, () => true).picked;
      expect(a).toEqual(b);
      for (let i = 0; i < a.length; i++) expect(a[i]![1]).toBe(b[i]![1]);
    }
    expect(top(grownFast, queries[0]!, 3000, 1, () => true).picked[0]![0]).toBe(7);
  });
});
