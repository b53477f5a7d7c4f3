/**
 * The PostgreSQL side of the benchmark: a throw-away server from scripts/pg-test-server.sh on
 * its own port and directory (so it never shares a server with a test run), and a fresh
 * database per store run, dropped afterwards.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory from 'knex';

const run = promisify(execFile);

export interface BenchPostgres {
  adminUrl: string;
  /** e.g. "PostgreSQL 15.10". */
  version: string;
  /** pgvector can be created on this server. */
  vectorAvailable: boolean;
  stop(): Promise<void>;
}

export async function startBenchPostgres(repoRoot: string, port: number): Promise<BenchPostgres> {
  const script = path.join(repoRoot, 'scripts/pg-test-server.sh');
  const env = { ...process.env, PG_TEST_PORT: String(port), PG_TEST_DIR: `/tmp/memplat-bench-pg-${port}` };
  const { stdout } = await run('bash', [script, 'start'], { env });
  const adminUrl = stdout.trim().split('\n').pop()!;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    // BENCH_PG_JIT=on|off sets the server's jit (its data folder outlives a run: reset otherwise).
    const jit = process.env.BENCH_PG_JIT;
    await admin.raw(jit === 'on' || jit === 'off' ? `ALTER SYSTEM SET jit = ${jit}` : 'ALTER SYSTEM RESET jit');
    await admin.raw('SELECT pg_reload_conf()');
    const version = (await admin.raw('SHOW server_version')).rows[0].server_version as string;
    const vector = await admin.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
    return {
      adminUrl,
      version: `PostgreSQL ${version.split(' ')[0]}`,
      vectorAvailable: vector.rows.length > 0,
      async stop() {
        await run('bash', [script, 'stop'], { env });
      },
    };
  } finally {
    await admin.destroy();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, empty database on the bench server; `drop()` removes it. */
export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `memplat_bench_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.destroy();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const dropper = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      try {
        await dropper.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.destroy();
      }
    },
  };
}
