/**
 * Latencies are kept as counts per fixed bucket (upper bounds in milliseconds, the last one
 * open-ended), so hourly rows from several processes can be added together and percentiles
 * estimated from any sum of them. Within a bucket the estimate interpolates linearly.
 */
export const LATENCY_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000] as const;
export const HISTOGRAM_SIZE = LATENCY_BOUNDS_MS.length + 1;

export function emptyHistogram(): number[] {
  return new Array<number>(HISTOGRAM_SIZE).fill(0);
}

export function bucketOf(ms: number): number {
  const i = LATENCY_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return i === -1 ? LATENCY_BOUNDS_MS.length : i;
}

export function addHistograms(into: number[], from: readonly number[]): number[] {
  for (let i = 0; i < HISTOGRAM_SIZE; i++) into[i] = (into[i] ?? 0) + (from[i] ?? 0);
  return into;
}

/** The p-quantile (0 < p <= 1) in ms, at most `maxMs` (the largest latency seen); null when empty. */
export function percentile(histogram: readonly number[], p: number, maxMs: number): number | null {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = p * total;
  let seen = 0;
  for (let i = 0; i < HISTOGRAM_SIZE; i++) {
    const count = histogram[i] ?? 0;
    if (count > 0 && seen + count >= rank) {
      const low = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const high = Math.min(i < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[i]! : maxMs, maxMs);
      const value = low + ((rank - seen) / count) * Math.max(0, high - low);
      return Math.round(Math.min(value, maxMs) * 10) / 10;
    }
    seen += count;
  }
  return Math.round(maxMs * 10) / 10;
}
