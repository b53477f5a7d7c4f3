/**
 * Remote MCP sessions outlive their node: with Redis every session and its SSE events are
 * shared, so a session begun on one node continues on the other after the first is killed
 * with SIGKILL, `Last-Event-ID` replays there what the dead node stored, and a session ended
 * on one node is gone on the other. A memory created through MCP on one node notifies the
 * sessions the other node holds (notifications/resources/list_changed through Redis).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestCluster, type TestCluster } from './support.js';
import { settle, testTime } from '../../src/testing/time-budget.js';

let cluster: TestCluster;
const clients: Client[] = [];

beforeAll(async () => {
  cluster = await startTestCluster();
});
beforeEach(async () => {
  // A test that killed a node gets it back for the next one, whether it passed or not.
  if (!cluster || cluster.nodes.every((n) => n.running)) return;
  for (const n of cluster.nodes) if (!n.running) await n.start();
  await cluster.waitForUpNodes(cluster.nodes.map((n) => n.name), 15_000);
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await cluster?.close();
});

const ns = { user_id: 'ada', agent_name: 'global' };
const ACCEPT = 'application/json, text/event-stream';

/** An SDK client on `url`, continuing `sessionId` when given; records which node answered each request. */
async function connect(url: string, sessionId?: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport; served: string[] }> {
  const served: string[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    sessionId,
    requestInit: { headers: { Authorization: `Bearer ${cluster.apiKey}` } },
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      served.push(res.headers.get('x-served-by') ?? 'direct');
      return res;
    },
  });
  const client = new Client({ name: 'cluster-test', version: '1.0.0' });
  await client.connect(transport, { timeout: testTime(60_000) });
  clients.push(client);
  return { client, transport, served };
}

/** Reads SSE events from `res` until `done` says stop (or the stream ends). */
async function readEvents(res: Response, done: (events: Array<{ id?: string; data: string }>) => boolean) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Array<{ id?: string; data: string }> = [];
  let buffer = '';
  while (!done(events)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (data !== undefined) events.push({ id: /^id: (.*)$/m.exec(block)?.[1], data });
    }
  }
  await reader.cancel().catch(() => undefined);
  return events;
}

describe('remote MCP sessions on two nodes', () => {
  it('a memory created through MCP on node A sends list_changed to a session held by node B', async () => {
    const [a, b] = cluster.nodes;
    const watcher = await connect(b!.url); // straight to the node, not through the balancer
    let heard = 0;
    watcher.client.setNotificationHandler(ResourceListChangedNotificationSchema, async () => {
      heard += 1;
    });
    await watcher.client.listResources(); // the session is up on B, its GET stream open
    const writer = await connect(a!.url);
    // The cluster's key lists the memories of default_user.
    const stored = await writer.client.callTool({ name: 'memory_store', arguments: { user_id: 'default_user', agent_name: 'global', key: 'cross-node-notice', value: 'Written on node A' } });
    expect(stored.isError, JSON.stringify(stored.content)).toBeFalsy();
    await expect.poll(() => heard, { timeout: testTime(5_000) }).toBe(1);
  });

  it('a session begun through the balancer continues after the node that began it is killed', async () => {
    const { client, transport, served } = await connect(cluster.url);
    const sessionId = transport.sessionId;
    const first = served[0]!; // the node that answered initialize
    const stored = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'mcp-cluster', value: 'Ada keeps her notes in Markdown', scope: 'persistent' } });
    expect(stored.isError, JSON.stringify(stored.content)).toBeFalsy();

    await cluster.node(first).kill();
    const survivor = cluster.nodes.find((n) => n.name !== first)!.name;
    await cluster.waitForUpNodes([survivor], 15_000);
    served.length = 0;
    const fetched = await client.callTool({ name: 'memory_fetch', arguments: { ...ns, key: 'mcp-cluster' } });
    expect(fetched.isError, JSON.stringify(fetched.content)).toBeFalsy();
    expect(fetched.structuredContent).toMatchObject({ memory: { key: 'mcp-cluster', value: 'Ada keeps her notes in Markdown' } });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    expect(transport.sessionId).toBe(sessionId);
    expect(new Set(served)).toEqual(new Set([survivor]));
  });

  it('a node that never held a session continues it, and replays after Last-Event-ID what the dead node stored', async () => {
    const [a, b] = cluster.nodes;
    const headers = { authorization: `Bearer ${cluster.apiKey}`, 'content-type': 'application/json', accept: ACCEPT };
    const init = await fetch(`${a!.url}/mcp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
    });
    expect(init.status).toBe(200);
    const sessionId = init.headers.get('mcp-session-id')!;
    await readEvents(init, (events) => events.some((e) => e.data.includes('"result"')));
    const session = { ...headers, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' };
    await (await fetch(`${a!.url}/mcp`, { method: 'POST', headers: session, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })).text();

    // A tool call whose answer the client does not wait for: it keeps only the priming event's id.
    const call = await fetch(`${a!.url}/mcp`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'memory_store', arguments: { ...ns, key: 'mcp-replay', value: 'stored before the node died' } } }),
    });
    const [priming] = await readEvents(call, (events) => events.length >= 1);
    expect(priming?.id).toBeTruthy();
    const rest = { authorization: `Bearer ${cluster.apiKey}`, 'x-user-id': 'ada' };
    while ((await fetch(`${b!.url}/api/v1/memory/mcp-replay`, { headers: rest })).status !== 200) await new Promise((r) => setTimeout(r, 50));
    await settle(300); // the answer is stored right after the write
    await a!.kill();

    const resumed = await fetch(`${b!.url}/mcp`, { headers: { ...session, 'last-event-id': priming!.id! } });
    expect(resumed.status).toBe(200);
    const replayed = await readEvents(resumed, (events) => events.some((e) => e.data.includes('"id":2')));
    const answer = JSON.parse(replayed.find((e) => e.data.includes('"id":2'))!.data) as { result: { structuredContent: unknown } };
    expect(answer.result.structuredContent).toMatchObject({ created: true, memory: { key: 'mcp-replay' } });

    // The same session goes on, on node B, with the SDK client.
    const { client } = await connect(b!.url, sessionId);
    const fetched = await client.callTool({ name: 'memory_fetch', arguments: { ...ns, key: 'mcp-replay' } });
    expect(fetched.structuredContent).toMatchObject({ memory: { key: 'mcp-replay', value: 'stored before the node died' } });
  });

  it('a session ended on one node is unknown on the other', async () => {
    const [a, b] = cluster.nodes;
    const { client, transport } = await connect(a!.url);
    const sessionId = transport.sessionId!;
    await client.listTools();
    const onB = await connect(b!.url, sessionId);
    await onB.client.listTools(); // node B now holds a copy too
    await transport.terminateSession();
    const ping = await fetch(`${b!.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cluster.apiKey}`, 'content-type': 'application/json', accept: ACCEPT, 'mcp-session-id': sessionId },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'ping' }),
    });
    expect(ping.status).toBe(404);
    await ping.text();
  });
});
