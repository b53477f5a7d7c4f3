/**
 * One client, sequential recalls over HTTP on a filled store, as `npm run bench`'s one-client
 * recall row runs them (warm-up, then `--recalls` `POST /api/v1/recall`, k 5, the bench's
 * queries, after the embedding backlog drained), with where each request's time goes:
 *
 *   tsx bench/recall-one-client.ts --dir DIR [--recalls 200] [--child [--trace-gc]]
 *
 * DIR is a store filled by bench/stages.ts (its data/ and bench-api-key). With `--child` the
 * server runs as `memplat serve` in a child process, as in `npm run bench`: wall time per
 * request at the client and the server's CPU per recall (/proc), with `--trace-gc` the server's
 * GC pauses while the timed recalls run. Without it the server runs in
 * this process (bench/lib/recall-timeline.ts): per request the wall time, the process's CPU,
 * GC pauses, the SQL statements and their wall time, and the wall time of each named stage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg } from './lib/recall-bench-store.js';
import { freePort, spawnServer } from './lib/child-process.js';
import { MemplatClient } from './lib/memplat-client.js';
import { mulberry32 } from './lib/prng.js';
import { recallQuery } from './lib/sentences.js';
import { summarize } from './lib/stats.js';
import { inProcessTimeline } from './lib/recall-timeline.js';
import { readCpuMs, waitUntilIdle } from './lib/process-memory.js';

const dir = path.resolve(arg('--dir', ''));
const recalls = Number(arg('--recalls', '200'));
const child = process.argv.includes('--child');
const traceGc = process.argv.includes('--trace-gc');
const apiKey = fs.readFileSync(path.join(dir, 'bench-api-key'), 'utf8');
const dataDir = path.join(dir, 'data');
const seed = 42;
const size = Number(fs.readFileSync(path.join(dir, 'next-index'), 'utf8'));
const repoRoot = path.resolve(import.meta.dirname, '..');
const cpuMsOf = (pid: number) => readCpuMs(pid) ?? Number.NaN;
const fmt = (n: number) => n.toFixed(2);
const out = (line: string) => process.stdout.write(`${line}\n`);

async function drained(client: MemplatClient): Promise<void> {
  for (let i = 0; i < 240 && (await client.metrics()).embedding_backlog > 0; i++) await new Promise((r) => setTimeout(r, 250));
}

/** Warm-up as the bench's (min(20, n/10)), then `recalls` timed requests; wall ms each. */
async function sequential(client: MemplatClient, each?: (i: number, ms: number) => void): Promise<number[]> {
  const queries = mulberry32(seed + 7 + 10_000);
  const cold = await client.recall(recallQuery(queries));
  out(`cold recall ${fmt(cold.ms)} ms`);
  const warmup = Math.min(20, Math.ceil(recalls / 10));
  const wall: number[] = [];
  for (let i = 0; i < warmup + recalls; i++) {
    const r = await client.recall(recallQuery(queries));
    if (r.status !== 200) throw new Error(`answered ${r.status}`);
    if (i >= warmup) {
      wall.push(r.ms);
      each?.(i - warmup, r.ms);
    }
  }
  return wall;
}

out(`Load average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}; store ${dir} (${size} memories written)`);
if (child) {
  const server = await spawnServer({
    command: process.execPath,
    args: [...(traceGc ? ['--trace-gc'] : []), path.join(repoRoot, 'bin/memplat.mjs'), 'serve'],
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    readyPattern: /listening on (http:\/\/\S+)/,
  });
  // --trace-gc lines printed while the timed recalls run: "… ms: Scavenge 50.1 (60.2) -> 45.3 (61.2) MB, pooled: 0 MB, 1.23 / 0.00 ms …"
  const pauses: Array<{ kind: string; ms: number }> = [];
  let timing = false;
  server.process.stdout!.on('data', (chunk: Buffer) => {
    if (!timing) return;
    for (const m of chunk.toString('utf8').matchAll(/ms: ([A-Za-z-]+(?: \([a-z ]+\))?)[^,]*,(?: pooled: [\d.]+ MB,)? ([\d.]+) \/ [\d.]+ ms/g)) pauses.push({ kind: m[1]!, ms: Number(m[2]) });
  });
  try {
    const client = new MemplatClient(server.url, apiKey);
    await drained(client);
    await waitUntilIdle(server.pid, { windowMs: 500, busyShare: 0.1 });
    const cpu0 = cpuMsOf(server.pid);
    let cpuStart = 0;
    const wall = await sequential(client, (i) => {
      if (i === 0) {
        cpuStart = cpuMsOf(server.pid);
        timing = true;
      }
    });
    timing = false;
    const cpu = cpuMsOf(server.pid) - cpuStart;
    const s = summarize(wall);
    for (const kind of new Set(pauses.map((p) => p.kind))) {
      const of = pauses.filter((p) => p.kind === kind).map((p) => p.ms);
      out(`GC ${kind}: ${of.length} pauses in ${recalls - 1} recalls, ${fmt(of.reduce((a, b) => a + b, 0))} ms in all, longest ${fmt(Math.max(...of))} ms`);
    }
    out(`one client, ${recalls} recalls: p50 ${fmt(s.p50)} / p95 ${fmt(s.p95)} / mean ${fmt(s.mean)} / max ${fmt(s.max)} ms wall; server CPU ${fmt(cpu / (recalls - 1))} ms per recall (warm-up and cold ${fmt(cpuStart - cpu0)} ms)`);
  } finally {
    await server.stop();
  }
} else {
  const timeline = await inProcessTimeline(dataDir);
  try {
    const client = new MemplatClient(timeline.url, apiKey);
    await drained(client);
    await timeline.settled();
    const wall = await sequential(client, (i, ms) => timeline.record(i, ms));
    timeline.reset();
    const s = summarize(wall);
    out(`one client in process, ${recalls} recalls: p50 ${fmt(s.p50)} / p95 ${fmt(s.p95)} / mean ${fmt(s.mean)} / max ${fmt(s.max)} ms wall\n`);
    out(timeline.table());
  } finally {
    await timeline.close();
  }
}
