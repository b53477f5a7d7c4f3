/** The performance targets the benchmark checks, in one place so table and JSON agree. */
export const TARGETS = {
  writesPerSecond: 300, // acknowledged REST writes per second, several clients
  getShareOfBare: 0.4, // GET-by-key throughput as a share of the bare Koa handler's
  recallP95Ms: 50, // recall p95 including the query embedding, one client
  recallLoadRps: 300, // recall throughput under load (many connections), up to recallLoadMaxSize memories
  recallLoadP95Ms: 150, // recall p95 under that load
  recallLoadMaxSize: 10_000, // the recall-under-load targets are set for this store size
  rssMiB: 1536, // resident memory of the server process at the end (1.5 GiB)
} as const;

export type Verdict = 'PASS' | 'FAIL' | 'n/a';

export function atLeast(value: number | null | undefined, target: number): Verdict {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return value >= target ? 'PASS' : 'FAIL';
}

export function below(value: number | null | undefined, target: number): Verdict {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return value < target ? 'PASS' : 'FAIL';
}
