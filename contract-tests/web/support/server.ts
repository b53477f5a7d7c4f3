/**
 * Real servers for the web journeys: `memplat serve` on a free loopback port with a fresh data
 * directory on the embedded store (a copy of the run's migrated store image, so no server pays
 * for initdb and the migrations), mail kept in the outbox (no SMTP_URL). The operator's side
 * (create an administrator, read the outbox) goes through the server's admin channel, the
 * socket `memplat admin create` and `memplat mail` talk to, without starting a CLI process.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { sendAdminRequest } from '../../../src/control-socket/client.js';
import { makeDataDir, memplatCommand, repoRoot, startServerProcess, type ServerProcess } from '../../support/server-process.js';

/** A password that passes the policy (length, not a common password). */
export const TEST_PASSWORD = 'amber-Lantern-orchard-57';

export interface Account {
  loginId: string;
  email: string;
  password: string;
}

/** A running web test server, whoever started it. */
export interface WebServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  dataDir: string;
  /** Runs an admin command (`admin.create`, `mail.list`...) on the live server's admin channel. */
  admin<T = unknown>(command: string, args?: Record<string, unknown>): Promise<T>;
  /** Runs `memplat <args>` against this server; rejects on a non-zero exit. */
  cli(args: string[], stdin?: string): Promise<string>;
  /** Creates an administrator account with exactly this login ID (as `memplat admin create` does). */
  createAdmin(loginId: string, options?: { email?: string; password?: string }): Promise<Account>;
}

/** A server this process started (and stops). */
export interface OwnedWebServer extends WebServer {
  process: ServerProcess;
  stop(): Promise<void>;
}

/** Settings for every web test server; a file may add its own. */
const BASE_ENV: Record<string, string | undefined> = {
  LOG_LEVEL: 'warn',
  LOGIN_DELAY_BASE_MS: '0', // a wrong password in one test must not slow the next
  SMTP_URL: undefined, // mail goes to the outbox, read through the admin channel
  DATABASE_URL: undefined, // the embedded store of the data directory
  PUBLIC_URL: undefined, // links and OAuth metadata use the real listening address
};

/** The operator's side of a server listening at `url` with data directory `dataDir`. */
export function attachWebServer(url: string, dataDir: string, env: Record<string, string | undefined> = {}): WebServer {
  const cliEnv = { ...process.env, ...BASE_ENV, ...env, DATA_DIR: dataDir };

  async function admin<T>(command: string, args: Record<string, unknown> = {}): Promise<T> {
    const response = await sendAdminRequest(dataDir, { command, args });
    if (!response) throw new Error(`no server answers on the admin channel of ${dataDir}`);
    if (!response.ok) throw new Error(`admin command ${command} failed: ${response.error.code} ${response.error.message}`);
    return response.result as T;
  }

  function cli(args: string[], stdin?: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [memplatCommand(), ...args], { cwd: repoRoot, env: cliEnv, stdio: ['pipe', 'pipe', 'pipe'] });
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
    url,
    dataDir,
    admin,
    cli,
    async createAdmin(loginId, options = {}) {
      const account = { loginId, email: options.email ?? `${loginId}@example.com`, password: options.password ?? TEST_PASSWORD };
      await admin('admin.create', { loginId: account.loginId, email: account.email, password: account.password });
      return account;
    },
  };
}

export async function startWebServer(env: Record<string, string | undefined> = {}): Promise<OwnedWebServer> {
  const dataDir = makeDataDir('memplat-web-'); // a copy of the run's migrated store
  const proc = await startServerProcess({ ...BASE_ENV, ...env }, dataDir).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...attachWebServer(proc.url, dataDir, env),
    process: proc,
    async stop() {
      await proc.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
