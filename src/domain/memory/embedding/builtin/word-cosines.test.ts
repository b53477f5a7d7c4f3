import { describe, expect, it } from 'vitest';
import { WordVectorSentenceEmbedder } from './word-vector-sentence-embedder.js';
import { WordDots } from './word-cosines.js';

// The real table (prepared under node_modules/.cache/memplat, as the embedder's own tests do).
const embedder = new WordVectorSentenceEmbedder();

describe('word cosines in WebAssembly', () => {
  it('gives every (text word, query word) the dot product cosineWithRow divides, bit for bit, on the real table', async () => {
    const table = await embedder.load();
    expect(WordDots.available()).toBe(true);
    const dots = new WordDots();
    // 1 to 7 query words (odd counts leave a lane of the last pair empty), 3,000 text words spread over the vocabulary.
    const rows = Array.from({ length: 3000 }, (_, i) => (i * 7919) % table.rows);
    for (const words of [1, 2, 3, 5, 7]) {
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
});
