/**
 * Confidential client secrets at rest: the store keeps a SHA-256 hash (to check the secret) and,
 * until the owner hides it, the secret sealed with AES-256-GCM under the key that protects TOTP
 * secrets, bound to the client id. No secret is written to the data directory in plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContaining } from '../../../testing/files-containing.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';

let server: AuthTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('sealy', 'sealy@example.com');
  browser = server.browser();
  expect((await browser.login('sealy')).status).toBe(200);
}, 240_000);
afterAll(async () => server?.close(), 60_000);

describe('confidential client secrets at rest', () => {
  it('are stored sealed and bound to the client, never in plain text, and appear nowhere in the data directory', async () => {
    const created = await browser.post('/oauth/clients', { client_name: 'Sealed sync', redirect_uris: ['http://127.0.0.1:9999/cb'] });
    expect(created.status).toBe(201);
    const regenerated = await browser.post(`/oauth/clients/${created.json.client_id}/regenerate-secret`);
    expect(regenerated.status).toBe(200);
    const other = await browser.post('/oauth/clients', { client_name: 'Second', redirect_uris: ['http://127.0.0.1:9999/cb'] });
    const secrets: string[] = [created.json.client_secret, regenerated.json.client_secret, other.json.client_secret];
    for (const secret of secrets) expect(secret).toMatch(/^mpo_cs_/);

    const row = await server.services.db.knex('oauth_clients').where({ client_id: created.json.client_id }).first();
    expect(row).not.toHaveProperty('secret_plain');
    expect(row.secret_sealed).toMatch(new RegExp(`^v2:${server.services.auth.secretBox.keyId}:`));
    expect(JSON.stringify(row)).not.toContain(regenerated.json.client_secret);
    const box = server.services.auth.secretBox;
    expect(box.open(row.secret_sealed, `oauth-client-secret:${created.json.client_id}`)).toBe(regenerated.json.client_secret);
    // Bound to its client: the sealed value of another client does not open under this id.
    const otherRow = await server.services.db.knex('oauth_clients').where({ client_id: other.json.client_id }).first();
    expect(() => box.open(otherRow.secret_sealed, `oauth-client-secret:${created.json.client_id}`)).toThrow();

    // Hiding deletes the sealed secret.
    expect((await browser.post(`/oauth/clients/${other.json.client_id}/hide`)).status).toBe(200);
    expect((await server.services.db.knex('oauth_clients').where({ client_id: other.json.client_id }).first()).secret_sealed).toBeNull();

    if (server.services.db.kind !== 'pglite') return; // PostgreSQL keeps its files elsewhere
    await server.running.close(); // flushes the embedded store to its files
    for (const secret of secrets) expect(filesContaining(server.dataDir, secret), secret).toEqual([]);
  });
});
