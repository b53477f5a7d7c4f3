/**
 * `memplat admin create` and `memplat mail list|show`, run through the program the bin runs
 * (in this process, src/cli/program.ts) against a store in a temporary DATA_DIR (or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../testing/cli-in-process.js';
import { openDatabase } from '../persistence/db.js';
import { createTestDatabaseUrl } from '../testing/test-database.js';
import { copyStoreImage, storeImagesEnabled } from '../testing/store-image.js';
import { AuthMailOutboxRepository } from '../persistence/repositories/auth-mail-outbox-repository.js';
import { loadConfig } from '../config/index.js';
import { createLogger } from '../logger.js';
import { startServer } from '../server.js';
import { testTime } from '../testing/time-budget.js';

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;

async function memplat(args: string[], input = ''): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const { code, stdout, stderr } = await runCliInProcess(args, env, { input, rawEnv: true });
  return { status: code, stdout, stderr };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-cli-'));
  database = await createTestDatabaseUrl();
  // The embedded store starts as a copy of the run's migrated image, as every scratch store does:
  // initdb and every migration in this worker cost more CPU than the rest of the file. A new,
  // empty store migrated by a command stays covered end to end by portability.test.ts ("warns
  // before creating one"), dredd's and the generated client's servers.
  if (!database.url && storeImagesEnabled()) await copyStoreImage(dataDir);
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('memplat admin create', () => {
  it('creates the protected initial admin first, then ordinary admins; the password comes from stdin', async () => {
    const first = await memplat(['admin', 'create', '--login-id', 'Root', '--email', 'root@example.com', '--password-stdin'], 'violet-Harbour-tramline-42\n');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Created admin account "root".*protected initial admin/);
    const second = await memplat(['admin', 'create', '--login-id', 'deputy', '--password-stdin'], 'copper-Lantern-meadow-77');
    expect(second.status).toBe(0);
    expect(second.stdout).not.toContain('initial admin');

    const weak = await memplat(['admin', 'create', '--login-id', 'weakling', '--password-stdin'], 'password1234');
    expect(weak.status).not.toBe(0);
    expect(weak.stderr).toContain('policy');
    const taken = await memplat(['admin', 'create', '--login-id', 'ROOT', '--password-stdin'], 'copper-Lantern-meadow-77');
    expect(taken.status).not.toBe(0);
    const noStdin = await memplat(['admin', 'create', '--login-id', 'x-admin']);
    expect(noStdin.status).not.toBe(0);

    const db = await openDatabase({ dataDir, databaseUrl: database.url, poolMax: 2 });
    try {
      const rows = await db.knex('accounts').orderBy('created_at').select('login_id', 'role', 'is_initial_admin', 'email_verified', 'password_hash');
      expect(rows.map((r: { login_id: string; is_initial_admin: boolean }) => [r.login_id, r.is_initial_admin])).toEqual([['root', true], ['deputy', false]]);
      expect(rows[0].role).toBe('admin');
      expect(rows[0].email_verified).toBe(true);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await db.close();
    }
  }, testTime(400_000));
});

describe('memplat mail', () => {
  it('lists the outbox and shows a message by id prefix', async () => {
    const db = await openDatabase({ dataDir, databaseUrl: database.url, poolMax: 2 });
    let id: string;
    try {
      id = await new AuthMailOutboxRepository(db.knex).insert({ kind: 'password_reset', recipient: 'root@example.com', subject: 'Reset your password', body_text: 'Open https://x.example/reset-password#token=abc', status: 'queued', created_at: new Date() });
    } finally {
      await db.close();
    }
    const list = await memplat(['mail', 'list']);
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(id.slice(0, 8));
    expect(list.stdout).toContain('Reset your password');
    const show = await memplat(['mail', 'show', id.slice(0, 8)]);
    expect(show.status).toBe(0);
    expect(show.stdout).toContain('#token=abc');
    expect((await memplat(['mail', 'show', 'ffffffff'])).status).not.toBe(0);
  }, testTime(300_000));
});

describe('while the server runs', () => {
  it('admin create and mail list go through the server\'s admin channel', async () => {
    const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(database.url ? { DATABASE_URL: database.url } : {}) });
    const running = await startServer(config, createLogger('silent'));
    try {
      const created = await memplat(['admin', 'create', '--login-id', 'live-admin', '--email', 'live@example.com', '--password-stdin'], 'granite-Orchard-whistle-58');
      expect(created.status, created.stderr).toBe(0);
      const res = await fetch(`${running.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login_id: 'live-admin', password: 'granite-Orchard-whistle-58' }),
      });
      expect(res.status).toBe(200);
      const list = await memplat(['mail', 'list']);
      expect(list.status, list.stderr).toBe(0);
      expect(list.stdout).toContain('Reset your password');
    } finally {
      await running.close();
    }
  }, testTime(400_000));
});
