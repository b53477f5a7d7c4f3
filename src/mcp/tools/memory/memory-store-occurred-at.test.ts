/**
 * memory_store's occurred_at over /mcp (real server; PGlite, or PostgreSQL through
 * TEST_DATABASE_URL): facts an agent stores after the fact hold from when they were said, so
 * memory_recall with as_of answers what held then, for a new key and for a replaced value.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: McpTestServer;
let client: Client;
type Structured = Record<string, any>;
async function call(name: string, args: Record<string, unknown>): Promise<Structured> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(JSON.stringify(result.content));
  return result.structuredContent as Structured;
}
const firstValue = async (ns: Record<string, string>, query: string, asOf?: string) =>
  ((await call('memory_recall', { ...ns, query, ...(asOf ? { as_of: asOf } : {}) })).results as Array<{ value: string }>)[0]?.value;

beforeAll(async () => {
  server = await startMcpTestServer();
  client = await server.connect(await server.createKey('memory-store-occurred-at'));
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('memory_store occurred_at', () => {
  it('places stored facts at when they were said, whichever order they are stored in', async () => {
    const ns = { user_id: `u-${randomUUID().slice(0, 8)}`, agent_name: 'notes' };
    await call('memory_store', { ...ns, key: 'home-2', value: 'I moved to Lisbon.', scope: 'persistent', occurred_at: '2026-03-09T08:00:00Z' });
    await call('memory_store', { ...ns, key: 'home-1', value: 'I live in Porto.', scope: 'persistent', occurred_at: '2026-01-08T09:00:00Z' });
    expect(await firstValue(ns, 'where does the user live', '2026-02-01T00:00:00Z')).toContain('Porto');
    expect(await firstValue(ns, 'where does the user live')).toContain('Lisbon');
  });

  it('a replaced value holds from the occurred_at given with it', async () => {
    const ns = { user_id: `u-${randomUUID().slice(0, 8)}`, agent_name: 'notes' };
    await call('memory_store', { ...ns, key: 'diet', value: "I'm vegetarian.", scope: 'persistent', occurred_at: '2026-01-05T10:00:00Z' });
    await call('memory_store', { ...ns, key: 'diet-now', value: 'I eat everything.', scope: 'persistent', occurred_at: '2026-02-01T10:00:00Z' });
    await call('memory_store', { ...ns, key: 'diet-now', value: "I've gone pescatarian.", occurred_at: '2026-03-01T10:00:00Z' });
    expect(await firstValue(ns, 'what diet does the user follow', '2026-02-15T00:00:00Z')).toContain('vegetarian');
    expect(await firstValue(ns, 'what diet does the user follow')).toContain('pescatarian');
  });

  it('an occurred_at that is not a date-time is refused', async () => {
    const result = (await client.callTool({ name: 'memory_store', arguments: { user_id: 'u-bad', agent_name: 'notes', key: 'k', value: 'v', occurred_at: 'last week' } })) as CallToolResult;
    expect(result.isError).toBe(true);
  });
});
