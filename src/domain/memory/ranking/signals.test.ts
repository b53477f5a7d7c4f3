import { describe, expect, it } from 'vitest';
import { priorMultiplier, recencyFactor, RECENCY_HALF_LIFE_DAYS, summariseFeedback } from './signals.js';

const now = new Date('2025-06-01T00:00:00Z');

describe('signals', () => {
  it('halves recency every half-life and ignores missing or bad dates', () => {
    const then = new Date(now.getTime() - RECENCY_HALF_LIFE_DAYS * 86_400_000);
    expect(recencyFactor(then, now)).toBeCloseTo(0.5, 6);
    expect(recencyFactor(undefined, now)).toBe(1);
    expect(recencyFactor('not a date', now)).toBe(1);
  });

  it('keeps the prior in [0, 1] with 1 for the best possible memory', () => {
    expect(priorMultiplier({ importance: 1, updatedAt: now, feedback: { useful: 100 } }, now)).toBeCloseTo(1, 6);
    const worst = priorMultiplier({ importance: 0, updatedAt: '1990-01-01', feedback: { irrelevant: 100, outdated: 5 } }, now);
    expect(worst).toBeGreaterThanOrEqual(0);
    expect(worst).toBeLessThan(0.15);
    expect(priorMultiplier({ importance: 7 }, now)).toBeLessThanOrEqual(1);
  });

  it('folds feedback events, flipping useful/irrelevant on negative weights', () => {
    expect(summariseFeedback([
      { label: 'useful', weight: 1 },
      { label: 'useful', weight: -0.5 },
      { label: 'irrelevant' },
      { label: 'outdated', weight: -0.25 },
      { label: 'irrelevant', weight: 3 },
    ])).toEqual({ useful: 1, irrelevant: 2.5, outdated: 0.25 });
  });

  it('reads a write time held as a string as the same instant, the first time and every time after', () => {
    const now = new Date('2026-11-29T06:00:00.000Z');
    for (const iso of ['2026-10-01T12:34:56.789Z', '2026-11-29T05:59:59.999999+00:00', '2025-02-28T00:00:00Z']) {
      const expected = recencyFactor(new Date(iso), now);
      expect(recencyFactor(iso, now)).toBe(expected);
      expect(recencyFactor(iso, now)).toBe(expected);
      expect(recencyFactor(new Date(iso).getTime(), now)).toBe(expected);
    }
    expect(recencyFactor('still not a date', now)).toBe(1);
    expect(recencyFactor('still not a date', now)).toBe(1);
  });
});
