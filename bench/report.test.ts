import { describe, expect, it } from 'vitest';
import { markdownTable, num, ms } from './lib/markdown.js';
import { renderReport, storeChecks } from './lib/report.js';
import type { BenchReport, StoreRun } from './lib/results.js';
import { atLeast, atMost, targetsFor } from './lib/targets.js';

const latency = (p50: number, p95: number, p99: number) => ({ count: 100, min: p50 / 2, mean: p50, p50, p95, p99, max: p99 * 2 });

function run(overrides: Partial<StoreRun> = {}): StoreRun {
  return {
    store: 'pglite',
    storeLabel: 'PGlite (pgvector)',
    size: 10_000,
    fill: '10,000 via REST',
    writes: { acknowledged: 10_000, failed: 0, seconds: 20, perSecond: 500, connections: 8 },
    backlogAfterLoad: 1200,
    drainSeconds: 3.4,
    get: { requests: 50_000, seconds: 10, rps: 5000, p50: 1, p99: 4, non2xx: 0, errors: 0, connections: 10 },
    recall: latency(5, 12.5, 30),
    search: latency(2, 4, 8),
    rssMiB: 300,
    peakRssMiB: 350,
    notes: [],
    ...overrides,
  };
}

function report(runs: StoreRun[]): BenchReport {
  return {
    command: 'npm run bench',
    date: '2025-01-15T09:30:00.000Z',
    machine: { nproc: 2, ramGiB: 23.5, cpu: 'Test CPU', os: 'linux 6.1', node: 'v24.0.0' },
    settings: { sizes: [10_000], stores: ['pglite'], writeConnections: 8, getConnections: 10, getDurationSeconds: 10, latencySamples: 200, seed: 42 },
    bare: { get: { requests: 100_000, seconds: 10, rps: 10_000, p50: 0.5, p99: 2, non2xx: 0, errors: 0, connections: 10 }, rssMiB: 60 },
    runs,
    reference: [{ size: 10_000, storedViaTools: 10_000, storeSeconds: 100, storePerSecond: 100, prefilled: 0, cutShort: false, search: latency(20, 30, 40), rssMiB: 90, notes: ['JSON file'] }],
    totalSeconds: 300,
    notes: ['PostgreSQL without pgvector'],
  };
}

describe('markdown table', () => {
  it('renders header, separator and rows, escaping pipes', () => {
    expect(markdownTable(['a', 'b'], [['1', 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });

  it('refuses rows of the wrong width', () => {
    expect(() => markdownTable(['a', 'b'], [['1']])).toThrow(/2 columns/);
  });

  it('formats numbers for reading', () => {
    expect(num(12345.6)).toBe('12,346');
    expect(num(42.345)).toBe('42.3');
    expect(num(null)).toBe('–');
    expect(ms(1.234)).toBe('1.23');
    expect(ms(45.67)).toBe('45.7');
  });
});

describe('targets', () => {
  it('pass or fail at the boundary as written', () => {
    expect(atLeast(300, 300)).toBe('PASS');
    expect(atLeast(299.9, 300)).toBe('FAIL');
    expect(atMost(50, 50)).toBe('PASS');
    expect(atMost(50.1, 50)).toBe('FAIL');
    expect(atMost(null, 50)).toBe('n/a');
    expect(atLeast(10, undefined)).toBe('n/a');
  });

  it('sets targets per store and size', () => {
    expect(targetsFor('pglite', 10_000)).toMatchObject({ writesPerSecond: 800, recallP50Ms: 8, recallP95Ms: 15, rssMiB: 600 });
    expect(targetsFor('postgres', 100_000)).toMatchObject({ recallP95Ms: 20, recallLoadRps: 400, rssMiB: 400 });
    expect(targetsFor('postgres', 1_000_000)).toEqual({ recallP95Ms: 50 });
    expect(targetsFor('pglite', 100_000)).toEqual({});
  });

  it('judges a store run against every target set for it', () => {
    const fast = run({ writes: { acknowledged: 5_000, failed: 0, seconds: 5, perSecond: 1_000, connections: 8 }, recall: latency(5, 12.5, 30), get: { ...run().get!, rps: 5_000 } });
    const verdicts = storeChecks(fast, 10_000).map((c) => [c.what, c.verdict]);
    expect(verdicts).toEqual([
      ['REST write throughput', 'PASS'], ['GET by key vs bare Koa', 'PASS'], ['Recall p50', 'PASS'], ['Recall p95', 'PASS'],
      ['Recall under load', 'n/a'], ['Recall under load p95', 'n/a'], ['Server RSS', 'PASS'],
    ]);
    const bad = storeChecks(run({ recall: latency(40, 60, 90), rssMiB: 2000 }), 20_000);
    expect(bad.filter((c) => c.verdict !== 'n/a').map((c) => c.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL']);
    expect(storeChecks(run({ size: 100_000 }), 10_000)).toEqual([]);
  });
});

describe('report', () => {
  const text = renderReport(report([run(), run({ store: 'postgres', storeLabel: 'PostgreSQL (fallback)', recall: latency(30, 70, 90), notes: ['slow'] })]));

  it('states command, date and machine', () => {
    expect(text).toContain('`npm run bench`');
    expect(text).toContain('2025-01-15T09:30:00.000Z');
    expect(text).toContain('2 CPUs (Test CPU), 23.5 GiB RAM');
    expect(text).toContain('Node v24.0.0');
  });

  it('names the code revision when known', () => {
    expect(text).not.toContain('- Code:');
    const withRevision = renderReport({ ...report([run()]), revision: { commit: 'abc1234', changedSourceFiles: 2 } });
    expect(withRevision).toContain('- Code: commit abc1234 plus 2 uncommitted file(s) under src/');
  });

  it('puts the target and verdict beside each figure', () => {
    expect(text).toContain('| 500 (8 clients) **FAIL** |');
    expect(text).toContain('5,000 (50%) **PASS**');
    expect(text).toContain('| 5.00 / 12.5 / 30.0 **PASS** |');
    expect(text).toContain('| 30.0 / 70.0 / 90.0 |');
    expect(text).toContain('1,200 → 3.4 s');
  });

  it('has the bare handler and reference rows and a verdict table', () => {
    const lines = text.split('\n');
    expect(lines.find((l) => l.startsWith('| Bare Koa handler'))).toContain('| 10,000 | 0.50 / 2.00 |');
    expect(lines.find((l) => l.startsWith('| MCP reference'))).toContain('| 100 (1 client, tool calls) |');
    expect(lines.filter((l) => /^\| (REST write|GET by key vs|Recall p50|Recall p95|Server RSS)/.test(l))).toHaveLength(5);
    expect(text).toContain('| Recall p95 | PGlite (pgvector), 10k | 12.5 ms | ≤ 15 ms | PASS |');
    expect(text).not.toContain('| Recall p95 | PostgreSQL (fallback), 10k');
    expect(text).toContain('- PostgreSQL (fallback), 10k: slow');
  });
});

describe('recall under load and server CPU', () => {
  const load = (rps: number, p95: number) => ({ requests: rps * 10, seconds: 10, rps, p50: p95 / 2, p95, p99: p95 * 2, non2xx: 0, errors: 0, connections: 32, serverCpuMsPerRequest: 3.2 });

  it('judges recall under load where its target is set (embedded at 10k, PostgreSQL at 100k) and not elsewhere', () => {
    const ok = storeChecks(run({ recallLoad: load(320, 140) }), 10_000).filter((c) => c.what.startsWith('Recall under load'));
    expect(ok.map((c) => c.verdict)).toEqual(['PASS', 'PASS']);
    const slow = storeChecks(run({ recallLoad: load(49, 900) }), 10_000).filter((c) => c.what.startsWith('Recall under load'));
    expect(slow.map((c) => c.verdict)).toEqual(['FAIL', 'FAIL']);
    expect(storeChecks(run({ size: 100_000, recallLoad: load(49, 900) }), 10_000).some((c) => c.what.startsWith('Recall under load'))).toBe(false);
    const postgres = storeChecks(run({ store: 'postgres', size: 100_000, recallLoad: load(420, 900) }), 10_000).filter((c) => c.what.startsWith('Recall under load'));
    expect(postgres.map((c) => c.verdict)).toEqual(['PASS']);
  });

  it('shows recall under load and the server CPU per request in the table', () => {
    const text = renderReport(report([run({ recallLoad: load(49, 900), get: { ...run().get!, serverCpuMsPerRequest: 0.183 } })]));
    expect(text).toContain('| 49.0, 450 / 900 **FAIL** |');
    expect(text).toContain('| 0.183 / 3.20 |');
  });
});
