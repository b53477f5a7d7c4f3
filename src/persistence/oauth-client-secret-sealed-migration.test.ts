/**
 * Migration 0190 on a store that holds client secrets in plain text: each is sealed under the
 * master secret's key and bound to its client, and the plain column is gone. Opened without the
 * sealer, the plain secrets are dropped rather than kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SecretBox } from '../domain/auth/crypto/secret-box.js';
import { createTestDatabaseUrl, testBackend } from '../testing/test-database.js';
import { openDatabase, type Database } from './db.js';
import { runMigrations } from './migrator.js';

let db: Database | undefined;
let drop: (() => Promise<void>) | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await db?.close();
  await drop?.();
  db = undefined;
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const box = new SecretBox(Buffer.from('a master secret of at least 32 characters'));

/** Migrates an empty store up to (not including) 0190 and stores clients with plain secrets. */
async function migrateTo0190WithPlainSecrets(opened: Database): Promise<void> {
  await runMigrations(opened.knex, { hasVector: opened.vectorColumn }, '0190');
  const client = (id: string, secret: string | null) => ({
    client_id: id, client_name: id, redirect_uris: '["http://127.0.0.1/cb"]', scope: 'memory:read', grant_types: '["authorization_code"]',
    token_endpoint_auth_method: secret ? 'client_secret_basic' : 'none', secret_hash: secret ? 'hash' : null, secret_plain: secret, dynamic: false,
    created_at: new Date(), updated_at: new Date(),
  });
  await opened.knex('oauth_clients').insert([client('mpo_a', 'mpo_cs_plain-secret-a'), client('mpo_b', 'mpo_cs_plain-secret-b'), client('mpo_pub', null)]);
}

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/**
 * Embedded store: that store is built once, in a DATA_DIR, and each test opens a copy of it
 * (initdb and the migrations from nothing twice were most of the file's CPU; the migration
 * under test still runs on each copy).
 */
let embeddedSeed: Promise<string> | undefined;
function embeddedStoreBefore0190(): Promise<string> {
  embeddedSeed ??= (async () => {
    const dataDir = tempDir('memplat-0190-seed-');
    const seeded = await openDatabase({ dataDir, poolMax: 1 }, { migrate: false });
    try {
      await migrateTo0190WithPlainSecrets(seeded);
    } finally {
      await seeded.close();
    }
    return dataDir;
  })();
  return embeddedSeed;
}

async function storeWithPlainSecrets(): Promise<Database> {
  if (testBackend === 'pglite') {
    const dataDir = tempDir('memplat-0190-');
    fs.cpSync(path.join(await embeddedStoreBefore0190(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    return openDatabase({ dataDir, poolMax: 1 }, { migrate: false });
  }
  const database = await createTestDatabaseUrl({ empty: true });
  drop = database.drop;
  const opened = await openDatabase({ dataDir: '', databaseUrl: database.url, poolMax: 2 }, { inMemory: true, migrate: false });
  await migrateTo0190WithPlainSecrets(opened);
  return opened;
}

describe('migration 0190: OAuth client secrets sealed at rest', () => {
  it('seals every plain secret bound to its client and drops the plain column', async () => {
    db = await storeWithPlainSecrets();
    await runMigrations(db.knex, { hasVector: db.vectorColumn, secretBox: box });
    const rows = await db.knex('oauth_clients').orderBy('client_id');
    expect(rows.every((r: Record<string, unknown>) => !('secret_plain' in r))).toBe(true);
    const [a, b, pub] = rows;
    expect(box.open(a.secret_sealed, 'oauth-client-secret:mpo_a')).toBe('mpo_cs_plain-secret-a');
    expect(box.open(b.secret_sealed, 'oauth-client-secret:mpo_b')).toBe('mpo_cs_plain-secret-b');
    expect(() => box.open(a.secret_sealed, 'oauth-client-secret:mpo_b')).toThrow();
    expect(JSON.stringify(rows)).not.toContain('plain-secret');
    expect(pub.secret_sealed).toBeNull();
  }, 180_000);

  it('without the sealer, drops the plain secrets (they still authenticate by hash)', async () => {
    db = await storeWithPlainSecrets();
    await runMigrations(db.knex, { hasVector: db.vectorColumn });
    const rows = await db.knex('oauth_clients');
    expect(JSON.stringify(rows)).not.toContain('plain-secret');
    expect(rows.map((r: Record<string, unknown>) => r.secret_sealed)).toEqual([null, null, null]);
    expect(rows.filter((r: Record<string, unknown>) => r.secret_hash === 'hash')).toHaveLength(2);
  }, 180_000);
});
