/**
 * Migration 0190 on a store that holds client secrets in plain text: each is sealed under the
 * master secret's key and bound to its client, and the plain column is gone. Opened without the
 * sealer, the plain secrets are dropped rather than kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SecretBox } from '../domain/auth/crypto/secret-box.js';
import { createTestDatabaseUrl } from '../testing/test-database.js';
import { openDatabase, type Database } from './db.js';
import { runMigrations } from './migrator.js';

let db: Database | undefined;
let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await db?.close();
  await drop?.();
  db = undefined;
});

const box = new SecretBox(Buffer.from('a master secret of at least 32 characters'));

async function storeWithPlainSecrets(): Promise<Database> {
  const database = await createTestDatabaseUrl({ empty: true });
  drop = database.drop;
  const opened = await openDatabase({ dataDir: '', databaseUrl: database.url, poolMax: 2 }, { inMemory: true, migrate: false });
  await runMigrations(opened.knex, { hasVector: opened.hasVector }, '0190');
  const client = (id: string, secret: string | null) => ({
    client_id: id, client_name: id, redirect_uris: '["http://127.0.0.1/cb"]', scope: 'memory:read', grant_types: '["authorization_code"]',
    token_endpoint_auth_method: secret ? 'client_secret_basic' : 'none', secret_hash: secret ? 'hash' : null, secret_plain: secret, dynamic: false,
    created_at: new Date(), updated_at: new Date(),
  });
  await opened.knex('oauth_clients').insert([client('mpo_a', 'mpo_cs_plain-secret-a'), client('mpo_b', 'mpo_cs_plain-secret-b'), client('mpo_pub', null)]);
  return opened;
}

describe('migration 0190: OAuth client secrets sealed at rest', () => {
  it('seals every plain secret bound to its client and drops the plain column', async () => {
    db = await storeWithPlainSecrets();
    await runMigrations(db.knex, { hasVector: db.hasVector, secretBox: box });
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
    await runMigrations(db.knex, { hasVector: db.hasVector });
    const rows = await db.knex('oauth_clients');
    expect(JSON.stringify(rows)).not.toContain('plain-secret');
    expect(rows.map((r: Record<string, unknown>) => r.secret_sealed)).toEqual([null, null, null]);
    expect(rows.filter((r: Record<string, unknown>) => r.secret_hash === 'hash')).toHaveLength(2);
  }, 180_000);
});
