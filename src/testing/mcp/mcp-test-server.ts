/**
 * Test helper: a real server on 127.0.0.1:0 with a temporary DATA_DIR (PGlite, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set), an API key, and MCP SDK clients.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../../testing/test-server.js';
import { testTime } from '../../testing/time-budget.js';

export interface McpTestServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  services: RunningServer['services'];
  /** Creates a key reaching the local context. */
  createKey(name: string): Promise<string>;
  /** An SDK client connected to /mcp with the key (closed by `close`). */
  connect(key: string, options?: { url?: string }): Promise<Client>;
  close(): Promise<void>;
}

export async function startMcpTestServer(extraEnv: Record<string, string> = {}): Promise<McpTestServer> {
  const server = await startTestServer('memplat-mcp-', { SHUTDOWN_GRACE_MS: '200', ...extraEnv });
  const { running, env } = server;
  const dataDir = server.store.dataDir;
  const clients: Client[] = [];
  return {
    url: running.url,
    dataDir,
    env,
    services: running.services,
    async createKey(name) {
      return (await running.services.apiKeys.create({ name })).key;
    },
    async connect(key, options = {}) {
      const client = new Client({ name: 'memplat-test', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(options.url ?? `${running.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${key}` } },
      });
      await client.connect(transport, { timeout: testTime(60_000) }); // initialize waits for a busy server
      clients.push(client);
      return client;
    },
    async close() {
      for (const c of clients) await c.close().catch(() => undefined);
      await running.services.mcpSessions.closeAll();
      await server.close();
    },
  };
}
