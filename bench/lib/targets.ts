/**
 * The performance targets the benchmark checks, per store and size, in one place so table and
 * JSON agree. A store and size with no target set is measured and reported without a verdict.
 */
export interface StoreTargets {
  writesPerSecond?: number; // acknowledged REST writes per second, 8 clients
  getShareOfBare?: number; // GET-by-key throughput as a share of the bare Koa handler's
  recallP50Ms?: number; // recall p50 including the query embedding, one client
  recallP95Ms?: number; // recall p95, one client
  recallLoadRps?: number; // recall throughput under load (32 connections)
  recallLoadP95Ms?: number; // recall p95 under that load
  rssMiB?: number; // resident memory of the server process at the end
}

const EMBEDDED_10K: StoreTargets = {
  writesPerSecond: 800, getShareOfBare: 0.3, recallP50Ms: 8, recallP95Ms: 15, recallLoadRps: 300, recallLoadP95Ms: 150, rssMiB: 600,
};
const POSTGRES_100K: StoreTargets = { writesPerSecond: 800, recallP95Ms: 20, recallLoadRps: 400, rssMiB: 400 };
const POSTGRES_1M: StoreTargets = { recallP95Ms: 50 };

/** The targets for one store at one size: the embedded store at 10k, PostgreSQL at 100k and 1M. */
export function targetsFor(store: 'pglite' | 'postgres', size: number): StoreTargets {
  if (store === 'pglite') return size === 10_000 ? EMBEDDED_10K : {};
  if (size === 100_000) return POSTGRES_100K;
  if (size === 1_000_000) return POSTGRES_1M;
  return {};
}

/** Nodes behind HAProxy on one 2-core machine (load generator included), at 100k. */
export interface ClusterTargets {
  recallLoadRps?: number; // recall throughput through the balancer, 32 connections
  writesPerSecond?: number; // acknowledged REST writes per second through the balancer, 8 clients
}

const CLUSTER_100K: ClusterTargets = { recallLoadRps: 300, writesPerSecond: 600 };

export function clusterTargetsFor(nodes: number, size: number): ClusterTargets {
  return nodes === 2 && size === 100_000 ? CLUSTER_100K : {};
}

export type Verdict = 'PASS' | 'FAIL' | 'n/a';

export function atLeast(value: number | null | undefined, target: number | undefined): Verdict {
  if (target === undefined || value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return value >= target ? 'PASS' : 'FAIL';
}

export function atMost(value: number | null | undefined, target: number | undefined): Verdict {
  if (target === undefined || value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return value <= target ? 'PASS' : 'FAIL';
}
