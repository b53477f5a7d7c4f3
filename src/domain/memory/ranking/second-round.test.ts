import { describe, expect, it } from 'vitest';
import type { FusedScore } from './fuse-scores.js';
import { combineVectors, MAX_SEED_WORDS, mergeSecondRound, seedQueryTerms } from './second-round.js';

const f = (id: string, score: number, relevance = score): FusedScore => ({ id, score, relevance, lexical: 0, dense: 0, alignment: 0 });

describe('multi-hop second round', () => {
  it('queries the question\'s words at weight 1 plus the seed\'s own words at the seed weight', () => {
    const terms = seedQueryTerms(['activities', 'melanie'], '[3 July, 2023] Melanie: I signed up for a pottery class yesterday!', 0.4);
    expect(terms.slice(0, 2)).toEqual([{ text: 'activities', weight: 1 }, { text: 'melanie', weight: 1 }]);
    expect(terms.slice(2)).toEqual(expect.arrayContaining([{ text: 'pottery', weight: 0.4 }, { text: 'class', weight: 0.4 }]));
    expect(terms.map((t) => t.text)).not.toContain('2023');
    const long = seedQueryTerms([], Array.from({ length: 40 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' '), 0.5);
    expect(long.length).toBeLessThanOrEqual(MAX_SEED_WORDS);
    expect(seedQueryTerms(['a'], 'pottery', 0)).toEqual([{ text: 'a', weight: 1 }]);
  });

  it('adds the seed\'s vector to the question\'s and normalises', () => {
    const v = combineVectors(Float32Array.of(1, 0), Float32Array.of(0, 1))!;
    expect(Array.from(v)).toEqual([expect.closeTo(Math.SQRT1_2, 6), expect.closeTo(Math.SQRT1_2, 6)]);
    expect(combineVectors(null, Float32Array.of(1, 0))).toEqual(Float32Array.of(1, 0));
  });

  it('lifts a memory only a seed found, in proportion to the seed\'s score', () => {
    const first = [f('seed', 1), f('a', 0.6), f('b', 0.5), f('c', 0.45)];
    const round = { seedScore: 1, fused: [f('seed', 0.9, 0.9), f('kiln', 0.8, 0.8)] };
    const merged = mergeSecondRound(first, [round], 0.5);
    expect(merged.map((x) => x.id)).toEqual(['seed', 'kiln', 'a', 'b', 'c']);
    // A weaker seed passes on less.
    const weak = mergeSecondRound(first, [{ ...round, seedScore: 0.2 }], 0.5).map((x) => x.id);
    expect(weak.indexOf('kiln')).toBe(4);
    expect(mergeSecondRound(first, [round], 0)).toBe(first);
  });
});
