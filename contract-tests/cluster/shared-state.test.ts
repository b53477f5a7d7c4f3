/**
 * Two nodes behind HAProxy on one PostgreSQL database and one Redis: what one node does, the
 * other sees — memories, browser sessions and their revocation, the registration limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.js';
import { signIn } from '../support/fixtures.js';
import { eventually, servedBy, startTestCluster, type TestCluster } from './support.js';

let cluster: TestCluster;

beforeAll(async () => {
  cluster = await startTestCluster();
});
afterAll(async () => {
  await cluster?.close();
});

describe('two nodes behind a load balancer', () => {
  const bearer = () => ({ authorization: `Bearer ${cluster.apiKey}` });

  it('a memory written on node A is read and recalled on node B', async () => {
    const [a, b] = cluster.nodes;
    const written = await call(a!.url, 'createMemory', {
      method: 'POST', path: '/api/v1/memory', headers: bearer(),
      json: { key: 'cluster-tea', value: 'Ada drinks jasmine green tea every morning', scope: 'persistent' },
    });
    expect(written.status, written.text).toBe(201);
    const read = await call(b!.url, 'getMemory', { method: 'GET', path: '/api/v1/memory/cluster-tea', headers: bearer() });
    expect(read.status, read.text).toBe(200);
    expect(read.problems).toEqual([]);
    expect(read.json).toMatchObject({ key: 'cluster-tea', value: 'Ada drinks jasmine green tea every morning' });
    // Recall ranks by the embedding once a node's worker has made it (either node may).
    await eventually(async () => {
      const recalled = await call(b!.url, 'recallMemories', { method: 'POST', path: '/api/v1/recall', headers: bearer(), json: { query: 'what does Ada drink in the morning?' } });
      const results = (recalled.json as { results?: Array<{ key: string }> }).results ?? [];
      return recalled.status === 200 && results[0]?.key === 'cluster-tea';
    }, 15_000);
  });

  it('a session cookie from node A works on node B, directly and through the balancer', async () => {
    const [a, b] = cluster.nodes;
    const cookie = await signIn(a!.url);
    const direct = await call(b!.url, 'getBrowserSession', { method: 'GET', path: '/api/v1/auth/session', headers: { cookie } });
    expect(direct.json).toMatchObject({ authenticated: true });
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${cluster.url}/api/v1/auth/session`, { headers: { cookie } });
      served.add(servedBy(res));
      expect(await res.json()).toMatchObject({ authenticated: true });
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('a session revoked on node A is refused on node B within a second', async () => {
    const [a, b] = cluster.nodes;
    const keeper = await signIn(a!.url);
    const doomed = await signIn(a!.url);
    const onB = async () => (await call(b!.url, 'getBrowserSession', { method: 'GET', path: '/api/v1/auth/session', headers: { cookie: doomed } })).json as { authenticated: boolean };
    expect(await onB()).toMatchObject({ authenticated: true });
    const listed = await call(a!.url, 'listMySessions', { method: 'GET', path: '/api/v1/me/sessions', headers: { cookie: doomed } });
    const target = (listed.json as { sessions: Array<{ id: string; current: boolean }> }).sessions.find((s) => s.current)!;
    const revoked = await call(a!.url, 'revokeMySession', { method: 'DELETE', path: `/api/v1/me/sessions/${target.id}`, headers: { cookie: keeper } });
    expect(revoked.status, revoked.text).toBe(204);
    const took = await eventually(async () => !(await onB()).authenticated, 1_000);
    expect(took).toBeLessThan(1_000);
    console.info(`session revocation: refused on the other node ${took} ms after the revocation answered`);
    expect((await call(a!.url, 'getBrowserSession', { method: 'GET', path: '/api/v1/auth/session', headers: { cookie: keeper } })).json).toMatchObject({ authenticated: true });
  });

  it('the client registration limit is counted across the nodes', async () => {
    const register = (base: string) =>
      fetch(`${base}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'MCP Inspector', redirect_uris: ['http://127.0.0.1:6274/oauth/callback'] }),
      });
    // OAUTH_DCR_RATE_LIMIT_PER_MINUTE is 5 per client address; through HAProxy the address is the one it saw.
    const served: Array<string | null> = [];
    for (let i = 0; i < 5; i++) {
      const res = await register(cluster.url);
      expect(res.status, await res.text()).toBe(201);
      served.push(servedBy(res));
    }
    expect(new Set(served)).toEqual(new Set(['a', 'b']));
    for (const base of [cluster.url, cluster.nodes[0]!.url, cluster.nodes[1]!.url]) {
      const refused = await register(base);
      expect(refused.status, `${base}: ${await refused.text()}`).toBe(429);
    }
  });
});
