import { describe, expect, it } from 'vitest';
import { toPgVector } from './vector-math.js';

const elements = (literal: string) => literal.slice(1, -1).split(',').map(Number);

describe('toPgVector', () => {
  it('writes every float32 so that it reads back as exactly itself', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    const vector = Float32Array.from({ length: 4096 }, (_, i) => next() * 10 ** ((i % 13) - 8));
    vector.set([0, -0, 1, -1, 3.4028234663852886e38, 1.1754943508222875e-38, 1.401298464324817e-45, 0.1, 1 / 3], 0);
    const read = Float32Array.from(elements(toPgVector(vector)));
    expect(Array.from(read, (v) => Object.is(v, -0) ? 0 : v)).toEqual(Array.from(vector, (v) => Object.is(v, -0) ? 0 : v));
  });

  it('writes what is not a finite number as 0, and the literal in pgvector\'s form', () => {
    expect(toPgVector(Float32Array.from([NaN, Infinity, -Infinity, 0.5]))).toBe('[0,0,0,0.500000000]');
    expect(toPgVector(new Float32Array(0))).toBe('[]');
  });
});
