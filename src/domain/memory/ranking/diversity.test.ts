import { describe, expect, it } from 'vitest';
import { diversify } from './diversity.js';
import type { FusedScore } from './fuse-scores.js';

const f = (id: string, score: number): FusedScore => ({ id, score, relevance: score, lexical: 0, dense: 0, alignment: 0 });
// a2 and a3 were written just before and after a1 (one exchange); b is elsewhere.
const links: Record<string, string[]> = { a1: ['a2', 'a3'], a2: ['a1'], a3: ['a1'], b: [] };

describe('diversity', () => {
  it('lets another place\'s best pass the third memory of one exchange', () => {
    const ranked = [f('a1', 1), f('a2', 0.95), f('a3', 0.9), f('b', 0.7)];
    expect(diversify(ranked, (id) => links[id] ?? [], 0.5).map((x) => x.id)).toEqual(['a1', 'b', 'a2', 'a3']);
    expect(diversify(ranked, (id) => links[id] ?? [], 0.1).map((x) => x.id)).toEqual(['a1', 'a2', 'a3', 'b']);
    expect(diversify(ranked, (id) => links[id] ?? [], 0)).toBe(ranked);
  });
});
