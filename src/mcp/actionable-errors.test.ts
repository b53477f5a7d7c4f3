/**
 * Errors an agent can act on: a choice between arguments is a schema rule (oneOf) answered with
 * MCP-008 and a sentence saying how to fix the call; a tools/list cursor, which this server never
 * hands out, is a JSON-RPC -32602 rather than silently ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { connectInProcess } from '../testing/mcp/in-process-client.js';
import { schemasOf } from './tools/catalogue.js';

const ns = { user_id: 'err_user', agent_name: 'global' };
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

describe('errors an agent can act on', () => {
  let server: TestServer;
  let client: Client;
  let close: () => Promise<void>;

  beforeAll(async () => {
    server = await startTestServer('memplat-errors-');
    ({ client, close } = await connectInProcess(server.running.services, { mode: 'remote' }));
    await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'k', value: 'v', scope: 'persistent' } });
  }, 180_000);
  afterAll(async () => {
    await close?.();
    await server?.close();
  }, 60_000);

  it('declares no logging capability, as it sends no notifications/message', () => {
    expect(client.getServerCapabilities()).not.toHaveProperty('logging');
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
  });

  it('states the key-or-node_id rule of memory_feedback in its schema (oneOf), listed too', () => {
    expect(schemasOf('memory_feedback').listed.input.oneOf).toEqual([{ required: ['key'] }, { required: ['node_id'] }]);
  });

  it('answers memory_feedback with both key and node_id with MCP-008 and how to fix it', async () => {
    const both = await client.callTool({ name: 'memory_feedback', arguments: { ...ns, key: 'k', node_id: 'memory:k', label: 'useful' } });
    expect(both.isError).toBe(true);
    expect(text(both)).toBe('MCP-008: Invalid tool arguments: key and node_id were all given: give exactly one of them');
    const neither = await client.callTool({ name: 'memory_feedback', arguments: { ...ns, label: 'useful' } });
    expect(text(neither)).toBe('MCP-008: Invalid tool arguments: give exactly one of key or node_id');
    const one = await client.callTool({ name: 'memory_feedback', arguments: { ...ns, key: 'k', label: 'useful' } });
    expect(one.isError, text(one)).toBeFalsy();
  });

  it('refuses a tools/list cursor with -32602, and lists every tool without one', async () => {
    await expect(client.listTools({ cursor: 'page-2' })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('MCP-024') });
    const { tools, nextCursor } = await client.listTools();
    expect(tools).toHaveLength(49);
    expect(nextCursor).toBeUndefined();
  });
});
