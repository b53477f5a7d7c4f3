/**
 * Server CPU per GET /api/v1/memory/{key}: the server process's CPU time (/proc) over a fixed
 * number of requests, divided by the requests. Unlike req/s it holds under a loaded machine.
 * Checkouts given as roots are measured alternately (before, after, before, after, ...) on
 * the same embedded store, each in a fresh server process, after a warm-up.
 *
 *   npx tsx bench/get-cpu.ts prepare <dataDir> [memories=10000]
 *   npx tsx bench/get-cpu.ts measure <dataDir> <root> [<root> ...]   (a root of `bare`: bare Koa)
 *     GET_CPU_ROUNDS=3 GET_CPU_REQUESTS=20000 GET_CPU_CONNECTIONS=32 GET_CPU_PROFILE_DIR=<dir>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/autocannon-run.js';
import { freePort, spawnServer } from './lib/child-process.js';
import { mulberry32 } from './lib/prng.js';
import { memoryKey } from './lib/sentences.js';
import { bulkLoad, createBenchKey } from './lib/store-setup.js';

const [command, dataDir, ...rest] = process.argv.slice(2);
const keyFile = (dir: string) => path.join(dir, 'bench-api-key');

async function prepare(dir: string, memories: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const key = await createBenchKey({ dataDir: dir });
  await bulkLoad({ dataDir: dir }, key, 42, 0, memories);
  fs.writeFileSync(keyFile(dir), `${key}\n${memories}\n`);
  console.log(`prepared ${memories} memories in ${dir}`);
}

async function measureOnce(dir: string, root: string, requests: number, connections: number, profileDir: string): Promise<number> {
  const [key, count] = fs.readFileSync(keyFile(dir), 'utf8').trim().split('\n');
  const port = await freePort();
  // Profiling: bench/lib/cpu-profiler-preload.mjs, toggled by SIGUSR2 around the load only.
  const profiling = profileDir ? { NODE_OPTIONS: `--import ${path.join(root, 'bench/lib/cpu-profiler-preload.mjs')}`, BENCH_CPU_PROFILE_DIR: profileDir } : {};
  // `bare`: the framework ceiling the bench compares with (bench/lib/bare-koa-server.ts).
  const args = root === 'bare'
    ? ['--import', 'tsx', path.join(import.meta.dirname, 'lib/bare-koa-server.ts')]
    : [path.join(root, 'bin/memplat.mjs'), 'serve'];
  const server = await spawnServer({
    command: process.execPath,
    args,
    cwd: root === 'bare' ? import.meta.dirname : root,
    env: { ...process.env, ...profiling, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    readyPattern: /listening on (http:\/\/\S+)/,
  });
  try {
    if (profileDir) await toggleProfiler(profileDir, server.pid, 'started');
    const pick = mulberry32(7);
    const total = Number(count);
    const outcome = await runLoad({
      url: `${server.url}/api/v1/memory/${memoryKey(0)}`,
      connections,
      amount: requests,
      warmupSeconds: 3,
      headers: { authorization: `Bearer ${key}` },
      setupRequest: (request) => ({ ...request, path: `/api/v1/memory/${memoryKey(Math.floor(pick() * total))}` }),
      serverPid: server.pid,
    });
    if (profileDir) await toggleProfiler(profileDir, server.pid, 'done');
    if (outcome.ok2xx !== outcome.requests) throw new Error(`non-2xx answers: ${JSON.stringify(outcome.statuses)}`);
    return outcome.serverCpuMsPerRequest!;
  } finally {
    await server.stop();
  }
}

/** Sends SIGUSR2 and waits for the preload's next profile-<n>.<marker> file. */
async function toggleProfiler(profileDir: string, pid: number, marker: 'started' | 'done'): Promise<void> {
  const dir = path.join(profileDir, String(pid));
  const count = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`.${marker}`)).length : 0);
  const before = count();
  process.kill(pid, 'SIGUSR2');
  const started = Date.now();
  while (count() === before) {
    if (Date.now() - started > 30_000) throw new Error(`no profile-*.${marker} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(dir: string, roots: string[]): Promise<void> {
  const rounds = Number(process.env.GET_CPU_ROUNDS ?? 3);
  const requests = Number(process.env.GET_CPU_REQUESTS ?? 20_000);
  const connections = Number(process.env.GET_CPU_CONNECTIONS ?? 32);
  const profileDir = process.env.GET_CPU_PROFILE_DIR ?? '';
  const figures = new Map<string, number[]>(roots.map((r) => [r, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const root of roots) {
      const load = os.loadavg()[0]!.toFixed(2);
      const ms = await measureOnce(dir, root, requests, connections, profileDir);
      figures.get(root)!.push(ms);
      console.log(`round ${round} ${root}: ${(ms * 1000).toFixed(0)} µs CPU per GET (load ${load})`);
    }
  }
  for (const [root, values] of figures) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${root}: median ${(sorted[Math.floor(sorted.length / 2)]! * 1000).toFixed(0)} µs, all ${values.map((v) => (v * 1000).toFixed(0)).join(', ')}`);
  }
}

if (command === 'prepare' && dataDir) await prepare(dataDir, Number(rest[0] ?? 10_000));
else if (command === 'measure' && dataDir && rest.length) await measure(dataDir, rest);
else {
  console.error('usage: get-cpu.ts prepare <dataDir> [memories] | measure <dataDir> <root> [<root> ...]');
  process.exitCode = 2;
}
