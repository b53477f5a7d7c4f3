/**
 * The /mcp transport rules with raw HTTP: credentials, session binding, origin and media-type
 * checks, protocol version, session end, key revocation, SSE resumption.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommandIn } from '../../testing/mcp/admin-in-process.js';
import { SSE_RETRY_MS } from './remote-session.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { testTime } from '../../testing/time-budget.js';

const ACCEPT = 'application/json, text/event-stream';
const initialize = (version = '2025-06-18') => ({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });

let server: McpTestServer;
let key: string;
let otherKey: string;

async function post(body: unknown, headers: Record<string, string> = {}, bearer: string | null = key) {
  return fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Reads SSE events until `count` events with data arrived (or the stream ends). */
async function readEvents(res: Response, count: number): Promise<Array<{ id?: string; retry?: string; data: string }>> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Array<{ id?: string; retry?: string; data: string }> = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      const retry = /^retry: (\d+)$/m.exec(block)?.[1];
      if (data !== undefined) events.push({ id, retry, data });
    }
  }
  await reader.cancel().catch(() => undefined);
  return events;
}

async function openSession(bearer = key, version = '2025-06-18'): Promise<string> {
  const res = await post(initialize(version), {}, bearer);
  expect(res.status).toBe(200);
  const id = res.headers.get('mcp-session-id');
  expect(id).toBeTruthy();
  await readEvents(res, 1);
  const ack = await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': id!, 'mcp-protocol-version': version }, bearer);
  expect(ack.status).toBe(202);
  return id!;
}

beforeAll(async () => {
  server = await startMcpTestServer();
  key = await server.createKey('transport-a');
  otherKey = await server.createKey('transport-b');
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('credentials and session binding', () => {
  it('requires an API key, with a bearer challenge naming the protected resource metadata', async () => {
    const res = await post(initialize(), {}, null);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer .*resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource/);
  });

  it('issues a session id at initialize and requires it afterwards', async () => {
    const id = await openSession();
    const list = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' });
    expect(list.status).toBe(200);
    const [event] = await readEvents(list, 1);
    expect(JSON.parse(event!.data).result.tools).toHaveLength(49);

    const missing = await post({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/Mcp-Session-Id header is required/) } });

    const unknown = await post({ jsonrpc: '2.0', id: 4, method: 'tools/list' }, { 'mcp-session-id': 'no-such-session' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: -32001, message: 'Session not found' } });
  });

  it('does not let another key use a session (it looks unknown)', async () => {
    const id = await openSession(key);
    const res = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': id }, otherKey);
    expect(res.status).toBe(404);
    const stream = await fetch(`${server.url}/mcp`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${otherKey}`, 'mcp-session-id': id } });
    expect(stream.status).toBe(404);
  });

  it('ends a session on DELETE; its id then answers 404', async () => {
    const id = await openSession();
    const del = await fetch(`${server.url}/mcp`, { method: 'DELETE', headers: { authorization: `Bearer ${key}`, 'mcp-session-id': id } });
    expect(del.status).toBe(200);
    const after = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': id });
    expect(after.status).toBe(404);
  });

  it('stops a revoked key at once and ends its sessions', async () => {
    const doomed = await server.createKey('transport-doomed');
    const id = await openSession(doomed);
    const stream = await fetch(`${server.url}/mcp`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${doomed}`, 'mcp-session-id': id } });
    expect(stream.status).toBe(200);
    const result = await runAdminCommandIn(server.services, 'keys.revoke', { name: 'transport-doomed' });
    expect(result).toMatchObject({ revoked: true, mcp_sessions_closed: 1 });
    // The open SSE stream ends, and the next request is refused by the key check.
    const reader = stream.body!.getReader();
    for (;;) if ((await reader.read()).done) break;
    const res = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': id }, doomed);
    expect(res.status).toBe(401);
    const rest = await fetch(`${server.url}/api/v1/memory`, { headers: { authorization: `Bearer ${doomed}` } });
    expect(rest.status).toBe(401);
  });
});

describe('request checks', () => {
  it('refuses foreign origins (DNS rebinding) and accepts loopback ones', async () => {
    const evil = await post(initialize(), { origin: 'http://evil.example.com' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/Origin/) } });
    // fetch cannot forge Host; node:http can.
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT, authorization: `Bearer ${key}`, host: 'evil.example.com' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end(JSON.stringify(initialize()));
    });
    expect(rebound).toBe(403);
    const local = await post(initialize(), { origin: 'http://localhost:6274' });
    expect(local.status).toBe(200);
    await local.body?.cancel();
  });

  it('checks Accept, Content-Type and MCP-Protocol-Version', async () => {
    const noSse = await post(initialize(), { accept: 'application/json' });
    expect(noSse.status).toBe(406);
    const text = await fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'text/plain', accept: ACCEPT, authorization: `Bearer ${key}` }, body: 'hello' });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { code: -32000 } });
    const id = await openSession();
    const badVersion = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': id, 'mcp-protocol-version': '1999-01-01' });
    expect(badVersion.status).toBe(400);
    expect(((await badVersion.json()) as { error: { message: string } }).error.message).toMatch(/Unsupported protocol version/);
  });
});

describe('SSE resumability', () => {
  it('replays the messages of a stream after Last-Event-ID', async () => {
    const version = '2025-11-25'; // clients of this revision get a resumption cursor first
    const id = await openSession(key, version);
    const call = await post({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'memory_stats', arguments: { user_id: 'resume', agent_name: 'global' } } }, { 'mcp-session-id': id, 'mcp-protocol-version': version });
    const events = await readEvents(call, 2);
    expect(events[0]!.data).toBe(''); // the priming event: a cursor and how long to wait before reconnecting
    expect(events[0]!.retry).toBe(String(SSE_RETRY_MS));
    expect(events[1]!.retry).toBeUndefined();
    const cursor = events[0]!.id!;
    expect(cursor).toMatch(/\/\d+$/);
    expect(JSON.parse(events[1]!.data)).toMatchObject({ id: 7, result: { structuredContent: { user_id: 'resume', total: 0 } } });

    const resumed = await fetch(`${server.url}/mcp`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${key}`, 'mcp-session-id': id, 'mcp-protocol-version': version, 'last-event-id': cursor } });
    expect(resumed.status).toBe(200);
    const [replayed] = await readEvents(resumed, 1);
    expect(replayed!.id).toBe(events[1]!.id);
    expect(JSON.parse(replayed!.data)).toMatchObject({ id: 7, result: { structuredContent: { user_id: 'resume' } } });
  });
});

describe('OAuth discovery', () => {
  it('publishes RFC 9728 metadata for the API and /mcp and RFC 8414 metadata for /oauth', async () => {
    const api = await (await fetch(`${server.url}/.well-known/oauth-protected-resource`)).json();
    expect(api).toMatchObject({ resource: server.url, authorization_servers: [server.url], bearer_methods_supported: ['header'] });
    const mcp = await (await fetch(`${server.url}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(mcp).toMatchObject({ resource: `${server.url}/mcp`, authorization_servers: [server.url], scopes_supported: ['memory:read', 'memory:write'] });
    const as = await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json();
    expect(as).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/oauth/authorize`,
      token_endpoint: `${server.url}/oauth/token`,
      registration_endpoint: `${server.url}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});
