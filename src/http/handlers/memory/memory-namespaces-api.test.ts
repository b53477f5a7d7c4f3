/**
 * listMemoryNamespaces: which users and agents have memories in a context, with counts and
 * the last write, newest first, so nobody needs to know "alice" and "claude-code" beforehand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../../../testing/http/memory-test-server.js';

let server: MemoryTestServer;
beforeAll(async () => {
  server = await startMemoryTestServer();
}, 180_000);
afterAll(async () => server?.close(), 60_000);

async function remember(user: string, agent: string | null, key: string): Promise<void> {
  const headers: Record<string, string> = { 'x-user-id': user, ...(agent ? { 'x-agent-name': agent } : {}) };
  expect((await server.request('POST', '/api/v1/memory', { headers, body: { key, value: `${user} ${key}` } })).status).toBe(201);
}

describe('listing the namespaces of a context', () => {
  it('names every user and agent with memories, counts them and says when each was last written, newest first', async () => {
    await remember('alice', null, 'tea');
    await remember('alice', null, 'coffee');
    await remember('alice', 'claude-code', 'repo');
    await remember('bob', null, 'dog');
    const res = await server.request('GET', '/api/v1/memory-namespaces');
    expect(res.status).toBe(200);
    expect(res.body.context).toMatchObject({ kind: 'local' });
    expect(res.body.total).toBe(3);
    expect(res.body.namespaces.map((n: { user_id: string; agent_name: string; memories: number }) => [n.user_id, n.agent_name, n.memories])).toEqual([
      ['bob', 'global', 1],
      ['alice', 'claude-code', 1],
      ['alice', 'global', 2],
    ]);
    const times = res.body.namespaces.map((n: { last_write_at: string }) => Date.parse(n.last_write_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const first = await server.request('GET', '/api/v1/memory-namespaces?limit=1');
    expect(first.body.namespaces).toHaveLength(1);
    expect(first.body.total).toBe(3);
  });

  it('drops a namespace once its memories are deleted', async () => {
    await remember('carol', 'cursor', 'note');
    expect((await server.request('DELETE', '/api/v1/memory/note', { headers: { 'x-user-id': 'carol', 'x-agent-name': 'cursor' } })).status).toBe(204);
    const res = await server.request('GET', '/api/v1/memory-namespaces');
    expect(res.body.namespaces.some((n: { user_id: string }) => n.user_id === 'carol')).toBe(false);
  });

  it('refuses a limit out of range', async () => {
    expect((await server.request('GET', '/api/v1/memory-namespaces?limit=0')).status).toBe(422);
  });
});

describe('searching every namespace of the context', () => {
  it('finds matches of every user and agent with all_namespaces, each hit naming its namespace; one namespace without it', async () => {
    const write = async (user: string, agent: string | null, key: string, value: string) => {
      const headers: Record<string, string> = { 'x-user-id': user, ...(agent ? { 'x-agent-name': agent } : {}) };
      expect((await server.request('POST', '/api/v1/memory', { headers, body: { key, value } })).status).toBe(201);
    };
    await write('dana', null, 'plants', 'The monstera needs repotting in spring.');
    await write('erik', 'claude-code', 'office', 'A monstera stands by the office window, watered on Fridays.');
    await write('erik', null, 'lunch', 'Lunch is at noon.');
    const asFrank = { 'x-user-id': 'frank' };
    const one = await server.request('GET', '/api/v1/search?q=monstera', { headers: asFrank });
    expect(one.status).toBe(200);
    expect(one.body.results).toEqual([]);
    const all = await server.request('GET', '/api/v1/search?q=monstera&all_namespaces=true', { headers: asFrank });
    expect(all.status).toBe(200);
    const hits = all.body.results as Array<{ user_id: string; agent_name: string; key: string; score: number; snippet: string }>;
    expect(hits.map((h) => [h.user_id, h.agent_name, h.key]).sort()).toEqual([['dana', 'global', 'plants'], ['erik', 'claude-code', 'office']]);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    for (const h of hits) expect(h.snippet).toContain('<mark>');
    expect((await server.request('GET', '/api/v1/search?q=monstera&all_namespaces=true&limit=1', { headers: asFrank })).body.results).toHaveLength(1);
    expect((await server.request('GET', '/api/v1/search?q=monstera&all_namespaces=perhaps', { headers: asFrank })).status).toBe(422);
  });
});
