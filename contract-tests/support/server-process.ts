/**
 * Starts the real service as a child process (`memplat serve`), the way users run it,
 * on a free port with a fresh data directory, and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_BUNDLE_ENV } from '../../src/testing/cli-bundle.js';
import { copyBuiltStoreImage } from '../../src/testing/store-image.js';
import { testBackend } from '../../src/testing/test-database.js';
import { testTime } from '../../src/testing/time-budget.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A fresh DATA_DIR. On the embedded store it holds a copy of the run's migrated store when one
 * is built (the global setup of every contract-test config builds it; src/testing/store-image.ts),
 * as unit-test servers' stores do, so a server process does not run initdb and every migration
 * at start; `{ empty: true }` for a store that starts from nothing. On PostgreSQL the database
 * (createTestDatabaseUrl) is the copy and the directory stays empty.
 */
export function makeDataDir(prefix = 'memplat-contract-', options: { empty?: boolean } = {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (!options.empty && testBackend === 'pglite') copyBuiltStoreImage(dataDir);
  return dataDir;
}

/** Longer than the server's own bounded shutdown (SHUTDOWN_GRACE_MS per step). */
const STOP_DEADLINE_MS = testTime(120_000);
/** How long a start may take before the test calls it stuck (store, migrations, web build check). */
const START_DEADLINE_MS = testTime(90_000);

/**
 * The `memplat` command: the bundle a vitest global setup built for this run (src/testing/cli-bundle.ts
 * names it in CLI_BUNDLE_ENV), else bin/memplat.mjs. Both run the same sources; the bundle skips tsx's
 * transform of every module in every child process (seconds of CPU per start).
 */
export function memplatCommand(): string {
  return process.env[CLI_BUNDLE_ENV] || path.join(repoRoot, 'bin/memplat.mjs');
}

export async function startServerProcess(env: Record<string, string | undefined> = {}, dataDir = makeDataDir()): Promise<ServerProcess> {
  const child = spawn(process.execPath, [memplatCommand(), 'serve'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${START_DEADLINE_MS / 1000} s:\n${out}`)), START_DEADLINE_MS);
    const onData = () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    output: () => out,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise((resolve, reject) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        // A server that ignores its signal fails the test with its own log (which module it
        // waited for) instead of running into the test's timeout silently.
        const stuck = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`server did not exit within ${STOP_DEADLINE_MS / 1000} s of ${signal}:\n${out}`));
        }, STOP_DEADLINE_MS);
        child.once('exit', (code) => {
          clearTimeout(stuck);
          resolve(code);
        });
        child.kill(signal);
      }),
  };
}
