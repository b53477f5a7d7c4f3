/**
 * `memplat mcp --context <id>`: the stdio server (relaying into a running server here) uses
 * that context when a call names none, still reaches the local one by `context_id`, and a
 * context the store does not have stops it before it serves anything.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { LOCAL_CONTEXT_ID } from '../domain/core/contexts.js';
import { runCliInProcess } from '../testing/cli-in-process.js';
import { MemplatMcpInProcess } from '../testing/mcp/stdio-in-process.js';
import { startMcpTestServer, type McpTestServer } from '../testing/mcp/mcp-test-server.js';
import { testTime } from '../testing/time-budget.js';

let server: McpTestServer;
let teamCtx: string;

beforeAll(async () => {
  server = await startMcpTestServer();
  const knex = server.services.db.knex;
  const account = randomUUID();
  const ws = randomUUID();
  teamCtx = randomUUID();
  await knex('accounts').insert({ id: account, login_id: `owner-${account.slice(0, 8)}`, email: `${account.slice(0, 8)}@example.com` });
  await knex('workspaces').insert({ id: ws, name: 'Team', owner_account_id: account });
  await knex('contexts').insert({ id: teamCtx, kind: 'workspace', workspace_id: ws, name: 'Team' });
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('memplat mcp --context', () => {
  it('uses the context it was pointed at, and the local one on request', async () => {
    const transport = new MemplatMcpInProcess(server.env, ['--context', teamCtx]);
    const client = new Client({ name: 'stdio-context-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      const ns = { user_id: 'fay', agent_name: 'global' };
      const stats = (await client.callTool({ name: 'memory_stats', arguments: ns })).structuredContent as Record<string, any>;
      expect(stats.context).toEqual({ id: teamCtx, name: 'Team', kind: 'workspace' });
      expect(stats.contexts.map((c: { id: string; default: boolean }) => [c.id, c.default])).toEqual([[teamCtx, true], [LOCAL_CONTEXT_ID, false]]);
      const stored = (await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'plan', value: 'Ship the beta on Monday', scope: 'persistent' } })).structuredContent as Record<string, any>;
      expect(stored.context.id).toBe(teamCtx);
      const local = (await client.callTool({ name: 'memory_list', arguments: { ...ns, context_id: LOCAL_CONTEXT_ID } })).structuredContent as Record<string, any>;
      expect(local.context.id).toBe(LOCAL_CONTEXT_ID);
      expect(local.memories).toEqual([]);
    } finally {
      await client.close();
    }
  }, testTime(120_000));

  it('stops before serving when the store has no such context', async () => {
    const missing = await runCliInProcess(['mcp', '--context', randomUUID()], server.env);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/No context [0-9a-f-]{36} in this store \(memplat mcp --context\)/);
  }, testTime(60_000));
});
