import { describe, expect, it } from 'vitest';
import { DenseRows, dotAt, WASM_MIN_BYTES } from './dense-scan.js';
import { ExactVectorIndex } from './exact-vector-index.js';
import type { EmbeddingRepository, StoredVectors } from './ports.js';
import { WordVectorSentenceEmbedder } from './embedding/builtin/word-vector-sentence-embedder.js';

/** A seeded linear congruential generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

function filled(dims: number, rows: number, values: ArrayLike<number>, capacity = rows): [DenseRows, DenseRows] {
  const simd = new DenseRows(dims, capacity, 'wasm');
  const plain = new DenseRows(dims, capacity, 'plain');
  for (const r of [simd, plain]) r.matrix.set(Array.from({ length: rows * dims }, (_, i) => values[i]!));
  return [simd, plain];
}

/** Every row's dot product, both ways, and each against `dotAt` itself: `toBe` (bit for bit). */
function expectSameDots(dims: number, rows: number, values: ArrayLike<number>, query: Float32Array, capacity = rows): void {
  const [simd, plain] = filled(dims, rows, values, capacity);
  expect(simd.simd).toBe(true);
  const a = simd.scan(query, rows);
  const b = plain.scan(query, rows);
  for (let row = 0; row < rows; row++) {
    const exact = dotAt(plain.matrix, row * dims, query, dims);
    if (a[row] !== exact || b[row] !== exact) expect([row, a[row], b[row]]).toEqual([row, exact, exact]);
  }
}

const embedder = new WordVectorSentenceEmbedder();
const SUBJECTS = ['My sister', 'The doctor', 'Caroline', 'Our team', 'The old neighbour', 'A friend from school', 'Melanie', 'The bank'];
const VERBS = ['painted', 'talked about', 'bought', 'visited', 'forgot', 'cooked', 'argued over', 'wrote to'];
const OBJECTS = ['a sunset over the lake', 'the quarterly tax filing', 'a new guitar', 'the support group', 'her kids at the park',
  'interest rates', 'a camping trip in July', 'the broken arm', 'a pottery class', 'the adoption agency'];
const sentences = SUBJECTS.flatMap((s, i) => VERBS.flatMap((v, j) => OBJECTS.map((o, k) => `${s} ${v} ${o}${(i + j + k) % 3 === 0 ? ' last week' : ''}.`)));

describe('dense scan in WebAssembly', () => {
  it('gives every row the plain scan\'s dot product bit for bit, on random vectors of many shapes', () => {
    const next = random(7);
    for (const dims of [1, 2, 3, 4, 5, 7, 8, 100, 101, 384]) {
      const rows = dims > 100 ? 500 : 2000;
      const values = Float32Array.from({ length: rows * dims }, () => next() * 2 - 1);
      expectSameDots(dims, rows, values, Float32Array.from({ length: dims }, () => next() * 2 - 1));
      // Unnormalised, mixed magnitudes (roundings that differ in order would show), and a matrix larger than its rows.
      const wide = Float32Array.from({ length: rows * dims }, () => (next() - 0.5) * 10 ** Math.floor(next() * 12 - 6));
      expectSameDots(dims, rows, wide, Float32Array.from({ length: dims }, () => (next() - 0.5) * 10 ** Math.floor(next() * 8 - 4)), rows + 37);
    }
  });

  it('gives the plain scan\'s dots and the same top k with the same scores on real sentence vectors', async () => {
    const vectors = await embedder.embed(sentences);
    const queries = await embedder.embed(['what did Caroline paint', 'when did the team go camping', 'who wrote to the adoption agency', 'guitar']);
    const dims = 100;
    const matrix = Float32Array.from(vectors.flatMap((v) => [...v]));
    for (const q of queries) expectSameDots(dims, vectors.length, matrix, q);

    const ids = sentences.map((_, i) => `m${i}`);
    const stored: StoredVectors = {
      ids, scopes: ids.map(() => 'persistent'), expiresAt: Float64Array.from(ids.map(() => Infinity)), matrix,
    };
    const index = new ExactVectorIndex({ loadVectors: async () => stored } as unknown as EmbeddingRepository, 1e8);
    const scope = { contextId: 'c', userId: 'u', agentNames: ['global'] };
    for (const q of queries) {
      const top = await index.topK(scope, q, 'm', 50);
      const plain = ids.map((id, row) => ({ id, similarity: dotAt(matrix, row * dims, q, dims) }))
        .sort((a, b) => b.similarity - a.similarity).slice(0, 50);
      expect(top.map((t) => t.id)).toEqual(plain.map((p) => p.id));
      for (let i = 0; i < top.length; i++) expect(top[i]!.similarity).toBe(plain[i]!.similarity);
      // The pool's cosines read from the scan are the plain ones too.
      const pool = index.similarities(scope, ids, q);
      for (let row = 0; row < ids.length; row++) expect(pool.get(ids[row]!)).toBe(dotAt(matrix, row * dims, q, dims));
    }
  });

  it('keeps small namespaces in plain arrays (a WebAssembly memory takes a 64 KiB page) and counts the bytes held', () => {
    const small = new DenseRows(100, 100);
    expect(small.simd).toBe(false);
    expect(small.bytes).toBe(100 * 100 * 4 + 100 * 8);
    const large = new DenseRows(100, Math.ceil(WASM_MIN_BYTES / 400));
    expect(large.simd).toBe(true);
    expect(large.bytes).toBeGreaterThanOrEqual(large.matrix.byteLength + large.dots.byteLength);
    expect(large.bytes % 65536).toBe(0);
  });
});
