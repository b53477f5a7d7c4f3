/**
 * memory_delete's namespace form: `forget` "agent" or "user" first answers what would be
 * deleted with a confirmation, deletes only when it comes back (audited), and refuses
 * arguments that mix the key form with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { connectInProcess } from '../../../testing/mcp/in-process-client.js';
import { testTime } from '../../../testing/time-budget.js';

let server: TestServer;
let client: Client;
let close: () => Promise<void>;

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const structured = (r: unknown) => (r as CallToolResult).structuredContent as Record<string, any>;
const call = (args: Record<string, unknown>) => client.callTool({ name: 'memory_delete', arguments: args });

beforeAll(async () => {
  server = await startTestServer('memplat-forget-mcp-');
  ({ client, close } = await connectInProcess(server.running.services, { mode: 'remote', principal: { kind: 'anonymous', contextId: '00000000-0000-4000-8000-000000000001' } }));
  for (const [agent, key] of [['cursor', 'a'], ['cursor', 'b'], ['global', 'g']]) {
    await client.callTool({ name: 'memory_store', arguments: { user_id: 'gus', agent_name: agent, key, value: `Gus note ${key}`, scope: 'persistent' } });
  }
}, testTime(180_000));
afterAll(async () => {
  await close?.();
  await server?.close();
}, testTime(60_000));

describe('memory_delete with forget', () => {
  it('asks first, deletes the agent namespace with the confirmation, and audits it', async () => {
    const asked = structured(await call({ user_id: 'gus', agent_name: 'cursor', forget: 'agent' }));
    expect(asked).toMatchObject({ deleted: false, namespace: { user_id: 'gus', agent_name: 'cursor' }, counts: { memories: 2 }, confirm: expect.any(String), context: { kind: 'local' } });
    expect(structured(await client.callTool({ name: 'memory_list', arguments: { user_id: 'gus', agent_name: 'cursor' } })).memories).toHaveLength(2);

    expect(text(await call({ user_id: 'gus', agent_name: 'cursor', forget: 'user', confirm: asked.confirm }))).toMatch(/^MEMORY-007/);
    const done = structured(await call({ user_id: 'gus', agent_name: 'cursor', forget: 'agent', confirm: asked.confirm }));
    expect(done).toMatchObject({ deleted: true, counts: { memories: 2 } });
    expect(structured(await client.callTool({ name: 'memory_list', arguments: { user_id: 'gus', agent_name: 'cursor' } })).memories).toEqual([]);
    expect(structured(await client.callTool({ name: 'memory_fetch', arguments: { user_id: 'gus', agent_name: 'global', key: 'g' } }))).toMatchObject({ memory: { key: 'g' } });
    const [entry] = await server.running.services.audit.list({ action: 'memory.namespace_erased' });
    expect(entry).toMatchObject({ actor_kind: 'anonymous', target_id: 'gus/cursor', details: expect.objectContaining({ memories: 2 }) });
  });

  it('takes either key or forget, and confirm only with forget (MCP-008)', async () => {
    expect(text(await call({ user_id: 'gus', agent_name: 'global' }))).toMatch(/^MCP-008: .*either key .* or forget/);
    expect(text(await call({ user_id: 'gus', agent_name: 'global', key: 'g', forget: 'user' }))).toMatch(/^MCP-008/);
    expect(text(await call({ user_id: 'gus', agent_name: 'global', key: 'g', confirm: 'x' }))).toMatch(/^MCP-008: .*confirm goes with forget/);
    expect(text(await call({ user_id: 'gus', agent_name: 'global', forget: 'everything' }))).toMatch(/^MCP-008/);
    expect(structured(await call({ user_id: 'gus', agent_name: 'global', key: 'g' }))).toMatchObject({ deleted: true, key: 'g', agent_name: 'global' });
  });
});
