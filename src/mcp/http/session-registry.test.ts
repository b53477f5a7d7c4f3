/**
 * Shared remote MCP sessions: the SDK internals a node relies on to continue a session it did
 * not begin (checked on every run, so an SDK update that renames them fails here first). The
 * Redis registry and event store are in session-registry.redis.test.ts.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { adoptSessionId, restoreClientInitialize } from './adopt-session.js';

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
