import { describe, expect, it } from 'vitest';
import { WordVectorSentenceEmbedder } from './word-vector-sentence-embedder.js';
import { WordDots } from './word-cosines.js';
import { encodeWordVectorTable, WordVectorTable } from './word-vector-file.js';

// The real table (prepared under node_modules/.cache/memplat, as the embedder's own tests do).
const embedder = new WordVectorSentenceEmbedder();

describe('word cosines in WebAssembly', () => {
  it('gives every (text word, query word) the dot product cosineWithRow divides, bit for bit, on the real table', async () => {
    const table = await embedder.load();
    expect(WordDots.available()).toBe(true);
    const dots = new WordDots();
    // 1 to 11 query words (odd counts leave a lane of the last pair empty; past 8 a second kernel call), 3,000 text words.
    const rows = Array.from({ length: 3000 }, (_, i) => (i * 7919) % table.rows);
    for (const words of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]) {
      const queryRows = Array.from({ length: words }, (_, w) => (w * 104_729 + 11) % 5000);
      const units = queryRows.map((row) => table.unitVector(row));
      const batch = dots.dots(table, units, rows, rows.length)!;
      for (let i = 0; i < rows.length; i++) {
        const norm = table.rowNorm(rows[i]!);
        for (let w = 0; w < words; w++) {
          const cosine = norm === 0 ? 0 : batch.dots[i * batch.stride + w]! / norm;
          const expected = table.cosineWithRow(units[w]!, rows[i]!);
          if (cosine !== expected) expect([i, w, cosine]).toEqual([i, w, expected]);
        }
      }
    }
  });

  it('copies rows byte by byte when they are not whole words (7 dimensions), with the same dot products', async () => {
    const dims = 7;
    const words = Array.from({ length: 300 }, (_, i) => `w${i}`);
    let seed = 3;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const vectors = Float32Array.from({ length: words.length * dims }, () => next() * 2 - 1);
    const table = new WordVectorTable(await encodeWordVectorTable({ dims, words, vectors, mean: new Float32Array(dims), components: new Float32Array(0) }));
    const rows = Array.from({ length: 299 }, (_, i) => i + 1);
    const units = [table.unitVector(0), table.unitVector(5), table.unitVector(9)];
    const batch = new WordDots().dots(table, units, rows, rows.length)!;
    for (let i = 0; i < rows.length; i++) {
      for (let w = 0; w < units.length; w++) {
        expect(batch.dots[i * batch.stride + w]! / table.rowNorm(rows[i]!)).toBe(table.cosineWithRow(units[w]!, rows[i]!));
      }
    }
  });
});
