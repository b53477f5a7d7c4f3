/** Shapes of the benchmark's results (written as JSON and rendered as Markdown). */
import type { ContextCost } from './context-cost.js';
import type { CopyFillResult } from './copy-fill.js';
import type { LatencySummary } from './stats.js';

export interface MachineInfo {
  nproc: number;
  ramGiB: number;
  cpu: string;
  os: string;
  node: string;
}

/** One autocannon run: request rate and latency percentiles (ms). */
export interface HttpLoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95?: number;
  p99: number;
  non2xx: number;
  errors: number;
  connections: number;
  /** Server CPU time (user + system) per measured request, ms, where measured. */
  serverCpuMsPerRequest?: number;
}

export interface WriteLoadResult {
  /** Acknowledged (2xx) writes. */
  acknowledged: number;
  failed: number;
  seconds: number;
  perSecond: number;
  connections: number;
  /** Server CPU per acknowledged write during the load. */
  serverCpuMsPerWrite?: number;
}

export interface StoreRun {
  store: 'pglite' | 'postgres';
  /** Shown in the table, e.g. "PGlite (pgvector)" or "PostgreSQL 15 (no pgvector: exact-cosine fallback)". */
  storeLabel: string;
  /** Memories in the store when the read figures were taken. */
  size: number;
  /** How the store got to `size` (bulk load and/or REST). */
  fill: string;
  writes: WriteLoadResult | null;
  backlogAfterLoad: number | null;
  /** Seconds from the end of the write load until the backlog reached 0; null when it did not. */
  drainSeconds: number | null;
  get: HttpLoadResult | null;
  recall: LatencySummary | null;
  /** Recall under load (autocannon, many connections, varied queries). */
  recallLoad?: HttpLoadResult | null;
  search: LatencySummary | null;
  /** Resident memory of the server process at the end of this run, and the peak seen (MiB). */
  rssMiB: number | null;
  peakRssMiB: number | null;
  /**
   * Where GET time goes (first size of each store only, same connections, shorter run):
   * GET / (routing and pipeline, no store access) and GET by key without an API key.
   */
  attribution?: { apiRootRps: number; anonymousGetRps: number; seconds: number };
  notes: string[];
  /** Markdown sections of the CPU profiles taken at this size (bench --profile). */
  profiles?: string[];
  /** Per-stage CPU of one recall and one write, in process after the server stopped (stage-profile.ts). */
  stages?: string;
  /** The COPY fill's phases and the store's size on disk, when the bulk part was copied. */
  copyFill?: CopyFillResult;
  error?: string;
}

/** One load through the cluster's balancer (cluster-run.ts). */
export interface ClusterScenario {
  /** Rate and latency of the 2xx answers; `seconds` is the measured part's wall time. */
  load: HttpLoadResult;
  statuses: Record<string, number>;
  /** Answers per node (HAProxy's X-Served-By). */
  answeredBy: Record<string, number>;
  /** Per node, of how many half-second samples of HAProxy's view during the load it was not up (failed health checks). */
  nodeDownSamples: { samples: number; down: Record<string, number> };
  /** CPU ms per 2xx answer of each process on the machine: `node a`, `node b`, PostgreSQL, Redis, HAProxy, the load generator. */
  cpuMsPerRequest: Record<string, number>;
}

/** Nodes behind HAProxy on one PostgreSQL database and one Redis, all on this machine. */
export interface ClusterRun {
  storeLabel: string;
  size: number;
  nodes: number;
  fill: CopyFillResult | null;
  recallLoad: ClusterScenario | null;
  writes: ClusterScenario | null;
  notes: string[];
  error?: string;
}

export interface ReferenceRun {
  size: number;
  /** Memories stored through create_entities + add_observations during the timed part. */
  storedViaTools: number;
  storeSeconds: number;
  storePerSecond: number;
  /** Entities written straight into the JSONL file before the timed part (fast fill). */
  prefilled: number;
  cutShort: boolean;
  search: LatencySummary | null;
  rssMiB: number | null;
  notes: string[];
  error?: string;
}

export interface BareKoaRun {
  get: HttpLoadResult;
  rssMiB: number | null;
}

export interface BenchReport {
  command: string;
  date: string;
  /** Commit the code under test was at, and how many files under src/ differed from it. */
  revision?: { commit: string; changedSourceFiles: number };
  machine: MachineInfo;
  settings: {
    sizes: number[];
    stores: string[];
    writeConnections: number;
    getConnections: number;
    getDurationSeconds: number;
    recallConnections?: number;
    recallDurationSeconds?: number;
    latencySamples: number;
    seed: number;
  };
  bare: BareKoaRun | null;
  runs: StoreRun[];
  reference: ReferenceRun[];
  /** The nodes-behind-HAProxy row (BENCH_CLUSTER=1). */
  cluster?: ClusterRun[];
  totalSeconds: number;
  notes: string[];
  /** Tokens an AI client pays for the MCP surface (bench/lib/context-cost.ts). */
  context?: ContextCost;
}
