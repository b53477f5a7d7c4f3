/**
 * The served node's resident memory, idle and under a recall + write load, on a store filled once:
 *
 *   tsx bench/memory.ts [--dir DIR] [--entry bin/memplat.mjs] [--writes 400] [--seconds 10] [--database-url URL]
 *                       [--node-flags "--flag=value ..."]
 *
 * DIR is a store made by bench/stages.ts (`tsx bench/stages.ts --dir DIR` fills 10k memories once;
 * with --database-url the store is that PostgreSQL database and DIR keeps the key). The server runs
 * as a child process (`node --expose-gc <entry> serve`) with bench/lib/memory-usage-preload.mjs,
 * which writes `process.memoryUsage()` after a full GC on SIGUSR2. Points measured: started,
 * after 21 recalls (the in-process indexes built), and after `writes` new memories (8
 * connections) then `seconds` of recall (32 connections, a different query each), with the peak
 * RSS during those loads, the server's CPU per recall under that load (its /proc time over the
 * answered recalls), and where its resident memory is at the end, after a full GC (the usage
 * preload answers the same signal; bench/lib/memory-breakdown.ts). `--node-flags` are given to the server's node (V8's heap
 * settings, to compare). Writes add memories, so a reused store grows a little each run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad } from './lib/autocannon-run.js';
import { freePort, spawnServer, type ChildServer } from './lib/child-process.js';
import { MemplatClient } from './lib/memplat-client.js';
import { breakdownSentence, readBreakdown } from './lib/memory-breakdown.js';
import { RssSampler, readRssMiB } from './lib/process-memory.js';
import { mulberry32 } from './lib/prng.js';
import { recallQuery, syntheticMemory } from './lib/sentences.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const dir = path.resolve(arg('--dir', path.join(os.tmpdir(), 'memplat-stages-10000')));
const entry = path.resolve(repoRoot, arg('--entry', 'bin/memplat.mjs'));
const seconds = Number(arg('--seconds', '10'));
const writeCount = Number(arg('--writes', '400'));
const databaseUrl = arg('--database-url', '');
const nodeFlags = arg('--node-flags', '').split(/\s+/).filter(Boolean);
const seed = 42;
const usageFile = path.join(os.tmpdir(), `memplat-memory-usage-${process.pid}.jsonl`);
const breakdownFile = path.join(os.tmpdir(), `memplat-memory-breakdown-${process.pid}.jsonl`);

interface Point { label: string; rssMiB: number | null; heapUsed: number; heapTotal: number; newSpace: number; external: number; arrayBuffers: number }

const mib = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the server for its memoryUsage() after a GC (SIGUSR2 to the preload) and reads the line it appends. */
async function measure(server: ChildServer, label: string): Promise<Point> {
  const before = fs.existsSync(usageFile) ? fs.readFileSync(usageFile, 'utf8').split('\n').filter(Boolean).length : 0;
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    const lines = fs.existsSync(usageFile) ? fs.readFileSync(usageFile, 'utf8').split('\n').filter(Boolean) : [];
    if (lines.length > before) {
      const usage = JSON.parse(lines[lines.length - 1]!) as NodeJS.MemoryUsage & { newSpace: number };
      return { label, rssMiB: readRssMiB(server.pid), heapUsed: mib(usage.heapUsed), heapTotal: mib(usage.heapTotal), newSpace: mib(usage.newSpace), external: mib(usage.external), arrayBuffers: mib(usage.arrayBuffers) };
    }
  }
  throw new Error('the server did not answer SIGUSR2 with its memory usage');
}

function peakRssMiB(pid: number): number | null {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : null;
}

const key = fs.readFileSync(path.join(dir, 'bench-api-key'), 'utf8');
let next = Number(fs.readFileSync(path.join(dir, 'next-index'), 'utf8'));
const port = await freePort();
const server = await spawnServer({
  command: process.execPath,
  args: ['--expose-gc', ...nodeFlags, '--import', path.join(repoRoot, 'bench/lib/memory-usage-preload.mjs'), '--import', path.join(repoRoot, 'bench/lib/memory-breakdown-preload.mjs'), entry, 'serve'],
  cwd: repoRoot,
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(dir, 'data'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', BENCH_MEMORY_USAGE_FILE: usageFile, BENCH_MEMORY_BREAKDOWN_FILE: breakdownFile },
  readyPattern: /listening on (http:\/\/\S+)/,
});
const points: Point[] = [];
let loadPeak: number | null = null;
let summary = '';
try {
  const client = new MemplatClient(server.url, key);
  await sleep(2000);
  points.push(await measure(server, 'started'));
  const queries = mulberry32(seed + 7);
  const first = await client.recall(recallQuery(queries));
  if (first.status !== 200) throw new Error(`recall answered ${first.status}`);
  for (let i = 0; i < 20; i++) await client.recall(recallQuery(queries));
  points.push(await measure(server, 'after 21 recalls (indexes built)'));

  const sampler = new RssSampler(server.pid, 250).start();
  const writes = await runLoad({
    url: `${server.url}/api/v1/memory`, method: 'POST', connections: 8, amount: writeCount, headers: client.headers, timeoutSeconds: 120,
    setupRequest: (request) => {
      const m = syntheticMemory(seed, next++);
      return { ...request, body: JSON.stringify({ key: m.key, value: m.value, tags: m.tags, importance: m.importance }) };
    },
  });
  const recalls = await runLoad({
    url: `${server.url}/api/v1/recall`, method: 'POST', connections: 32, duration: seconds, headers: client.headers,
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: recallQuery(queries), k: 5 }) }),
    serverPid: server.pid,
  });
  sampler.stop();
  loadPeak = sampler.peakMiB;
  const rssAfterLoad = readRssMiB(server.pid);
  const breakdown = await readBreakdown(server.pid, breakdownFile);
  points.push(await measure(server, `after ${writeCount} writes (8 conn.), then ${seconds} s of recall (32 conn.)`));
  summary = `recall ${recalls.ok2xx} answered (${Math.round(recalls.rps)}/s, ${recalls.non2xx} non-2xx, server CPU ${recalls.serverCpuMsPerRequest?.toFixed(2)} ms per recall), writes ${writes.ok2xx} acknowledged (${Math.round(writes.rps)}/s, ${writes.non2xx} non-2xx)`;
  summary += `; RSS right after the loads ${rssAfterLoad?.toFixed(0)} MiB, peak RSS during the loads ${loadPeak?.toFixed(0)} MiB, VmHWM ${peakRssMiB(server.pid)?.toFixed(0)} MiB`;
  // The usage preload answers the same signal with a full GC first.
  if (breakdown) summary += `\n\n${breakdownSentence(breakdown, true)}`;
} finally {
  fs.writeFileSync(path.join(dir, 'next-index'), String(next));
  await server.stop();
  fs.rmSync(usageFile, { force: true });
  fs.rmSync(breakdownFile, { force: true });
}

const f = (n: number | null) => (n === null ? '–' : n.toFixed(0));
process.stdout.write(`Entry ${path.relative(repoRoot, entry)}${nodeFlags.length ? ` (node ${nodeFlags.join(' ')})` : ''}, store ${databaseUrl ? 'PostgreSQL' : 'PGlite'} in ${dir}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n\n`);
process.stdout.write('| Point | RSS MiB | JS heap used / total MiB (new space) | External MiB | ArrayBuffers MiB |\n|---|---|---|---|---|\n');
for (const p of points) process.stdout.write(`| ${p.label} | ${f(p.rssMiB)} | ${f(p.heapUsed)} / ${f(p.heapTotal)} (${f(p.newSpace)}) | ${f(p.external)} | ${f(p.arrayBuffers)} |\n`);
process.stdout.write(`\n${summary}\n`);
