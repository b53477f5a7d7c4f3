/**
 * Latency statistics for the benchmark. Percentiles use the nearest-rank method on the
 * sorted samples (no interpolation), so every reported figure is a latency that some
 * request actually had.
 */
export interface LatencySummary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of already sorted samples; p in (0, 100]. */
export function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function percentile(samples: readonly number[], p: number): number {
  return percentileOfSorted([...samples].sort((a, b) => a - b), p);
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    count: n,
    min: n ? sorted[0]! : Number.NaN,
    mean: n ? sum / n : Number.NaN,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: n ? sorted[n - 1]! : Number.NaN,
  };
}

/** Events per second, or 0 when no time passed. */
export function ratePerSecond(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (count * 1000) / elapsedMs : 0;
}
