import { describe, expect, it } from 'vitest';
import { capitalisedWords, expandableWords, expansionTerms, type SimilarWords } from './query-expansion.js';

const table: Record<string, Array<{ word: string; similarity: number }>> = {
  kids: [{ word: 'children', similarity: 0.8 }, { word: 'the', similarity: 0.9 }, { word: 'youngsters', similarity: 0.6 }],
  hobbies: [{ word: 'pastimes', similarity: 0.75 }, { word: 'kids', similarity: 0.7 }],
  caroline: [{ word: 'catherine', similarity: 0.9 }],
};
const similar: SimilarWords = async (word, count) => (table[word] ?? []).slice(0, count);

describe('query expansion from word-vector neighbours', () => {
  it('expands content words, not names, stopwords or numbers', () => {
    expect(capitalisedWords('What did Caroline research in May?')).toEqual(new Set(['caroline', 'may']));
    expect(expandableWords('What are the hobbies of Caroline in 2023?')).toEqual(['hobbies']);
  });

  it('adds neighbours above the similarity floor at weight · cosine, never the question\'s own words', async () => {
    const terms = await expansionTerms('What do the kids and Caroline like as hobbies?', similar, { neighbours: 5, minSimilarity: 0.7, weight: 0.5 });
    expect(terms).toEqual(expect.arrayContaining([{ text: 'children', weight: 0.4 }, { text: 'pastimes', weight: 0.375 }]));
    const words = terms.map((t) => t.text);
    expect(words).not.toContain('youngsters'); // below the floor
    expect(words).not.toContain('the'); // stopword
    expect(words).not.toContain('kids'); // already asked
    expect(words).not.toContain('catherine'); // names are not expanded
  });

  it('keeps at most `neighbours` per word and is off at weight 0 or without a provider', async () => {
    expect((await expansionTerms('kids', similar, { neighbours: 1, minSimilarity: 0, weight: 1 })).map((t) => t.text)).toEqual(['children']);
    expect(await expansionTerms('kids', similar, { neighbours: 5, minSimilarity: 0, weight: 0 })).toEqual([]);
    expect(await expansionTerms('kids', undefined, { neighbours: 5, minSimilarity: 0, weight: 1 })).toEqual([]);
  });
});
