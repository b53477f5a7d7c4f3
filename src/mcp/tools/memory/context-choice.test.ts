/**
 * Contexts over MCP: memory_stats lists the contexts a caller may use (default first, with
 * its role), and every memory tool takes `context_id`, chosen by the rule of REST's
 * X-Context-ID: an account signed in over OAuth reaches every context it can read (writes
 * need editor or owner), an API key only its own, the stdio server the local context and the
 * one `memplat mcp --context` pointed it at; anything else is MEMORY-005.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import type { Principal } from '../../../domain/core/principal.js';
import { startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { connectInProcess } from '../../../testing/mcp/in-process-client.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let accountId: string;
let privateCtx: string;
let teamCtx: string;
let handbookCtx: string;
let strangersCtx: string;
const closers: Array<() => Promise<void>> = [];

const ns = { user_id: 'erin', agent_name: 'global' };
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const structured = (r: unknown) => (r as CallToolResult).structuredContent as Record<string, any>;

async function workspaceContext(owner: string, role: 'member' | 'viewer', name: string): Promise<string> {
  const knex = server.services.db.knex;
  const ws = randomUUID();
  const ctx = randomUUID();
  await knex('workspaces').insert({ id: ws, name, owner_account_id: owner });
  await knex('workspace_members').insert({ workspace_id: ws, account_id: owner, role });
  await knex('contexts').insert({ id: ctx, kind: 'workspace', workspace_id: ws, name });
  server.services.contexts.forgetRoles();
  return ctx;
}

async function clientAs(principal: Principal): Promise<Client> {
  const { client, close } = await connectInProcess(server.services, { mode: principal.kind === 'local' ? 'local' : 'remote', principal });
  closers.push(close);
  return client;
}

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
  const erin = await signedInUser(server, 'ctx-mcp');
  accountId = erin.id;
  privateCtx = await server.services.contexts.privateContextOf(accountId);
  teamCtx = await workspaceContext(accountId, 'member', 'Team');
  handbookCtx = await workspaceContext(accountId, 'viewer', 'Handbook');
  const stranger = await signedInUser(server, 'ctx-mcp-stranger');
  strangersCtx = await server.services.contexts.privateContextOf(stranger.id);
}, testTime(240_000));
afterAll(async () => {
  for (const close of closers) await close();
  await server?.close();
}, testTime(60_000));

describe('an account over OAuth', () => {
  let client: Client;
  beforeAll(async () => {
    client = await clientAs({ kind: 'oauth', clientId: 'test-client', accountId, contextId: privateCtx, scopes: ['memory:read', 'memory:write'], tokenId: 'tok' });
  });

  it('lists its contexts in memory_stats, default first, with its role in each', async () => {
    const stats = structured(await client.callTool({ name: 'memory_stats', arguments: ns }));
    expect(stats.contexts).toEqual([
      { id: privateCtx, name: 'Private', kind: 'private', role: 'owner', default: true },
      { id: handbookCtx, name: 'Handbook', kind: 'workspace', role: 'viewer', default: false },
      { id: teamCtx, name: 'Team', kind: 'workspace', role: 'editor', default: false },
    ]);
    expect(stats.context).toEqual({ id: privateCtx, name: 'Private', kind: 'private' });
  });

  it('stores and recalls in the context a call names, and only there', async () => {
    const stored = structured(await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'standup', value: 'The team standup is at 9:30 on weekdays', scope: 'persistent', context_id: teamCtx } }));
    expect(stored.context).toEqual({ id: teamCtx, name: 'Team', kind: 'workspace' });
    const inTeam = structured(await client.callTool({ name: 'memory_recall', arguments: { ...ns, query: 'when is the standup?', context_id: teamCtx.toUpperCase() } }));
    expect(inTeam.results.map((r: { key: string }) => r.key)).toEqual(['standup']);
    expect(inTeam.context.id).toBe(teamCtx);
    const inPrivate = structured(await client.callTool({ name: 'memory_recall', arguments: { ...ns, query: 'when is the standup?' } }));
    expect(inPrivate.results).toEqual([]);
    expect(inPrivate.context.id).toBe(privateCtx);
    const fetched = structured(await client.callTool({ name: 'memory_fetch', arguments: { ...ns, key: 'standup', context_id: teamCtx } }));
    expect(fetched).toMatchObject({ context: { id: teamCtx } });
  });

  it('cannot write where it only reads (MEMORY-003), nor reach another account\'s context (MEMORY-005)', async () => {
    expect(text(await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'k', value: 'v', context_id: handbookCtx } }))).toMatch(/^MEMORY-003/);
    expect(structured(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: handbookCtx } })).context.id).toBe(handbookCtx);
    expect(text(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: strangersCtx } }))).toMatch(/^MEMORY-005/);
    expect(text(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: LOCAL_CONTEXT_ID } }))).toMatch(/^MEMORY-005/);
    expect(text(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: 'not-a-uuid' } }))).toMatch(/^MCP-008/);
  });
});

describe('an API key', () => {
  it('lists and reaches only the context it was made for', async () => {
    const { record } = await server.services.apiKeys.create({ name: 'team-key', accountLoginId: (await server.services.db.knex('accounts').where({ id: accountId }).first('login_id')).login_id, contextId: teamCtx });
    const client = await clientAs({ kind: 'apiKey', keyId: record.id, keyName: record.name, accountId, userId: 'default_user', contextId: teamCtx });
    const stats = structured(await client.callTool({ name: 'memory_stats', arguments: ns }));
    expect(stats.contexts).toEqual([{ id: teamCtx, name: 'Team', kind: 'workspace', role: 'editor', default: true }]);
    expect(stats.total).toBe(1);
    expect(text(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: privateCtx } }))).toMatch(/^MEMORY-005/);
    expect(structured(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: teamCtx } })).memories).toHaveLength(1);
  });

  it('is refused a context its account can only read, or any but the local one without an account (memplat keys create --context)', async () => {
    const login = (await server.services.db.knex('accounts').where({ id: accountId }).first('login_id')).login_id as string;
    await expect(server.services.apiKeys.create({ name: 'handbook-key', accountLoginId: login, contextId: handbookCtx })).rejects.toThrow(/can only read context/);
    await expect(server.services.apiKeys.create({ name: 'stranger-key', accountLoginId: login, contextId: strangersCtx })).rejects.toThrow(/has no context/);
    await expect(server.services.apiKeys.create({ name: 'no-account', contextId: teamCtx })).rejects.toThrow(/only the local context/);
  });
});

describe('the stdio server pointed at a context (memplat mcp --context)', () => {
  it('uses that context by default and can still name the local one', async () => {
    const client = await clientAs({ kind: 'local', contextId: teamCtx });
    const stats = structured(await client.callTool({ name: 'memory_stats', arguments: ns }));
    expect(stats.context.id).toBe(teamCtx);
    expect(stats.contexts.map((c: { id: string; default: boolean }) => [c.id, c.default])).toEqual([[teamCtx, true], [LOCAL_CONTEXT_ID, false]]);
    const local = structured(await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'here', value: 'Stored in the local context', context_id: LOCAL_CONTEXT_ID } }));
    expect(local.context.id).toBe(LOCAL_CONTEXT_ID);
    expect(text(await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: privateCtx } }))).toMatch(/^MEMORY-005/);

    const plain = await clientAs({ kind: 'local', contextId: LOCAL_CONTEXT_ID });
    expect(structured(await plain.callTool({ name: 'memory_stats', arguments: ns })).contexts).toEqual([{ id: LOCAL_CONTEXT_ID, name: expect.any(String), kind: 'local', role: 'owner', default: true }]);
    expect(text(await plain.callTool({ name: 'memory_list', arguments: { ...ns, context_id: teamCtx } }))).toMatch(/^MEMORY-005/);
  });
});
