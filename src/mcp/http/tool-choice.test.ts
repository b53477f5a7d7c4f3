import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { toolsFor } from '../tools/catalogue.js';
import { testTime } from '../../testing/time-budget.js';

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

describe('per-connection tool choice on remote MCP (/mcp?tools=, API key groups)', () => {
  let server: McpTestServer;
  let key: string;

  beforeAll(async () => {
    server = await startMcpTestServer();
    key = await server.createKey('choice-test');
  }, testTime(180_000));
  afterAll(async () => server?.close(), testTime(60_000));

  const initializeRaw = (path: string, bearer: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(initialize),
    });

  it('without a choice the session offers the 49 remote tools; ?tools=memory offers the memory tools and refuses the others', async () => {
    expect((await (await server.connect(key)).listTools()).tools).toHaveLength(49);
    const client = await server.connect(key, { url: `${server.url}/mcp?tools=memory` });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(toolsFor('remote', ['memory']).map((t) => t.name).sort());
    await expect(client.callTool({ name: 'ext_web_search', arguments: { query: 'x' } })).rejects.toThrow(/MCP-016/);
    // The choice was made at initialize and stays with the session.
    expect((await client.listTools()).tools).toHaveLength(tools.length);
  });

  it('an unknown group is refused at initialize with MCP-025 naming the groups to choose from', async () => {
    const res = await initializeRaw('/mcp?tools=memory,memoir', key);
    expect(res.status).toBe(400);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    const body = (await res.json()) as { error: { code: number; message: string; data: { code: string } } };
    expect(body.error).toMatchObject({ code: -32602, data: { code: 'MCP-025' } });
    expect(body.error.message).toMatch(/memoir/);
    expect(body.error.message).toMatch(/memory, web, video, coding, vcs, multimodal, other, local/);
  });

  it('a key made with tool groups offers only those, and the URL narrows it further but cannot widen it', async () => {
    const limited = (await server.services.apiKeys.create({ name: 'memory-coding', toolGroups: ['memory,coding'] })).key;
    const both = await (await server.connect(limited)).listTools();
    expect(both.tools.map((t) => t.name).sort()).toEqual(toolsFor('remote', ['memory', 'coding']).map((t) => t.name).sort());
    const narrowed = await (await server.connect(limited, { url: `${server.url}/mcp?tools=coding` })).listTools();
    expect(narrowed.tools.map((t) => t.name).sort()).toEqual(toolsFor('remote', ['coding']).map((t) => t.name).sort());

    const widened = await initializeRaw('/mcp?tools=web', limited);
    expect(widened.status).toBe(400);
    const body = (await widened.json()) as { error: { message: string; data: { code: string } } };
    expect(body.error.data.code).toBe('MCP-025');
    expect(body.error.message).toMatch(/web not offered to this API key; choose all or some of memory, coding/);
  });

  it('a key refuses unknown groups when it is made', async () => {
    await expect(server.services.apiKeys.create({ name: 'bad-groups', toolGroups: ['memory', 'memoir'] })).rejects.toThrow(/--tools names unknown tool groups \(memoir\)/);
  });
});
