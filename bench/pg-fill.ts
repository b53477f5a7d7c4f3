/**
 * The COPY fill on its own, to time it and extrapolate: a throw-away PostgreSQL server
 * (scripts/pg-test-server.sh on BENCH_PG_PORT), a fresh database, N memories through
 * bench/lib/copy-fill.ts, then a table of its phases with each scaled to a larger store, and
 * the database's size on disk. Everything is removed afterwards.
 *
 *   BENCH_FILL_ROWS=100000 BENCH_FILL_EXTRAPOLATE=1000000 npx tsx bench/pg-fill.ts
 *   BENCH_PG_MAINTENANCE_MEM=2GB BENCH_PG_INDEX_WORKERS=1 BENCH_PG_PORT=55480 BENCH_SEED=42
 *
 * With BENCH_FILL_KEEP=DIR the store is kept instead, for bench/pg-recall-wall.ts --dir DIR:
 * the database stays (its URL in DIR/database-url), the API key goes to DIR/bench-api-key and
 * the server keeps running (stop it with scripts/pg-test-server.sh stop on its port).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFill } from './lib/copy-fill.js';
import { fillMarkdown } from './lib/copy-fill-report.js';
import { createBenchDatabase, startBenchPostgres } from './lib/postgres.js';
import { createBenchKey } from './lib/store-setup.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const int = (name: string, fallback: number) => (process.env[name] ? Number.parseInt(process.env[name]!, 10) : fallback);
const log = (message: string) => process.stderr.write(`[fill ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
const rows = int('BENCH_FILL_ROWS', 100_000);
const extrapolate = int('BENCH_FILL_EXTRAPOLATE', 1_000_000);

const keep = process.env.BENCH_FILL_KEEP ? path.resolve(process.env.BENCH_FILL_KEEP) : null;

const pg = await startBenchPostgres(repoRoot, int('BENCH_PG_PORT', 55480));
const dataDir = keep ? path.join(keep, 'data') : fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-fill-'));
fs.mkdirSync(dataDir, { recursive: true });
try {
  const database = await createBenchDatabase(pg.adminUrl);
  try {
    const location = { dataDir, databaseUrl: database.url };
    const apiKey = await createBenchKey(location);
    if (keep) {
      fs.writeFileSync(path.join(keep, 'bench-api-key'), apiKey);
      fs.writeFileSync(path.join(keep, 'database-url'), database.url);
    }
    const fill = await copyFill(location, apiKey, int('BENCH_SEED', 42), 0, rows, log, {
      maintenanceWorkMem: process.env.BENCH_PG_MAINTENANCE_MEM, parallelWorkers: process.env.BENCH_PG_INDEX_WORKERS ? int('BENCH_PG_INDEX_WORKERS', 1) : undefined,
    });
    process.stdout.write(`${pg.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n\n${fillMarkdown(fill, extrapolate > rows ? extrapolate : undefined)}\n`);
  } finally {
    if (!keep) await database.drop();
  }
} finally {
  if (!keep) {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
