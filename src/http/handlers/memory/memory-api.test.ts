/**
 * The memory REST API end to end: a real server (PGlite, or PostgreSQL without pgvector via
 * TEST_DATABASE_URL) and the builtin embedding model.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../../../testing/http/memory-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: MemoryTestServer;
const asUser = (user: string, agent?: string) => ({ 'x-user-id': user, ...(agent ? { 'x-agent-name': agent } : {}) });
const fresh = () => asUser(`user-${randomUUID().slice(0, 8)}`);

beforeAll(async () => {
  server = await startMemoryTestServer();
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('create, read, update, delete', () => {
  it('creates with 201 and Location, replaces with 200', async () => {
    const headers = fresh();
    const created = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'user.preferences.language', value: 'Prefers German.', tags: ['prefs'], importance: 0.8 } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('/api/v1/memory/user.preferences.language');
    expect(created.body).toMatchObject({ key: 'user.preferences.language', value: 'Prefers German.', scope: 'persistent', tags: ['prefs'], importance: 0.8, user_id: headers['x-user-id'], agent_name: 'global', expires_at: null });
    const replaced = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'user.preferences.language', value: 'Prefers French.' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, value: 'Prefers French.', importance: 0.5, tags: [] });
    const read = await server.request('GET', '/api/v1/memory/user.preferences.language', { headers });
    expect(read.status).toBe(200);
    expect(read.body.value).toBe('Prefers French.');
  });

  it('round-trips keys that need percent-encoding', async () => {
    const headers = fresh();
    const key = 'project:alpha/notes 100% ✓';
    expect((await server.request('POST', '/api/v1/memory', { headers, body: { key, value: 'v' } })).status).toBe(201);
    const read = await server.request('GET', `/api/v1/memory/${encodeURIComponent(key)}`, { headers });
    expect(read.status).toBe(200);
    expect(read.body.key).toBe(key);
  });

  it('PUT updates partially and answers 404 MEMORY-001 for a missing key', async () => {
    const headers = fresh();
    const missing = await server.request('PUT', '/api/v1/memory/none', { headers, body: { importance: 0.3 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'MEMORY-001', message: expect.any(String), request_id: expect.any(String) });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'k', value: 'text', tags: ['t'] } });
    const updated = await server.request('PUT', '/api/v1/memory/k', { headers, body: { importance: 0.3 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ value: 'text', tags: ['t'], importance: 0.3 });
  });

  it('DELETE answers 204, writes an audit entry, then 404', async () => {
    const headers = fresh();
    const created = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'gone', value: 'bye' } });
    const deleted = await server.request('DELETE', '/api/v1/memory/gone', { headers });
    expect(deleted.status).toBe(204);
    expect((await server.request('GET', '/api/v1/memory/gone', { headers })).status).toBe(404);
    expect((await server.request('DELETE', '/api/v1/memory/gone', { headers })).status).toBe(404);
    const audit = await server.services.audit.list({ action: 'memory.delete' });
    expect(audit.some((row) => row.target_id === created.body.id)).toBe(true);
  });
});

describe('validation', () => {
  it.each([
    ['importance out of range', { key: 'k', value: 'v', importance: 1.5 }, 'importance'],
    ['unknown scope', { key: 'k', value: 'v', scope: 'forever' }, 'scope'],
    ['empty key', { key: '', value: 'v' }, 'key'],
    ['too long key', { key: 'k'.repeat(257), value: 'v' }, 'key'],
    ['oversized value', { key: 'k', value: 'x'.repeat(65_537) }, 'value'],
    ['tags not strings', { key: 'k', value: 'v', tags: [1] }, 'tags'],
    ['unknown field', { key: 'k', value: 'v', colour: 'red' }, 'colour'],
  ])('refuses %s with 422 and writes nothing', async (_name, body, field) => {
    const headers = fresh();
    const res = await server.request('POST', '/api/v1/memory', { headers, body });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('REQUEST-001');
    expect(res.body.detail.some((d: { loc: unknown[] }) => d.loc[0] === 'body' && d.loc.includes(field))).toBe(true);
    const list = await server.request('GET', '/api/v1/memory', { headers });
    expect(list.body.items).toEqual([]);
  });

  it('refuses a blank key the schema lets through (domain rule)', async () => {
    const headers = fresh();
    const res = await server.request('POST', '/api/v1/memory', { headers, body: { key: '   ', value: 'v' } });
    expect(res.status).toBe(422);
    expect((await server.request('GET', '/api/v1/memory', { headers })).body.items).toEqual([]);
  });

  it('refuses recall k above the maximum and feedback weight outside -1..1', async () => {
    expect((await server.request('POST', '/api/v1/recall', { body: { query: 'x', k: 51 } })).status).toBe(422);
    expect((await server.request('POST', '/api/v1/feedback', { body: { key: 'x', label: 'useful', weight: 2 } })).status).toBe(422);
    expect((await server.request('POST', '/api/v1/feedback', { body: { key: 'x', node_id: 'memory:x', label: 'useful' } })).status).toBe(422);
  });
});

describe('listing', () => {
  it('pages with a cursor and filters by tag, scope and agent', async () => {
    const user = `user-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i++) {
      await server.request('POST', '/api/v1/memory', { headers: asUser(user), body: { key: `k${i}`, value: `v${i}`, tags: i % 2 ? ['odd', 'all'] : ['all'], scope: i === 0 ? 'working' : 'persistent' } });
      await new Promise((resolve) => setTimeout(resolve, 3)); // distinct updated_at
    }
    await server.request('POST', '/api/v1/memory', { headers: asUser(user, 'coder'), body: { key: 'c', value: 'coder memory' } });
    const page1 = await server.request('GET', '/api/v1/memory?limit=2', { headers: asUser(user) });
    expect(page1.body.items.map((m: { key: string }) => m.key)).toEqual(['k4', 'k3']);
    const page2 = await server.request('GET', `/api/v1/memory?limit=2&cursor=${page1.body.next_cursor}`, { headers: asUser(user) });
    expect(page2.body.items.map((m: { key: string }) => m.key)).toEqual(['k2', 'k1']);
    const tagged = await server.request('GET', '/api/v1/memory?tag=odd&tag=all', { headers: asUser(user) });
    expect(tagged.body.items.map((m: { key: string }) => m.key)).toEqual(['k3', 'k1']);
    const working = await server.request('GET', '/api/v1/memory?scope=working', { headers: asUser(user) });
    expect(working.body.items.map((m: { key: string }) => m.key)).toEqual(['k0']);
    const coder = await server.request('GET', '/api/v1/memory?agent_name=coder', { headers: asUser(user) });
    expect(coder.body.items.map((m: { key: string }) => m.key)).toEqual(['c']);
    expect((await server.request('GET', '/api/v1/memory?cursor=bogus', { headers: asUser(user) })).status).toBe(422);
  });
});

describe('contexts and users', () => {
  it('keeps X-User-ID namespaces apart and defaults to default_user', async () => {
    const key = `shared-${randomUUID()}`;
    await server.request('POST', '/api/v1/memory', { headers: asUser('alice'), body: { key, value: 'alice' } });
    expect((await server.request('GET', `/api/v1/memory/${key}`, { headers: asUser('bob') })).status).toBe(404);
    const anon = await server.request('POST', '/api/v1/memory', { body: { key, value: 'anon' } });
    expect(anon.body.user_id).toBe('default_user');
  });

  it("uses an API key's user by default and refuses a context the caller cannot reach", async () => {
    const knex = server.services.db.knex;
    const { key } = await server.services.apiKeys.create({ name: `local-${randomUUID().slice(0, 8)}`, userId: 'key-user' });
    const created = await server.request('POST', '/api/v1/memory', { headers: { authorization: `Bearer ${key}` }, body: { key: 'k', value: 'v' } });
    expect(created.status).toBe(201);
    expect(created.body.user_id).toBe('key-user');

    // A key whose default context belongs to another account (e.g. access since revoked).
    const owner = randomUUID();
    const holder = randomUUID();
    await knex('accounts').insert([{ id: owner, email: `${owner}@example.test` }, { id: holder, email: `${holder}@example.test` }]);
    const ownersContext = await server.services.contexts.privateContextOf(owner);
    const stray = await server.services.apiKeys.create({ name: `stray-${randomUUID().slice(0, 8)}` });
    await knex('api_keys').where({ id: stray.record.id }).update({ account_id: holder, context_id: ownersContext });
    const denied = await server.request('GET', '/api/v1/memory', { headers: { authorization: `Bearer ${stray.key}` } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('MEMORY-002');
    const write = await server.request('POST', '/api/v1/memory', { headers: { authorization: `Bearer ${stray.key}` }, body: { key: 'x', value: 'y' } });
    expect(write.status).toBe(403);
    expect(await knex('memories').where({ context_id: ownersContext })).toHaveLength(0);
  });
});

describe('recall, search and feedback', () => {
  it('finds by full text at once and by meaning once embedded', async () => {
    const headers = fresh();
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'pet', value: 'We adopted a golden retriever puppy last spring.' } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'tax', value: 'The quarterly tax report is due in April.' } });
    const search = await server.request('GET', '/api/v1/search?q=retriever', { headers });
    expect(search.status).toBe(200);
    expect(search.body.query).toBe('retriever');
    expect(search.body.results[0]).toMatchObject({ key: 'pet' });
    expect(search.body.results[0].snippet).toContain('<mark>retriever</mark>');
    await server.embedded();
    const recall = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'dog' } });
    expect(recall.status).toBe(200);
    expect(recall.body.results[0].key).toBe('pet');
    for (const r of recall.body.results) expect(r.score).toBeGreaterThanOrEqual(0);
    for (const r of recall.body.results) expect(r.score).toBeLessThanOrEqual(1);
  });

  it('sinks a memory marked outdated', async () => {
    const headers = fresh();
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'v1', value: 'The team meeting is on Monday at nine.' } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'v2', value: 'The team meeting is on Tuesday at nine.' } });
    await server.embedded();
    const feedback = await server.request('POST', '/api/v1/feedback', { headers, body: { key: 'v1', label: 'outdated' } });
    expect(feedback.status).toBe(201);
    expect(feedback.body).toMatchObject({ key: 'v1', label: 'outdated', weight: 1, node_id: expect.stringMatching(/^memory:/) });
    const recall = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'when is the team meeting', k: 2 } });
    expect(recall.body.results.map((r: { key: string }) => r.key)).toEqual(['v2', 'v1']);
    const missing = await server.request('POST', '/api/v1/feedback', { headers, body: { key: 'nope', label: 'useful' } });
    expect(missing.status).toBe(404);
  });
});
