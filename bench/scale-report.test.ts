import { describe, expect, it } from 'vitest';
import { clusterChecks, renderClusterSection } from './lib/cluster-report.js';
import { cpuPerRequest, NodesDown, reapedChildrenCpuMs, sampleCpu, ServedBy } from './lib/cluster-cpu.js';
import type { CopyFillResult } from './lib/copy-fill.js';
import { extrapolateFill, fillMarkdown, fillNote, fillPhases } from './lib/copy-fill-report.js';
import { fillProgress, progressLine } from './lib/fill-progress.js';
import type { ClusterRun, ClusterScenario } from './lib/results.js';

const MiB = 1024 * 1024;

function fill(overrides: Partial<CopyFillResult> = {}): CopyFillResult {
  return {
    loaded: 100_000, embedSeconds: 15, copySeconds: 24,
    indexes: [{ name: 'memories_search_tsv_gin', method: 'gin', seconds: 3 }, { name: 'memories_namespace_key_uq', method: 'btree', seconds: 1 }],
    indexSeconds: 4, analyzeSeconds: 2, hnswSeconds: 100, totalSeconds: 130, walBytes: 208 * MiB,
    settings: { maintenanceWorkMem: '2GB', parallelWorkers: 1 }, hnswWorkersSeen: 1, hnswCpuSeconds: 150,
    size: { databaseBytes: 230 * MiB, tables: [{ name: 'memories', totalBytes: 220 * MiB, heapBytes: 104 * MiB, indexBytes: 116 * MiB }], indexes: [{ name: 'memories_embedding_hnsw', bytes: 71 * MiB }] },
    ...overrides,
  };
}

describe('fill progress', () => {
  it('logs one line per tenth with the rate so far and the time left at that rate', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = fillProgress('COPY', 1_000, (l) => lines.push(l), 'rows', 0, () => now);
    for (let done = 50; done <= 1_000; done += 50) {
      now += 1_000; // 50 rows a second
      progress.update(done);
    }
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('COPY: 10% (100 of 1,000), 50 rows/s, about 18 s left');
    expect(lines[4]).toBe('COPY: 50% (500 of 1,000), 50 rows/s, about 10 s left');
    expect(lines[9]).toBe('COPY: 100% (1,000 of 1,000), 50 rows/s, done in 20 s');
  });

  it('says minutes when the time left is long', () => {
    expect(progressLine('HNSW build', 10, 100, 60, 'table blocks')).toBe('HNSW build: 10% (10 of 100), 0 table blocks/s, about 9 min left');
  });
});

describe('COPY fill figures', () => {
  it('splits the COPY into the node\'s rows and embeddings and the rest, then each index, VACUUM and HNSW', () => {
    const phases = fillPhases(fill());
    expect(phases.map((p) => p.seconds)).toEqual([15, 9, 3, 1, 2, 100]);
    expect(phases[2]!.phase).toBe('index memories_search_tsv_gin (gin)');
    expect(phases[5]!.phase).toContain('maintenance_work_mem 2GB, 1 parallel worker(s)');
  });

  it('scales rows, the COPY and VACUUM linearly, index builds by n log n', () => {
    const scaled = extrapolateFill(fill(), 1_000_000);
    const nlogn = 10 * (Math.log(1e6) / Math.log(1e5));
    expect(scaled[0]!.seconds).toBeCloseTo(150);
    expect(scaled[1]!.seconds).toBeCloseTo(90);
    expect(scaled[2]!.seconds).toBeCloseTo(3 * nlogn);
    expect(scaled[4]!.seconds).toBeCloseTo(20);
    expect(scaled[5]!.seconds).toBeCloseTo(100 * nlogn);
  });

  it('tables the phases with their shares and the extrapolation, and the sizes on disk', () => {
    const text = fillMarkdown(fill(), 1_000_000);
    expect(text).toContain('| Phase | 100,000 rows | share | 1,000,000 rows (extrapolated) |');
    expect(text).toContain('| HNSW index (maintenance_work_mem 2GB, 1 parallel worker(s) allowed, 1 seen; 150 s of PostgreSQL CPU) | 100.0 s | 77% | 20.0 min |');
    expect(text).toContain('| **total** | **2.2 min** (769 rows/s) | 100% |');
    expect(text).toContain('WAL written by the fill: 208 MiB');
    expect(fillNote(fill())).toBe('COPY fill of 100,000 memories in 2.2 min, of which the HNSW build 100.0 s; database 230 MiB on disk; WAL 208 MiB');
    expect(text).toContain('database size on disk 230 MiB (pg_database_size); tables (heap incl. TOAST + indexes): memories 220 MiB (104 MiB + 116 MiB); memories indexes: memories_embedding_hnsw 71 MiB');
  });
});

describe('CPU per answer across the cluster\'s processes', () => {
  it('divides each process\'s CPU between two samples by the answers, a process that ended counting nothing more', () => {
    const per = cpuPerRequest({ 'node a': 1_000, 'node b': 2_000, HAProxy: 10 }, { 'node a': 3_000, 'node b': 2_500, HAProxy: 110, Redis: 50 }, 100);
    expect(per).toEqual({ 'node a': 20, 'node b': 5, HAProxy: 1, Redis: 0.5 });
    expect(cpuPerRequest({ 'node a': 5 }, { 'node a': 1 }, 10)['node a']).toBe(0);
  });

  it('samples named processes from /proc and the load generator itself', () => {
    const sample = sampleCpu({ nodes: { a: process.pid }, others: { gone: 2 ** 22 + 1 }, postmaster: null });
    expect(sample['node a']).toBeGreaterThan(0);
    expect(sample.gone).toBe(0);
    expect(sample['load generator (this process)']).toBeGreaterThan(0);
    expect(reapedChildrenCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    expect(reapedChildrenCpuMs(2 ** 22 + 1)).toBe(0);
  });

  it('counts, per node, the samples of HAProxy\'s view in which it was not up', async () => {
    const views = [['a', 'b'], ['a'], null, [], ['a', 'b']];
    let calls = 0;
    let allSeen!: () => void;
    const seen = new Promise<void>((resolve) => (allSeen = resolve));
    const down = new NodesDown(['a', 'b'], async () => {
      const view = views[Math.min(calls++, views.length - 1)];
      if (calls === views.length) allSeen();
      if (view === null) throw new Error('admin socket busy'); // a failed sample counts for nothing
      return view!;
    }, 1);
    await seen;
    expect(await down.result()).toEqual({ samples: 4, down: { a: 1, b: 2 } });
  });

  it('counts answers per node from X-Served-By, whatever its case', () => {
    const served = new ServedBy();
    served.see({ 'x-served-by': 'a' });
    served.see({ 'X-Served-By': 'b' });
    served.see({ 'x-served-by': ['a'] });
    served.see({});
    expect(served.counts).toEqual({ a: 2, b: 1, unknown: 1 });
  });
});

function scenario(rps: number, connections: number, down: Record<string, number> = { a: 0, b: 0 }): ClusterScenario {
  return {
    nodeDownSamples: { samples: 20, down },
    load: { requests: rps * 10, seconds: 10, rps, p50: 40, p95: 90, p99: 120, non2xx: 0, errors: 0, connections },
    statuses: { 200: rps * 10 }, answeredBy: { a: rps * 5, b: rps * 5 },
    cpuMsPerRequest: { 'node a': 3, 'node b': 3.2, 'PostgreSQL backends (statements)': 2, HAProxy: 0.1, 'load generator (this process)': 0.3 },
  };
}

function clusterRun(overrides: Partial<ClusterRun> = {}): ClusterRun {
  return { storeLabel: 'PostgreSQL 15.20 + pgvector HNSW', size: 100_000, nodes: 2, fill: fill(), recallLoad: scenario(320, 32), writes: scenario(450, 8, { a: 0, b: 7 }), notes: ['COPY fill'], ...overrides };
}

describe('the cluster row', () => {
  it('checks recall under load (≥ 300/s) and writes (≥ 600/s) at two nodes and 100k only', () => {
    const checks = clusterChecks(clusterRun());
    expect(checks.map((c) => [c.what, c.measured, c.target, c.verdict])).toEqual([
      ['Recall under load through HAProxy', '320 req/s (32 connections)', '≥ 300 req/s', 'PASS'],
      ['REST writes through HAProxy', '450/s (8 clients)', '≥ 600/s', 'FAIL'],
    ]);
    expect(clusterChecks(clusterRun({ size: 10_000 }))).toEqual([]);
    expect(clusterChecks(clusterRun({ writes: null }))[1]!.verdict).toBe('n/a');
  });

  it('tables each load with its split between the nodes and every process\'s CPU per answer, nodes first', () => {
    const text = renderClusterSection([clusterRun()]);
    expect(text).toContain('## 2 nodes behind HAProxy (PostgreSQL 15.20 + pgvector HNSW)');
    expect(text).toContain('| Memories | Load | req/s | p50 / p95 / p99 ms | Answered by | CPU ms per answer, all processes | CPU ms: node a | CPU ms: node b | CPU ms: HAProxy | CPU ms: load generator (this process) | CPU ms: PostgreSQL backends (statements) |');
    expect(text).toContain('| 100k | recall (32 connections) | 320 | 40.0 / 90.0 / 120 | a 50%, b 50% | 8.60 | 3.00 | 3.20 | 0.10 | 0.30 | 2.00 |');
    expect(text).toContain('| 100k | writes (8 clients) | 450 | 40.0 / 90.0 / 120 | a 50%, b 50%; b out of HAProxy in 7 of 20 samples |');
    expect(text).toContain('- 100k: COPY fill');
    expect(text).toContain('### COPY fill of the cluster\'s store, 100k');
    expect(text).toContain('| Phase | 100,000 rows | share | 1,000,000 rows (extrapolated) |');
  });
});
