/**
 * Shared remote MCP sessions: the SDK internals a node relies on to continue a session it did
 * not begin (checked on every run, so an SDK update that renames them fails here first), and
 * the Redis registry and event store (where TEST_REDIS_URL is set).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { createRedisConnection, type RedisConnection } from '../../persistence/redis.js';
import { adoptSessionId, restoreClientInitialize } from './adopt-session.js';
import { RedisSessionRegistry } from './session-registry.js';

describe('continuing a session on a transport that did not answer its initialize', () => {
  it('serves requests carrying the adopted session id and knows the client from the stored initialize', async () => {
    const id = randomBytes(12).toString('base64url');
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => id });
    const server = new Server({ name: 't', version: '1' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
    adoptSessionId(transport, id);
    await server.connect(transport);
    await restoreClientInitialize(server, { protocolVersion: '2025-06-18', capabilities: { roots: {} }, clientInfo: { name: 'first-node-client', version: '2' } });
    expect(transport.sessionId).toBe(id);
    expect(server.getClientVersion()).toEqual({ name: 'first-node-client', version: '2' });
    expect(server.getClientCapabilities()).toEqual({ roots: {} });

    const httpServer = http.createServer((req, res) => void transport.handleRequest(req, res));
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/mcp`;
      const post = (sessionId: string) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
        });
      const ok = await post(id);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('"tools":[]');
      const other = await post('another-session');
      expect(other.status).toBe(404);
      await other.text();
    } finally {
      await server.close();
      await new Promise((resolve) => httpServer.close(resolve));
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
let redis: RedisConnection | undefined;
afterAll(async () => redis?.close());

describe.skipIf(!redisUrl)('Redis session registry', () => {
  const logger = createLogger('silent');
  const connect = async () => {
    redis ??= createRedisConnection(redisUrl!, `registry-${randomBytes(6).toString('hex')}:`, logger);
    await redis.connect();
    return new RedisSessionRegistry(redis, { maxEvents: 4, idleMs: 60_000 }, logger);
  };

  it('records, finds, marks used and removes a session', async () => {
    const registry = await connect();
    const record = { owner: 'apiKey:k1', init: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
    await registry.save('h1', record);
    expect(await registry.load('h1')).toEqual(record);
    expect(await registry.touch('h1')).toBe(true);
    await registry.remove('h1');
    expect(await registry.load('h1')).toBeNull();
    expect(await registry.touch('h1')).toBe(false);
  });

  it('keeps the last events of a session for replay after Last-Event-ID, on any node', async () => {
    const registry = await connect();
    const writer = registry.eventStore('h2');
    const message = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/message', params: { n } });
    const priming = await writer.storeEvent('s1', {} as JSONRPCMessage);
    const ids = [await writer.storeEvent('s1', message(1)), await writer.storeEvent('s2', message(2)), await writer.storeEvent('s1', message(3))];
    expect(new Set([priming, ...ids]).size).toBe(4);

    const reader = registry.eventStore('h2'); // another node's store of the same session
    expect(await reader.getStreamIdForEventId!(priming)).toBe('s1');
    const replayed: Array<[string, JSONRPCMessage]> = [];
    expect(await reader.replayEventsAfter(priming, { send: async (id, m) => void replayed.push([id, m]) })).toBe('s1');
    expect(replayed).toEqual([[ids[0], message(1)], [ids[2], message(3)]]);

    await writer.storeEvent('s1', message(4)); // over maxEvents 4: the priming event is dropped
    replayed.length = 0;
    await reader.replayEventsAfter(ids[0]!, { send: async (id, m) => void replayed.push([id, m]) });
    expect(replayed.map(([, m]) => (m as unknown as { params: { n: number } }).params.n)).toEqual([3, 4]);
  });
});
