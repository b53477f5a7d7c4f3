import { describe, expect, it } from 'vitest';
import { EmbeddingBatch } from './embedding-batch.js';

const vectorOf = (text: string) => Float32Array.from([text.length]);

describe('EmbeddingBatch', () => {
  it('embeds the texts asked for together in one provider call, each caller getting its own vector', async () => {
    const calls: string[][] = [];
    const batch = new EmbeddingBatch(async (texts) => { calls.push(texts); return texts.map(vectorOf); }, 64);
    const vectors = await Promise.all(['a', 'bb', 'ccc'].map((t) => batch.vector(t)));
    expect(vectors.map((v) => v[0])).toEqual([1, 2, 3]);
    expect(calls).toEqual([['a', 'bb', 'ccc']]);
  });

  it('gathers the texts asked for while a call runs into the next call, at most maxBatch per call', async () => {
    const calls: string[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const batch = new EmbeddingBatch(async (texts) => {
      calls.push(texts);
      if (calls.length === 1) await gate;
      return texts.map(vectorOf);
    }, 2);
    const first = batch.vector('x');
    await new Promise((resolve) => setImmediate(resolve));
    const later = ['p', 'qq', 'rrr'].map((t) => batch.vector(t));
    release();
    await Promise.all([first, ...later]);
    expect(calls).toEqual([['x'], ['p', 'qq'], ['rrr']]);
  });

  it('rejects every caller of a failed call, and goes on with the next ones', async () => {
    let fail = true;
    const batch = new EmbeddingBatch(async (texts) => {
      if (fail) throw new Error('model down');
      return texts.map(vectorOf);
    }, 8);
    await expect(Promise.all([batch.vector('a'), batch.vector('b')])).rejects.toThrow('model down');
    fail = false;
    expect((await batch.vector('ok'))[0]).toBe(2);
  });
});
