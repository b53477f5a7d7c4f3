import { describe, expect, it } from 'vitest';
import { testTime, timeScale } from './time-budget.js';

describe('test time limits', () => {
  it('are as written without TEST_TIME_SCALE, and multiplied by it when set', () => {
    expect(testTime(60_000, {})).toBe(60_000);
    expect(testTime(60_000, { TEST_TIME_SCALE: '3' })).toBe(180_000);
    expect(testTime(1_000, { TEST_TIME_SCALE: '1.5' })).toBe(1_500);
  });

  it('never shrink: a scale below 1 or not a number counts as 1', () => {
    expect(timeScale({ TEST_TIME_SCALE: '0.1' })).toBe(1);
    expect(timeScale({ TEST_TIME_SCALE: 'fast' })).toBe(1);
  });
});
