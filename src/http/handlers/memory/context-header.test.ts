/**
 * X-Context-ID on the memory and graph API: a browser session reaches every context its
 * account can read (writes need editor or owner), an API key and an anonymous loopback caller
 * only their own context, and every other id answers 404 MEMORY-005 whether it exists or not.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let owner: { id: string; browser: Browser };
let privateCtx: string;
let teamCtx: string;
let readOnlyCtx: string;
let strangersCtx: string;

/** A workspace context in which `accountId` has `role`. */
async function workspaceContext(accountId: string, role: 'owner' | 'member' | 'viewer', name: string): Promise<string> {
  const knex = server.services.db.knex;
  const ws = randomUUID();
  const ctx = randomUUID();
  await knex('workspaces').insert({ id: ws, name, owner_account_id: accountId });
  await knex('workspace_members').insert({ workspace_id: ws, account_id: accountId, role });
  await knex('contexts').insert({ id: ctx, kind: 'workspace', workspace_id: ws, name });
  server.services.contexts.forgetRoles();
  return ctx;
}

const inContext = (id: string) => ({ 'x-context-id': id });

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
  owner = await signedInUser(server, 'ctx-owner');
  privateCtx = await server.services.contexts.privateContextOf(owner.id);
  teamCtx = await workspaceContext(owner.id, 'member', 'Team');
  readOnlyCtx = await workspaceContext(owner.id, 'viewer', 'Handbook');
  const stranger = await signedInUser(server, 'ctx-stranger');
  strangersCtx = await server.services.contexts.privateContextOf(stranger.id);
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('a browser session', () => {
  it('uses its private context by default and another readable context when it names one', async () => {
    const b = owner.browser;
    expect((await b.post('/api/v1/memory', { key: 'home', value: 'The spare key is under the blue pot.' })).status).toBe(201);
    const created = await b.request('POST', '/api/v1/memory', { json: { key: 'standup', value: 'Team standup is at 9:30 on weekdays.', tags: ['team'] }, headers: inContext(teamCtx) });
    expect(created.status).toBe(201);
    expect((await b.get('/api/v1/memory')).json.items.map((m: { key: string }) => m.key)).toEqual(['home']);
    expect((await b.get('/api/v1/memory', inContext(privateCtx))).json.items.map((m: { key: string }) => m.key)).toEqual(['home']);
    expect((await b.get('/api/v1/memory', inContext(teamCtx))).json.items.map((m: { key: string }) => m.key)).toEqual(['standup']);
    expect((await b.get('/api/v1/memory/standup')).status).toBe(404);
    expect((await b.get('/api/v1/memory/standup', inContext(teamCtx.toUpperCase()))).status).toBe(200);
    const search = await b.get('/api/v1/search?q=standup', inContext(teamCtx));
    expect(search.json.results[0]).toMatchObject({ key: 'standup' });
  });

  it('reads but cannot write a context where it is a viewer (403 MEMORY-003)', async () => {
    const b = owner.browser;
    expect((await b.get('/api/v1/memory', inContext(readOnlyCtx))).status).toBe(200);
    const write = await b.request('POST', '/api/v1/memory', { json: { key: 'x', value: 'y' }, headers: inContext(readOnlyCtx) });
    expect(write.status).toBe(403);
    expect(write.json.code).toBe('MEMORY-003');
  });

  it('gets the same 404 MEMORY-005 for another account\'s context, an unknown id and the local context', async () => {
    const b = owner.browser;
    const answers = [];
    for (const id of [strangersCtx, randomUUID(), LOCAL_CONTEXT_ID]) {
      const res = await b.get('/api/v1/memory', inContext(id));
      expect(res.status).toBe(404);
      answers.push({ code: res.json.code, message: res.json.message });
    }
    expect(answers[0]).toEqual({ code: 'MEMORY-005', message: 'Context not found' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const write = await b.request('POST', '/api/v1/memory', { json: { key: 'planted', value: 'v' }, headers: inContext(strangersCtx) });
    expect(write.status).toBe(404);
    expect(await server.services.db.knex('memories').where({ context_id: strangersCtx })).toHaveLength(0);
  });

  it('refuses a malformed id with 422 before any lookup', async () => {
    const res = await owner.browser.get('/api/v1/memory', inContext('not-a-uuid'));
    expect(res.status).toBe(422);
  });

  it('walks the graph and records interactions in the named context', async () => {
    const b = owner.browser;
    const related = await b.get(`/api/v1/graph/${encodeURIComponent('memory:standup')}/related?depth=1`, inContext(teamCtx));
    expect(related.status).toBe(200);
    expect(related.json.related).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'tag', label: 'team' })]));
    expect((await b.get(`/api/v1/graph/${encodeURIComponent('memory:standup')}/related`)).status).toBe(404);
    const interaction = { user_id: 'default_user', query: 'When is standup?', response: 'Standup is at 9:30.' };
    expect((await b.request('POST', '/api/v1/graph/interactions', { json: interaction, headers: inContext(teamCtx) })).status).toBe(201);
    const pattern = await b.get('/api/v1/graph/pattern/default_user', inContext(teamCtx));
    expect(pattern.json.total_interactions).toBe(1);
    expect((await b.get('/api/v1/graph/pattern/default_user')).json.total_interactions).toBe(0);
    expect((await b.request('POST', '/api/v1/graph/interaction', { json: interaction, headers: inContext(strangersCtx) })).status).toBe(404);
  });
});

describe('an API key', () => {
  it('may name only the context it was created for', async () => {
    const { key } = await server.services.apiKeys.createForAccount(owner.id, { name: `team-${randomUUID().slice(0, 8)}`, contextId: teamCtx });
    const auth = { authorization: `Bearer ${key}` };
    const own = await fetch(`${server.url}/api/v1/memory`, { headers: { ...auth, ...inContext(teamCtx) } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { items: Array<{ key: string }> }).items.map((m) => m.key)).toEqual(['standup']);
    // The account can reach its private context, the key cannot.
    const other = await fetch(`${server.url}/api/v1/memory`, { headers: { ...auth, ...inContext(privateCtx) } });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { code: string }).code).toBe('MEMORY-005');
  });
});

describe('an anonymous loopback caller', () => {
  it('keeps the local context', async () => {
    expect((await fetch(`${server.url}/api/v1/memory`, { headers: inContext(LOCAL_CONTEXT_ID) })).status).toBe(200);
    const res = await fetch(`${server.url}/api/v1/memory`, { headers: inContext(privateCtx) });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('MEMORY-005');
  });
});
