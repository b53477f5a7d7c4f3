/**
 * Two server processes ("nodes") on one PostgreSQL database and one Redis, as behind a load
 * balancer: what one node does, the other honours. Needs TEST_DATABASE_URL and TEST_REDIS_URL
 * (files named *.redis.test.ts run only where Redis is given: the PostgreSQL pass of `npm test`).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/client.js';
import { prepareStore, signIn } from './support/fixtures.js';
import { makeDataDir, startServerProcess, type ServerProcess } from './support/server-process.js';
import { createTestDatabaseUrl } from '../src/testing/test-database.js';
import { requireEnv } from '../src/testing/require-env.js';
import { testTime } from '../src/testing/time-budget.js';

requireEnv('TEST_DATABASE_URL'); // one database for both nodes
const redisUrl = requireEnv('TEST_REDIS_URL');

let a: ServerProcess;
let b: ServerProcess;
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `two-nodes-${randomBytes(6).toString('hex')}:`,
    SECRET_KEY: randomBytes(32).toString('hex'),
  };
  const dataA = makeDataDir('memplat-node-a-');
  await prepareStore({ ...shared, DATA_DIR: dataA }, { admin: true });
  [a, b] = await Promise.all([
    startServerProcess({ ...shared, DATA_DIR: dataA }, dataA),
    startServerProcess(shared, makeDataDir('memplat-node-b-')),
  ]);
}, testTime(180_000));

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase();
});

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe('two nodes on one database and one Redis', () => {
  it('a session cookie from node A works on node B; signed out on A, it is refused on B', async () => {
    const cookie = await signIn(a.url);
    expect((await call(b.url, 'getBrowserSession', { method: 'GET', path: '/api/v1/auth/session', headers: { cookie } })).json).toMatchObject({ authenticated: true });
    const out = await call(a.url, 'logout', { method: 'POST', path: '/api/v1/auth/logout?scope=all', headers: { cookie } });
    expect(out.status, out.text).toBeLessThan(300);
    expect((await call(b.url, 'getBrowserSession', { method: 'GET', path: '/api/v1/auth/session', headers: { cookie } })).json).toMatchObject({ authenticated: false });
  });

  it('an API key revoked on node A is refused on node B within a second', async () => {
    const cookie = await signIn(a.url);
    const created = await call(a.url, 'createMyApiKey', { method: 'POST', path: '/api/v1/me/api-keys', headers: { cookie }, json: { name: 'two-nodes' } });
    expect(created.status, created.text).toBe(201);
    const key = (created.json as { key: string }).key;
    const listOnB = () => call(b.url, 'listMemories', { method: 'GET', path: '/api/v1/memory', headers: { authorization: `Bearer ${key}` } });
    expect((await listOnB()).status).toBe(200); // node B now remembers the key
    const revoked = await call(a.url, 'revokeMyApiKey', { method: 'DELETE', path: '/api/v1/me/api-keys/two-nodes', headers: { cookie } });
    expect(revoked.status, revoked.text).toBe(204);
    const took = await eventually(async () => (await listOnB()).status === 401, 1_000);
    expect(took).toBeLessThan(1_000);
  });

  it('the client registration limit is counted across both nodes', async () => {
    const register = (node: ServerProcess) =>
      call(node.url, 'registerOAuthClient', {
        method: 'POST', path: '/oauth/register', json: { client_name: 'MCP Inspector', redirect_uris: ['http://127.0.0.1:6274/oauth/callback'] },
      });
    // OAUTH_DCR_RATE_LIMIT_PER_MINUTE is 5 per client address.
    const statuses = [];
    for (const node of [a, b, a, b, a]) statuses.push((await register(node)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await register(b);
    expect(refused.status).toBe(429);
    expect(refused.problems).toEqual([]);
    expect((await register(a)).status).toBe(429);
  });
});
