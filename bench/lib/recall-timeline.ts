/**
 * Where one sequential recall's time goes, with the server in this process (bench/recall-one-client.ts).
 * Per request: the client's wall time; the server's part (the HTTP request event to the
 * answer's `finish`); the process's CPU over the request (client and server: one thread);
 * GC pauses (perf_hooks `gc` entries) inside it; every PGlite statement and its wall time
 * (lock wait included); and the wall time of named stages (inclusive: a stage's time includes
 * the stages and statements it awaits). Medians, 95th percentiles and the slowest tenth's means.
 */
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../src/config/index.js';
import { startServer } from '../../src/server.js';
import { percentile } from './stats.js';

type Sample = Record<string, number>;

export async function inProcessTimeline(dataDir: string) {
  let current: Sample | null = null;
  let cpuAt = process.cpuUsage();
  const samples: Sample[] = [];
  // Statements of the request under way, and of the recorded ones.
  let open = new Map<string, { count: number; ms: number }>();
  const statements = new Map<string, { count: number; ms: number }>();
  const add = (name: string, ms: number) => {
    if (current) current[name] = (current[name] ?? 0) + ms;
  };

  // Every statement goes through the instance's `query` (knex-pglite; local-writes.ts wraps it at open).
  const proto = PGlite.prototype as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  for (const method of ['query', 'exec'] as const) {
    const original = proto[method]!;
    proto[method] = async function (this: unknown, ...args: unknown[]) {
      const t0 = performance.now();
      try {
        return await original.apply(this, args);
      } finally {
        const ms = performance.now() - t0;
        if (current) {
          add('sql statements (count)', 1);
          add('sql statements (wall)', ms);
          const label = String(args[0]).replace(/\s+/g, ' ').slice(0, 70);
          const s = open.get(label) ?? { count: 0, ms: 0 };
          s.count++;
          s.ms += ms;
          open.set(label, s);
        }
      }
    };
  }
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) add('GC pauses', entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });

  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' });
  const running = await startServer(config);
  running.server.prependListener('request', (_req, res) => {
    const t0 = performance.now();
    current = { 'server: request to finish': 0 };
    open = new Map();
    cpuAt = process.cpuUsage();
    res.once('finish', () => add('server: request to finish', performance.now() - t0));
  });

  // Stages, by the objects that run them (private fields reached at run time: a bench only).
  type Any = Record<string, unknown>;
  const wrap = (object: unknown, method: string, name: string) => {
    const o = object as Any | null | undefined;
    const original = o?.[method];
    if (typeof original !== 'function') return;
    o![method] = function (this: unknown, ...args: unknown[]) {
      const t0 = performance.now();
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) return result.finally(() => add(name, performance.now() - t0));
      add(name, performance.now() - t0);
      return result;
    };
  };
  const memories = running.services.memory.memories as unknown as Any;
  const engine = memories.recallEngine as Any;
  wrap(memories, 'recall', 'service recall');
  wrap(memories, 'enter', '  access check (enter)');
  wrap(memories, 'contextOf', 'context labels (contextOf)');
  wrap(memories.fresh, 'embedQueuedIn', '  embed queued in scope');
  wrap((memories.stores as Any).search, 'search', '  long-token search');
  wrap(engine, 'recall', '  engine recall');
  wrap(engine.embeddings, 'queryVector', '    query vectors (query, expansions)');
  wrap(engine.lexicalIndex, 'sync', '    lexical index sync');
  wrap(engine, 'round', '    candidate rounds');
  wrap(engine, 'inTime', '    fact validity (inTime)');

  return {
    url: running.url,
    /** Waits until this process is nearly idle (start-up work such as the read cache's warm-up done). */
    async settled(windowMs = 500, busyShare = 0.1): Promise<void> {
      for (let i = 0; i < 240; i++) {
        const before = process.cpuUsage();
        await new Promise((resolve) => setTimeout(resolve, windowMs));
        const used = process.cpuUsage(before);
        if ((used.user + used.system) / 1000 <= busyShare * windowMs) return;
      }
    },
    /** Closes request `i` (its client wall time `ms`). */
    record(_i: number, ms: number) {
      if (!current) return;
      const cpu = process.cpuUsage(cpuAt);
      current['client wall'] = ms;
      current['CPU (process)'] = (cpu.user + cpu.system) / 1000;
      samples.push(current);
      for (const [label, o] of open) {
        const s = statements.get(label) ?? { count: 0, ms: 0 };
        s.count += o.count;
        s.ms += o.ms;
        statements.set(label, s);
      }
      current = null;
    },
    reset() {
      current = null;
    },
    table(): string {
      const names = [...new Set(samples.flatMap((s) => Object.keys(s)))];
      const order = ['client wall', 'server: request to finish', 'CPU (process)', 'GC pauses', 'sql statements (count)', 'sql statements (wall)'];
      names.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
      const slow = [...samples].sort((a, b) => b['client wall']! - a['client wall']!).slice(0, Math.max(1, Math.round(samples.length / 10)));
      const mean = (rows: Sample[], n: string) => rows.reduce((s, r) => s + (r[n] ?? 0), 0) / rows.length;
      const lines = ['| per request (ms; count for statements) | median | p95 | mean | mean of the slowest tenth |', '| --- | --- | --- | --- | --- |'];
      for (const n of names) {
        const values = samples.map((s) => s[n] ?? 0);
        lines.push(`| ${n} | ${percentile(values, 50).toFixed(2)} | ${percentile(values, 95).toFixed(2)} | ${mean(samples, n).toFixed(2)} | ${mean(slow, n).toFixed(2)} |`);
      }
      lines.push('', '| statement (first 70 characters) | per recall | wall ms per recall |', '| --- | --- | --- |');
      for (const [label, s] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
        lines.push(`| \`${label}\` | ${(s.count / samples.length).toFixed(2)} | ${(s.ms / samples.length).toFixed(3)} |`);
      }
      return lines.join('\n');
    },
    async close() {
      gc.disconnect();
      await running.close();
    },
  };
}
