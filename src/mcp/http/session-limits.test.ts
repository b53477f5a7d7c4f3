/** Session caps and clean-up of the remote MCP hub. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { testTime } from '../../testing/time-budget.js';

const ACCEPT = 'application/json, text/event-stream';
let server: McpTestServer;

async function initialize(key: string): Promise<Response> {
  return fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, authorization: `Bearer ${key}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'caps', version: '1' } } }),
  });
}

async function openSession(key: string): Promise<string> {
  const res = await initialize(key);
  expect(res.status).toBe(200);
  await res.body?.cancel();
  return res.headers.get('mcp-session-id')!;
}

async function ping(key: string, id: string): Promise<number> {
  const res = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, authorization: `Bearer ${key}`, 'mcp-session-id': id },
    body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }),
  });
  await res.body?.cancel();
  return res.status;
}

beforeAll(async () => {
  server = await startMcpTestServer({ MCP_MAX_SESSIONS_PER_PRINCIPAL: '2', MCP_MAX_SESSIONS: '3' });
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('remote session limits', () => {
  it('closes the least recently used session of a key beyond its cap, and refuses beyond the global cap', async () => {
    const a = await server.createKey('caps-a');
    const first = await openSession(a);
    const second = await openSession(a);
    expect(await ping(a, first)).toBe(200); // now `second` is the least recently used
    const third = await openSession(a);
    expect(await ping(a, second)).toBe(404);
    expect(await ping(a, first)).toBe(200);
    expect(await ping(a, third)).toBe(200);

    const b = await server.createKey('caps-b');
    await openSession(b); // 3 sessions open: the global cap
    const refused = await initialize(await server.createKey('caps-c'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', error: { message: expect.stringMatching(/Too many MCP sessions/) } });
  });

  it('drops sessions of keys revoked outside this server process on its next sweep', async () => {
    await server.services.mcpSessions.closeAll(); // no session of the previous test left
    const d = await server.createKey('caps-d');
    const id = await openSession(d);
    await server.services.apiKeys.revoke('caps-d'); // as another process sharing the database would
    await server.services.mcpSessions.sweep();
    expect(server.services.mcpSessions.size).toBe(0);
    expect(await ping(d, id)).toBe(401);
  });
});
