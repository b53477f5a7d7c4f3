/**
 * The browser's view of an account: readable contexts, its own API keys (created, used on
 * REST and /mcp, revoked) and its audit trail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import { startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { mailsTo, signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

/** A workspace with a context, the account a member with `role`. */
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

describe('GET /api/v1/me/contexts', () => {
  it('lists the private context first, workspace contexts by role, never the local one', async () => {
    const user = await signedInUser(server);
    const viewerCtx = await workspaceContext(user.id, 'viewer', 'Read-only team');
    const memberCtx = await workspaceContext(user.id, 'member', 'Team');
    await workspaceContext((await signedInUser(server, 'stranger')).id, 'owner', 'Not mine');
    const res = await user.browser.get('/api/v1/me/contexts');
    expect(res.status).toBe(200);
    const privateId = await server.services.contexts.privateContextOf(user.id);
    expect(res.json.default_context_id).toBe(privateId);
    expect(res.json.contexts).toEqual([
      { id: privateId, name: 'Private', kind: 'private', role: 'owner', owner_account_id: user.id, workspace_id: null },
      expect.objectContaining({ id: viewerCtx, kind: 'workspace', role: 'viewer', name: 'Read-only team' }),
      expect.objectContaining({ id: memberCtx, kind: 'workspace', role: 'editor', name: 'Team' }),
    ]);
    expect(res.json.contexts.map((c: { id: string }) => c.id)).not.toContain(LOCAL_CONTEXT_ID);
  });

  it('includes the private contexts of identity-linked accounts', async () => {
    const ada = await signedInUser(server, 'ada');
    const bob = await signedInUser(server, 'bob');
    const knex = server.services.db.knex;
    const set = randomUUID();
    await knex('identity_link_sets').insert({ id: set });
    await knex('identity_link_members').insert([{ set_id: set, account_id: ada.id }, { set_id: set, account_id: bob.id }]);
    server.services.contexts.forgetRoles();
    const adaPrivate = await server.services.contexts.privateContextOf(ada.id);
    const bobPrivate = await server.services.contexts.privateContextOf(bob.id);
    const res = await bob.browser.get('/api/v1/me/contexts');
    const ids = res.json.contexts.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([adaPrivate, bobPrivate]));
    expect(res.json.contexts.every((c: { role: string }) => c.role === 'owner')).toBe(true);
  });

  it('refuses an API key with 403', async () => {
    const { key } = await server.services.apiKeys.create({ name: `probe-${randomUUID().slice(0, 8)}` });
    const res = await fetch(`${server.url}/api/v1/me/contexts`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('AUTH-002');
  });
});

async function mcpListTools(key: string, client: Client) {
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } });
  await client.connect(transport, { timeout: testTime(60_000) });
  return client.listTools();
}

describe('API keys of the account', () => {
  it('creates a key shown once, lists it without the secret, and the key works on REST and /mcp until revoked', async () => {
    const user = await signedInUser(server);
    const created = await user.browser.post('/api/v1/me/api-keys', { name: 'laptop' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const privateId = await server.services.contexts.privateContextOf(user.id);
    expect(created.json).toEqual({ name: 'laptop', key: expect.stringMatching(/^mp_[A-Za-z0-9_-]{43}$/), prefix: created.json.key.slice(0, 7), context_id: privateId, created_at: expect.any(String) });
    const key = created.json.key as string;

    const list = await user.browser.get('/api/v1/me/api-keys');
    expect(list.json).toEqual({ api_keys: [{ name: 'laptop', prefix: key.slice(0, 7), context_id: privateId, created_at: created.json.created_at, last_used_at: null }] });
    expect(list.text).not.toContain(key);

    const write = await fetch(`${server.url}/api/v1/memory`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ key: 'k1', value: 'written with a browser-made key' }) });
    expect(write.status).toBe(201);
    const mine = await user.browser.get('/api/v1/memory/k1');
    expect(mine.status).toBe(200); // the key wrote into the account's private context

    const client = new Client({ name: 'key-test', version: '1.0.0' });
    expect((await mcpListTools(key, client)).tools.length).toBeGreaterThan(0);

    const revoked = await user.browser.request('DELETE', '/api/v1/me/api-keys/laptop');
    expect(revoked.status).toBe(204);
    const after = await fetch(`${server.url}/api/v1/memory`, { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
    await expect(client.listTools()).rejects.toThrow(); // its MCP session was closed
    await client.close().catch(() => undefined);
    expect((await user.browser.request('DELETE', '/api/v1/me/api-keys/laptop')).status).toBe(404);
    expect((await user.browser.get('/api/v1/me/api-keys')).json.api_keys).toEqual([]);
    expect((await user.browser.post('/api/v1/me/api-keys', { name: 'laptop' })).status).toBe(201); // a revoked key's name is free again
  });

  it('sends a security notice and records the creation without the secret', async () => {
    const user = await signedInUser(server);
    const created = await user.browser.post('/api/v1/me/api-keys', { name: 'ci' });
    expect(created.status).toBe(201);
    const [mail] = await mailsTo(server, user.email, 'API_KEY_CREATED');
    expect(mail).toBeDefined();
    expect(JSON.stringify(mail)).not.toContain(created.json.key);
    const trail = await user.browser.get('/api/v1/me/audit-events');
    const event = trail.json.events.find((e: { action: string }) => e.action === 'api_key.created');
    expect(event).toMatchObject({ details: { name: 'ci', prefix: created.json.prefix }, ip: expect.any(String) });
    expect(trail.text).not.toContain(created.json.key);
  });

  it('keeps names per account: 409 for its own active name, while another account may use it; nobody sees or revokes another account\'s key', async () => {
    const ada = await signedInUser(server, 'ada');
    const bob = await signedInUser(server, 'bob');
    expect((await ada.browser.post('/api/v1/me/api-keys', { name: 'shared-name' })).status).toBe(201);
    const dup = await ada.browser.post('/api/v1/me/api-keys', { name: 'shared-name' });
    expect([dup.status, dup.json.code]).toEqual([409, 'ACCOUNT-050']);
    expect((await bob.browser.post('/api/v1/me/api-keys', { name: 'shared-name' })).status).toBe(201);
    expect((await bob.browser.get('/api/v1/me/api-keys')).json.api_keys).toHaveLength(1);
    expect((await server.services.apiKeys.listOfAccount(ada.id))).toHaveLength(1);
    const keysBefore = await server.services.apiKeys.listOfAccount(ada.id);
    const foreign = await bob.browser.request('DELETE', '/api/v1/me/api-keys/not-bobs');
    expect([foreign.status, foreign.json.code]).toEqual([404, 'ACCOUNT-051']);
    expect(await server.services.apiKeys.listOfAccount(ada.id)).toEqual(keysBefore);
  });

  it('lets the command line revoke a name several owners use only when told whose', async () => {
    const ada = await signedInUser(server, 'ada');
    const bob = await signedInUser(server, 'bob');
    await ada.browser.post('/api/v1/me/api-keys', { name: 'twin' });
    await bob.browser.post('/api/v1/me/api-keys', { name: 'twin' });
    await expect(server.services.apiKeys.revoke('twin')).rejects.toThrow(/Several active API keys are named "twin"/);
    const revoked = await server.services.apiKeys.revoke('twin', { accountLoginId: ada.loginId });
    expect(revoked?.account_id).toBe(ada.id);
    expect(await server.services.apiKeys.listOfAccount(bob.id)).toHaveLength(1);
  });

  it('reaches a chosen context the account can write; 403 for a read-only one, 404 for one out of reach', async () => {
    const user = await signedInUser(server);
    const team = await workspaceContext(user.id, 'member', 'Team');
    const readOnly = await workspaceContext(user.id, 'viewer', 'Board');
    const ok = await user.browser.post('/api/v1/me/api-keys', { name: 'team-key', context_id: team });
    expect([ok.status, ok.json.context_id]).toEqual([201, team]);
    const viewer = await user.browser.post('/api/v1/me/api-keys', { name: 'board-key', context_id: readOnly });
    expect([viewer.status, viewer.json.code]).toEqual([403, 'AUTH-004']);
    for (const contextId of [LOCAL_CONTEXT_ID, randomUUID()]) {
      const out = await user.browser.post('/api/v1/me/api-keys', { name: 'nope', context_id: contextId });
      expect([out.status, out.json.code]).toEqual([404, 'ACCOUNT-052']);
    }
    const badName = await user.browser.post('/api/v1/me/api-keys', { name: 'has space' });
    expect(badName.status).toBe(422);
  });
});

describe('GET /api/v1/me/audit-events', () => {
  it('pages the account\'s own trail newest first, with sign-ins and their address', async () => {
    const user = await signedInUser(server);
    const other = await signedInUser(server, 'other');
    await other.browser.post('/api/v1/me/api-keys', { name: 'others-key' });
    for (const name of ['a1', 'a2', 'a3']) await user.browser.post('/api/v1/me/api-keys', { name });
    await server.services.auth.background.drain(); // sign-in events are written after the answer
    const first = await user.browser.get('/api/v1/me/audit-events?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.events.map((e: { action: string }) => e.action)).toEqual(['api_key.created', 'api_key.created']);
    expect(first.json.events[0].details.name).toBe('a3');
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const second = await user.browser.get(`/api/v1/me/audit-events?limit=50&cursor=${first.json.next_cursor}`);
    const actions = second.json.events.map((e: { action: string }) => e.action);
    expect(actions).toContain('auth.login');
    expect(second.json.next_cursor).toBeNull();
    const ids = [...first.json.events, ...second.json.events].map((e: { id: string }) => Number(e.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const login = second.json.events.find((e: { action: string }) => e.action === 'auth.login');
    expect(login.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(JSON.stringify(second.json)).not.toContain('others-key');
  });

  it('answers 422 for a cursor it did not issue and for a limit out of range', async () => {
    const user = await signedInUser(server);
    expect((await user.browser.get('/api/v1/me/audit-events?cursor=forged')).status).toBe(422);
    expect((await user.browser.get('/api/v1/me/audit-events?limit=0')).status).toBe(422);
    expect((await user.browser.get('/api/v1/me/audit-events?limit=101')).status).toBe(422);
  });
});
