import { describe, expect, it } from 'vitest';
import { longTokenQuery, TSVECTOR_WORD_MAX_BYTES, withLongTokenMatches } from './long-tokens.js';
import type { RankedHit } from './recall-engine.js';

describe('longTokenQuery', () => {
  it('picks the words of 2047 bytes or more, lower-cased, without the sentence punctuation around them', () => {
    const edge = 'a'.repeat(TSVECTOR_WORD_MAX_BYTES); // still indexed
    const long = `Q${'z'.repeat(TSVECTOR_WORD_MAX_BYTES)}`;
    expect(longTokenQuery(`find ${edge}`)).toBeNull();
    expect(longTokenQuery(`Which key is "${long}"?  please`)).toEqual({ tokens: [long.toLowerCase()], rest: 'Which key is please' });
    // Bytes, not characters: 1,024 two-byte letters are too long for the index.
    expect(longTokenQuery('é'.repeat(1024))?.tokens).toEqual(['é'.repeat(1024)]);
    expect(longTokenQuery(`${long}== ${long}==`)).toEqual({ tokens: [`${long.toLowerCase()}==`], rest: '' });
  });
});

describe('withLongTokenMatches', () => {
  const hit = (id: string, score: number) => ({ id, score }) as RankedHit;
  it('puts exact matches first at score 1, then the ranked hits not among them, cut to k', () => {
    const answer = withLongTokenMatches([hit('b', 0)], [hit('a', 0.7), hit('b', 0.4), hit('c', 0.3)], 2);
    expect(answer.map((h) => [h.id, h.score])).toEqual([['b', 1], ['a', 0.7]]);
  });
});
