/**
 * `memplat admin invite` and `memplat admin invitations`, run through the program the bin runs
 * (in this process, src/cli/program.ts) against a scratch store, first with no server (store
 * opened directly), then through a running server's admin channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../testing/cli-in-process.js';
import { loadConfig } from '../config/index.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../persistence/db.js';
import { startServer } from '../server.js';
import { createScratchStore, type ScratchStore } from '../testing/test-server.js';
import { sha256Hex } from '../domain/core/sha256.js';
import { testTime } from '../testing/time-budget.js';

const PUBLIC_URL = 'https://memory.example.com';
let store: ScratchStore;

async function memplat(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...store.env, PUBLIC_URL, LOG_LEVEL: 'silent' };
  if (!store.env.DATABASE_URL) delete env.DATABASE_URL;
  const { code, stdout, stderr } = await runCliInProcess(args, env, { rawEnv: true });
  return { status: code, stdout, stderr };
}

async function withStore<T>(fn: (knex: Awaited<ReturnType<typeof openDatabase>>['knex']) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.env.DATABASE_URL, poolMax: 2 });
  try {
    return await fn(db.knex);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  store = await createScratchStore('memplat-invite-');
});
afterAll(async () => {
  await store.remove();
});

describe('memplat admin invite (no server running)', () => {
  it('prints the link once, stores only the hash, and queues the email when an address is given', async () => {
    const made = await memplat(['admin', 'invite', '--email', 'guest@example.com', '--note', 'Design partner', '--days', '3']);
    expect(made.status, made.stderr).toBe(0);
    const link = /https:\/\/memory\.example\.com\/login\?invite=([A-Za-z0-9_-]{43})/.exec(made.stdout);
    expect(link, made.stdout).not.toBeNull();
    expect(made.stdout).toContain('sent to guest@example.com');

    const json = await memplat(['admin', 'invite', '--json']);
    expect(json.status, json.stderr).toBe(0);
    const created = JSON.parse(json.stdout);
    expect(created).toMatchObject({ email: null, note: null, status: 'active', emailed: false });
    expect(created.url).toBe(`${PUBLIC_URL}/login?invite=${created.token}`);

    await withStore(async (knex) => {
      const rows = await knex('signup_invites').orderBy('created_at');
      expect(rows.map((r: { token_hash: string }) => r.token_hash)).toEqual([sha256Hex(link![1]!), sha256Hex(created.token)]);
      expect(rows[0]).toMatchObject({ email: 'guest@example.com', note: 'Design partner', created_by_account_id: null });
      const mail = await knex('mail_outbox').where({ kind: 'signup_invitation', recipient: 'guest@example.com' }).first();
      expect(mail.body_text).toContain(link![0]);
      expect(await knex('audit_log').where({ action: 'invitation.created', actor_kind: 'local' })).toHaveLength(2);
    });
  }, testTime(300_000));

  it('refuses bad options without creating anything', async () => {
    const before = await withStore((knex) => knex('signup_invites').count<{ n: string }[]>('* as n'));
    for (const args of [['--days', '0'], ['--days', '91'], ['--days', 'soon'], ['--email', 'not-an-address'], ['--note', 'x'.repeat(201)]]) {
      const res = await memplat(['admin', 'invite', ...args]);
      expect(res.status, args.join(' ')).not.toBe(0);
      expect(res.stdout).toBe('');
    }
    const after = await withStore((knex) => knex('signup_invites').count<{ n: string }[]>('* as n'));
    expect(after[0]!.n).toEqual(before[0]!.n);
  }, testTime(300_000));

  it('lists the invitations with their status, never the token', async () => {
    await withStore((knex) => knex('signup_invites').where({ note: 'Design partner' }).update({ revoked_at: new Date() }));
    const list = await memplat(['admin', 'invitations']);
    expect(list.status, list.stderr).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+STATUS\s+CREATED \(UTC\)\s+EXPIRES \(UTC\)\s+EMAIL\s+NOTE$/);
    expect(lines[1]).toMatch(/active/);
    expect(lines[2]).toMatch(/revoked\s.*guest@example\.com\s+Design partner$/);
    const json = JSON.parse((await memplat(['admin', 'invitations', '--json'])).stdout);
    expect(json.map((i: { status: string }) => i.status)).toEqual(['active', 'revoked']);
    expect(JSON.stringify(json)).not.toMatch(/token/);
  }, testTime(300_000));
});

describe('while the server runs', () => {
  it('goes through the admin channel, and the server sees the new invitation at once', async () => {
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', PUBLIC_URL, ...store.env });
    const running = await startServer(config, createLogger('silent'));
    try {
      const made = await memplat(['admin', 'invite', '--note', 'live', '--json']);
      expect(made.status, made.stderr).toBe(0);
      const created = JSON.parse(made.stdout);
      expect((await running.services.admin.invitations.list({ kind: 'local', contextId: 'x' })).invitations[0]).toMatchObject({ id: created.id, note: 'live', status: 'active' });
      const list = await memplat(['admin', 'invitations']);
      expect(list.status, list.stderr).toBe(0);
      expect(list.stdout).toContain(created.id);
    } finally {
      await running.close();
    }
  }, testTime(300_000));
});
