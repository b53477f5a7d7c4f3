/**
 * One real server per test file: `memplat serve` on a free loopback port with a fresh
 * data directory on the embedded store, mail kept in the outbox (no SMTP_URL), and the
 * operator's CLI (`memplat admin create`, `memplat mail list/show`) pointed at it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeDataDir, repoRoot, startServerProcess, type ServerProcess } from '../../support/server-process.js';

/** A password that passes the policy (length, not a common password). */
export const TEST_PASSWORD = 'amber-Lantern-orchard-57';

export interface Account {
  loginId: string;
  email: string;
  password: string;
}

export interface WebServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  dataDir: string;
  process: ServerProcess;
  /** Runs `memplat <args>` against this server; rejects on a non-zero exit. */
  cli(args: string[], stdin?: string): Promise<string>;
  /** Creates an administrator account with `memplat admin create --password-stdin`. */
  createAdmin(loginId: string, options?: { email?: string; password?: string }): Promise<Account>;
  stop(): Promise<void>;
}

/** Settings for every web test server; a file may add its own. */
const BASE_ENV: Record<string, string | undefined> = {
  LOG_LEVEL: 'warn',
  LOGIN_DELAY_BASE_MS: '0', // a wrong password in one test must not slow the next
  SMTP_URL: undefined, // mail goes to the outbox, read with `memplat mail`
  DATABASE_URL: undefined, // the embedded store of the data directory
  PUBLIC_URL: undefined, // links and OAuth metadata use the real listening address
};

export async function startWebServer(env: Record<string, string | undefined> = {}): Promise<WebServer> {
  const dataDir = makeDataDir('memplat-web-');
  const proc = await startServerProcess({ ...BASE_ENV, ...env }, dataDir);
  const cliEnv = { ...process.env, ...BASE_ENV, ...env, DATA_DIR: dataDir };

  function cli(args: string[], stdin?: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'bin/memplat.mjs'), ...args], { cwd: repoRoot, env: cliEnv, stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`memplat ${args.join(' ')} exited with ${code}:\n${err}${out}`))));
      child.stdin.end(stdin ?? '');
    });
  }

  return {
    url: proc.url,
    dataDir,
    process: proc,
    cli,
    async createAdmin(loginId, options = {}) {
      const account = { loginId, email: options.email ?? `${loginId}@example.com`, password: options.password ?? TEST_PASSWORD };
      await cli(['admin', 'create', '--login-id', account.loginId, '--email', account.email, '--password-stdin'], account.password);
      return account;
    },
    async stop() {
      await proc.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
