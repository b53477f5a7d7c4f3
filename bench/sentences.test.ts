import { describe, expect, it } from 'vitest';
import { mulberry32 } from './lib/prng.js';
import { memoryKey, recallQuery, searchQuery, syntheticMemory } from './lib/sentences.js';

describe('synthetic corpus', () => {
  it('is a pure function of (seed, index)', () => {
    expect(syntheticMemory(7, 123)).toEqual(syntheticMemory(7, 123));
    expect(syntheticMemory(7, 123).value).not.toBe(syntheticMemory(8, 123).value);
    expect(syntheticMemory(7, 5).key).toBe(memoryKey(5));
  });

  it('gives varied, valid memories', () => {
    const values = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const m = syntheticMemory(1, i);
      values.add(m.value);
      expect(m.value.length).toBeGreaterThan(10);
      expect(m.value.length).toBeLessThanOrEqual(65536);
      expect(m.importance).toBeGreaterThanOrEqual(0);
      expect(m.importance).toBeLessThanOrEqual(1);
      expect(m.tags.length).toBeLessThanOrEqual(3);
      expect(new Set(m.tags).size).toBe(m.tags.length);
    }
    expect(values.size).toBeGreaterThan(1990);
  });

  it('draws queries from the same seeded stream', () => {
    const a = mulberry32(3);
    const b = mulberry32(3);
    const qa = Array.from({ length: 20 }, () => recallQuery(a) + searchQuery(a));
    const qb = Array.from({ length: 20 }, () => recallQuery(b) + searchQuery(b));
    expect(qa).toEqual(qb);
    const r = mulberry32(4);
    for (let i = 0; i < 200; i++) expect(searchQuery(r)).toMatch(/^[A-Za-z]+( [A-Za-z]+)?$/);
  });
});
