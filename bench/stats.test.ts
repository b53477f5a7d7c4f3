import { describe, expect, it } from 'vitest';
import { percentile, percentileOfSorted, ratePerSecond, summarize } from './lib/stats.js';

describe('percentiles (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100

  it('returns the sample at rank ceil(p/100 * n)', () => {
    expect(percentileOfSorted(hundred, 50)).toBe(50);
    expect(percentileOfSorted(hundred, 95)).toBe(95);
    expect(percentileOfSorted(hundred, 99)).toBe(99);
    expect(percentileOfSorted(hundred, 100)).toBe(100);
    expect(percentileOfSorted([1, 2, 3, 4], 50)).toBe(2);
    expect(percentileOfSorted([1, 2, 3, 4, 5], 50)).toBe(3);
  });

  it('sorts unsorted input and never interpolates', () => {
    expect(percentile([9, 1, 5, 3, 7], 50)).toBe(5);
    expect(percentile([10, 20], 95)).toBe(20);
    expect(percentile([0.5, 0.25], 1)).toBe(0.25);
  });

  it('handles tiny and empty sample sets', () => {
    expect(percentileOfSorted([42], 99)).toBe(42);
    expect(percentileOfSorted([], 50)).toBeNaN();
  });

  it('refuses percentiles outside (0, 100]', () => {
    expect(() => percentileOfSorted([1], 0)).toThrow(RangeError);
    expect(() => percentileOfSorted([1], 101)).toThrow(RangeError);
  });

  it('summarises count, extremes, mean and p50/p95/p99', () => {
    const s = summarize([...hundred].reverse());
    expect(s).toEqual({ count: 100, min: 1, mean: 50.5, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(summarize([]).count).toBe(0);
    expect(summarize([]).p50).toBeNaN();
  });

  it('turns counts and milliseconds into a rate per second', () => {
    expect(ratePerSecond(600, 2000)).toBe(300);
    expect(ratePerSecond(5, 0)).toBe(0);
  });
});
