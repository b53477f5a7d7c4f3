/**
 * Export, import and namespace erasure over REST for signed-in people and keys: my data as
 * JSON and JSON Lines, an import that is idempotent and reports bad lines, erasure only with
 * its confirmation and audited, and no way into another account's contexts through any of
 * them (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let alice: { id: string; loginId: string; browser: Browser };
let bob: { id: string; loginId: string; browser: Browser };
let aliceCtx: string;
let bobCtx: string;
let bobKey: string;

/** A request as the browser sends it (cookies, CSRF token on writes), with any body and content type. */
async function raw(browser: Browser | null, method: string, route: string, options: { body?: string; contentType?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (browser) {
    headers.cookie = browser.cookieHeader();
    const csrf = browser.cookies.get('svc_csrf');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await fetch(server.url + route, { method, headers, body: options.body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', disposition: res.headers.get('content-disposition') ?? '', text: await res.text() };
}

const ndjson = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const keysOf = (text: string) => text.trimEnd().split('\n').filter(Boolean).map((l) => JSON.parse(l).key as string);

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
  alice = await signedInUser(server, 'port-alice');
  bob = await signedInUser(server, 'port-bob');
  aliceCtx = await server.services.contexts.privateContextOf(alice.id);
  bobCtx = await server.services.contexts.privateContextOf(bob.id);
  bobKey = (await server.services.apiKeys.create({ name: 'bob-key', accountLoginId: bob.loginId })).key;
  expect((await alice.browser.post('/api/v1/memory', { key: 'bike', value: 'Alice rides a green bicycle' })).status).toBe(201);
  expect((await alice.browser.post('/api/v1/memory', { key: 'tea', value: 'Alice drinks rooibos' }, { 'x-agent-name': 'cursor' })).status).toBe(201);
  expect((await bob.browser.post('/api/v1/memory', { key: 'secret', value: 'Bob hides the spare key under the mat' })).status).toBe(201);
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('GET /api/v1/export', () => {
  it('gives a signed-in person every memory of their contexts, as JSON or JSON Lines, and nobody else\'s', async () => {
    const json = await alice.browser.get('/api/v1/export');
    expect(json.status).toBe(200);
    expect(json.json.contexts).toEqual([{ id: aliceCtx, name: 'Private', kind: 'private' }]);
    expect(json.json.records.map((r: { key: string }) => r.key)).toEqual(['tea', 'bike']);
    expect(json.json.records[1]).toMatchObject({ type: 'memplat.memory', format: 1, context: { id: aliceCtx }, user_id: 'default_user', agent_name: 'global', value: 'Alice rides a green bicycle', version: 1 });

    const lines = await raw(alice.browser, 'GET', '/api/v1/export?agent_name=cursor', { headers: { accept: 'application/x-ndjson' } });
    expect(lines.status).toBe(200);
    expect(lines.type).toMatch(/^application\/x-ndjson/);
    expect(keysOf(lines.text)).toEqual(['tea']);
    expect(lines.text).not.toContain('Bob');
  });

  it('refuses another account\'s context (404 MEMORY-005), for a session and for a key', async () => {
    const viaSession = await alice.browser.get('/api/v1/export', { 'x-context-id': bobCtx });
    expect(viaSession.status).toBe(404);
    expect(viaSession.json.code).toBe('MEMORY-005');
    const viaKey = await raw(null, 'GET', '/api/v1/export', { headers: { authorization: `Bearer ${bobKey}`, 'x-context-id': aliceCtx } });
    expect(viaKey.status).toBe(404);
    const own = await raw(null, 'GET', '/api/v1/export', { headers: { authorization: `Bearer ${bobKey}` } });
    expect(JSON.parse(own.text).records.map((r: { key: string }) => r.key)).toEqual(['secret']);
  });
});

describe('POST /api/v1/import', () => {
  it('writes new and newer records, changes nothing the second time, reports bad lines', async () => {
    const body = ndjson([
      { key: 'trip', value: 'Alice plans a trip to Lisbon in May', tags: ['travel'], updated_at: '2025-04-01T10:00:00.000001Z' },
      { key: 'bike', value: 'an older note', updated_at: '2000-01-01T00:00:00Z' },
      { key: 'bad', value: 'x', importance: 7 },
    ]) + 'not json\n';
    const first = await raw(alice.browser, 'POST', '/api/v1/import', { body, contentType: 'application/x-ndjson' });
    expect(first.status).toBe(200);
    const report = JSON.parse(first.text);
    expect(report).toMatchObject({ records: 4, created: 1, updated: 0, unchanged: 1, skipped: 0, failed: 2, contexts: [{ id: aliceCtx, kind: 'private', records: 2 }] });
    expect(report.errors).toEqual([
      { line: 3, key: 'bad', code: 'REQUEST-001', message: 'importance: must be <= 1' },
      { line: 4, key: null, code: 'REQUEST-001', message: 'line: is not valid JSON' },
    ]);
    expect((await alice.browser.get('/api/v1/memory/bike')).json.value).toBe('Alice rides a green bicycle');
    expect((await alice.browser.get('/api/v1/memory/trip')).json).toMatchObject({ tags: ['travel'], updated_at: '2025-04-01T10:00:00.000Z' });

    const second = JSON.parse((await raw(alice.browser, 'POST', '/api/v1/import', { body, contentType: 'application/x-ndjson' })).text);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 2 });
  });

  it('replaces a memory with a newer record and keeps the replaced state in its history', async () => {
    expect((await alice.browser.post('/api/v1/memory', { key: 'car', value: 'Alice drives a grey hatchback' })).status).toBe(201);
    const newer = ndjson([{ key: 'car', value: 'Alice drives a red estate car', updated_at: '2099-01-01T00:00:00Z' }]);
    expect(JSON.parse((await raw(alice.browser, 'POST', '/api/v1/import', { body: newer, contentType: 'application/x-ndjson' })).text)).toMatchObject({ updated: 1 });
    const history = await alice.browser.get('/api/v1/memory/car/history');
    expect(history.json.memory.value).toBe('Alice drives a red estate car');
    expect(history.json.versions.map((v: { value: string }) => v.value)).toEqual(['Alice drives a grey hatchback']);
    expect((await alice.browser.request('DELETE', '/api/v1/memory/car')).status).toBe(204);
  });

  it('round-trips my export into another account without reaching the original context', async () => {
    const exported = await raw(alice.browser, 'GET', '/api/v1/export', { headers: { accept: 'application/x-ndjson' } });
    const imported = await raw(bob.browser, 'POST', '/api/v1/import', { body: exported.text, contentType: 'application/x-ndjson' });
    // Alice's records name her private context, which Bob cannot write: they land in his own.
    expect(JSON.parse(imported.text)).toMatchObject({ created: 3, failed: 0, contexts: [{ id: bobCtx, records: 3 }] });
    expect(keysOf((await raw(alice.browser, 'GET', '/api/v1/export', { headers: { accept: 'application/x-ndjson' } })).text)).toEqual(['tea', 'bike', 'trip']);
    const bobs = JSON.parse((await raw(bob.browser, 'GET', '/api/v1/export')).text);
    expect(bobs.records.map((r: { key: string }) => r.key)).toEqual(['tea', 'bike', 'secret', 'trip']);
    expect(bobs.records.every((r: { context: { id: string } }) => r.context.id === bobCtx)).toBe(true);

    const named = await raw(bob.browser, 'POST', '/api/v1/import', { body: exported.text, contentType: 'application/x-ndjson', headers: { 'x-context-id': aliceCtx } });
    expect(named.status).toBe(404);
  });

  it('refuses a body over BODY_LIMIT_BYTES sent without a length (413)', async () => {
    const big = `${JSON.stringify({ key: 'big', value: 'x'.repeat(60_000) })}\n`.repeat(20);
    const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(big)); c.close(); } });
    const res = await fetch(`${server.url}/api/v1/import`, {
      method: 'POST', body: stream, duplex: 'half',
      headers: { 'content-type': 'application/x-ndjson', cookie: alice.browser.cookieHeader(), 'x-csrf-token': alice.browser.cookies.get('svc_csrf')! },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('REQUEST-004');
  });
});

describe('POST /api/v1/forget', () => {
  it('deletes a user namespace only with its confirmation, and audits it', async () => {
    const b = alice.browser;
    for (const agent of ['global', 'cursor', 'claude']) {
      expect((await b.post('/api/v1/memory', { key: `note-${agent}`, value: `Dana note from ${agent}` }, { 'x-user-id': 'dana', 'x-agent-name': agent })).status).toBe(201);
    }
    expect((await b.post('/api/v1/graph/interaction', { user_id: 'dana', query: 'what did I note about the garden?', response: 'three notes about tomatoes', ai_platform: 'cursor' }, { 'x-agent-name': 'cursor' })).status).toBe(201);

    const agentOnly = await b.post('/api/v1/forget', { user_id: 'dana', agent_name: 'claude' });
    expect(agentOnly.json).toMatchObject({ status: 'confirmation_required', counts: { memories: 1 } });
    const asked = await b.post('/api/v1/forget', { user_id: 'dana' });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ status: 'confirmation_required', namespace: { user_id: 'dana', agent_name: null }, counts: { memories: 3, interactions: 1 }, context: { id: aliceCtx } });
    expect((await b.get('/api/v1/memory/note-global', { 'x-user-id': 'dana' })).status).toBe(200);

    const otherNamespace = await b.post('/api/v1/forget', { user_id: 'dana', agent_name: 'cursor', confirm: asked.json.confirm });
    expect(otherNamespace.status).toBe(409);
    expect(otherNamespace.json.code).toBe('MEMORY-007');
    const otherCaller = await bob.browser.post('/api/v1/forget', { user_id: 'dana', confirm: asked.json.confirm });
    expect(otherCaller.status).toBe(409);
    const otherContext = await bob.browser.post('/api/v1/forget', { user_id: 'dana', confirm: asked.json.confirm }, { 'x-context-id': aliceCtx });
    expect(otherContext.status).toBe(404);

    const done = await b.post('/api/v1/forget', { user_id: 'dana', confirm: asked.json.confirm });
    expect(done.json).toMatchObject({ status: 'deleted', deleted: { memories: 3, interactions: 1 } });
    expect(done.json.deleted.graph_nodes).toBeGreaterThan(0);
    for (const agent of ['global', 'cursor', 'claude']) expect((await b.get(`/api/v1/memory/note-${agent}`, { 'x-user-id': 'dana', 'x-agent-name': agent })).status).toBe(404);
    expect((await b.get('/api/v1/memory/bike')).status).toBe(200);
    expect((await b.post('/api/v1/forget', { user_id: 'dana' })).json.counts).toEqual({ memories: 0, feedback: 0, interactions: 0, graph_nodes: 0, graph_edges: 0 });

    const [entry] = await server.services.audit.list({ action: 'memory.namespace_erased', accountId: alice.id });
    expect(entry).toMatchObject({ actor_kind: 'session', context_id: aliceCtx, target_type: 'namespace', target_id: 'dana' });
    expect(entry!.details).toMatchObject({ user_id: 'dana', agent_name: null, memories: 3, by: 'caller' });
  });
});

describe('history and feedback travel with their memory', () => {
  it('export -> import into a fresh account -> export gives the same memories, versions and feedback; a second import changes nothing', async () => {
    const b = alice.browser;
    const ns = { 'x-user-id': 'erin' };
    expect((await b.post('/api/v1/memory', { key: 'plan', value: 'Erin plans a trip to Lisbon', tags: ['travel'], importance: 0.7 }, ns)).status).toBe(201);
    expect((await b.request('PUT', '/api/v1/memory/plan', { json: { value: 'Erin plans a trip to Porto' }, headers: ns })).status).toBe(200);
    expect((await b.request('PUT', '/api/v1/memory/plan', { json: { value: 'Erin plans a trip to Porto in May', importance: 0.9 }, headers: ns })).status).toBe(200);
    expect((await b.post('/api/v1/feedback', { key: 'plan', label: 'useful', weight: 0.5 }, ns)).status).toBe(201);
    expect((await b.post('/api/v1/feedback', { key: 'plan', label: 'outdated' }, ns)).status).toBe(201);

    const exported = await raw(b, 'GET', '/api/v1/export?user_id=erin', { headers: { accept: 'application/x-ndjson' } });
    expect(exported.type).toContain('application/x-ndjson');
    expect(exported.disposition).toMatch(/^attachment; filename="memplat-export-\d{4}-\d{2}-\d{2}\.jsonl"$/);
    const [record] = exported.text.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(record).toMatchObject({ key: 'plan', value: 'Erin plans a trip to Porto in May', importance: 0.9, tags: ['travel'], user_id: 'erin', version: 3 });
    expect(record.history.map((v: { version: number; value: string }) => [v.version, v.value])).toEqual([[1, 'Erin plans a trip to Lisbon'], [2, 'Erin plans a trip to Porto']]);
    expect(record.feedback).toMatchObject({ useful: 0.5, irrelevant: 0, outdated: 1 });
    expect(record.feedback.events.map((e: { label: string; weight: number; user_id: string }) => [e.label, e.weight, e.user_id])).toEqual([['useful', 0.5, 'erin'], ['outdated', 1, 'erin']]);

    const carol = await signedInUser(server, 'port-carol');
    const first = await raw(carol.browser, 'POST', '/api/v1/import', { body: exported.text, contentType: 'application/x-ndjson' });
    expect(JSON.parse(first.text)).toMatchObject({ records: 1, created: 1, failed: 0 });
    const again = await raw(carol.browser, 'POST', '/api/v1/import', { body: exported.text, contentType: 'application/x-ndjson' });
    expect(JSON.parse(again.text)).toMatchObject({ records: 1, created: 0, updated: 0, unchanged: 1 });

    const carols = JSON.parse((await raw(carol.browser, 'GET', '/api/v1/export?user_id=erin')).text);
    const { context: _theirs, ...rest } = carols.records[0];
    const { context: _ours, ...original } = record;
    expect(rest).toEqual(original);
    const history = await carol.browser.get('/api/v1/memory/plan/history', { 'x-user-id': 'erin' });
    expect(history.json.versions.map((v: { value: string }) => v.value)).toEqual(['Erin plans a trip to Porto', 'Erin plans a trip to Lisbon']);

    // Carol's memory moves on; Alice's older export no longer changes it.
    expect((await carol.browser.request('PUT', '/api/v1/memory/plan', { json: { value: 'Erin cancelled the trip' }, headers: { 'x-user-id': 'erin' } })).status).toBe(200);
    const stale = await raw(carol.browser, 'POST', '/api/v1/import', { body: exported.text, contentType: 'application/x-ndjson' });
    expect(JSON.parse(stale.text)).toMatchObject({ unchanged: 1, updated: 0 });
    expect((await carol.browser.get('/api/v1/memory/plan', { 'x-user-id': 'erin' })).json.value).toBe('Erin cancelled the trip');
  });

  it('streams the JSON form as one document, also a download', async () => {
    const res = await raw(alice.browser, 'GET', '/api/v1/export?user_id=erin');
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/json');
    expect(res.disposition).toMatch(/filename="memplat-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(JSON.parse(res.text)).toMatchObject({ contexts: [{ id: aliceCtx }], records: [{ key: 'plan', history: [{ version: 1 }, { version: 2 }] }] });
  });
});
