/**
 * GET /api/v1/metrics no longer tells anyone every tenant's counts: a caller sees its own
 * context's, and service-wide figures (also GET /metrics) are for the operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
// Behind a trusted proxy: this address is the client's, not a loopback one.
const REMOTE = { 'x-forwarded-for': '203.0.113.9' };

beforeAll(async () => {
  server = await startAuthTestServer({ TRUST_PROXY: 'true' });
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

/** A signed-in account without the admin role (as a sign-up through a provider makes). */
async function signedInMember(label: string) {
  const user = await signedInUser(server, label);
  await server.services.db.knex('accounts').where({ id: user.id }).update({ role: 'user' });
  return user;
}

async function store(b: Browser, count: number, label: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await b.request('POST', '/api/v1/memory', { json: { key: `${label}-${i}`, value: `${label} note number ${i}`, tags: [label] }, headers: REMOTE });
    expect(res.status).toBe(201);
  }
}

describe('ASVS 4.1.3 / tenant isolation: storage metrics show only what the caller may read', () => {
  it('answers the caller\'s own context by default, and refuses another tenant\'s context', async () => {
    const alice = await signedInMember('alice');
    const bob = await signedInMember('bob');
    await store(alice.browser, 2, 'alice');
    await store(bob.browser, 1, 'bob');
    const mine = await alice.browser.get('/api/v1/metrics', REMOTE);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ scope: 'context', context: { kind: 'private' }, memories_count: 2, embedding_backlog: expect.any(Number) });
    expect(mine.json.graph_edges).toBe(2); // one tag edge per memory, none of Bob's
    expect(mine.json.storage_size_mb).toBeLessThan(1);
    const his = await bob.browser.get('/api/v1/metrics', REMOTE);
    expect(his.json.memories_count).toBe(1);
    const probe = await alice.browser.get('/api/v1/metrics', { ...REMOTE, 'x-context-id': his.json.context.id });
    expect([probe.status, probe.json.code]).toEqual([404, 'MEMORY-005']);
  });

  it('gives service-wide counts to an administrator or a loopback client only', async () => {
    const carol = await signedInMember('carol');
    const refused = await carol.browser.get('/api/v1/metrics?scope=service', REMOTE);
    expect([refused.status, refused.json.code]).toEqual([403, 'SYSTEM-007']);
    const { key } = await server.services.apiKeys.create({ name: 'metrics-probe' });
    const keyRemote = await server.browser({ authorization: `Bearer ${key}`, ...REMOTE }).get('/api/v1/metrics?scope=service');
    expect([keyRemote.status, keyRemote.json.code]).toEqual([403, 'SYSTEM-007']);

    await server.createAdmin('metrics-admin', 'metrics-admin@example.com');
    const admin = server.browser(REMOTE);
    expect((await admin.login('metrics-admin')).status).toBe(200);
    const service = await admin.get('/api/v1/metrics?scope=service');
    expect(service.status).toBe(200);
    expect(service.json.scope).toBe('service');
    expect(service.json.context).toBeNull();
    expect(service.json.memories_count).toBeGreaterThanOrEqual(3);

    const loopback = await server.browser({ authorization: `Bearer ${key}` }).get('/api/v1/metrics?scope=service');
    expect([loopback.status, loopback.json.scope]).toEqual([200, 'service']);
  });

  it('applies the same rule to GET /metrics: an administrator\'s session opens it, another account\'s does not', async () => {
    const dave = await signedInMember('dave');
    const refused = await dave.browser.get('/metrics', REMOTE);
    expect([refused.status, refused.json.code]).toEqual([403, 'SYSTEM-006']);
    await server.createAdmin('prom-admin', 'prom-admin@example.com');
    const admin = server.browser(REMOTE);
    await admin.login('prom-admin');
    const ok = await admin.get('/metrics');
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('memplat_http_requests_total');
  });
});
