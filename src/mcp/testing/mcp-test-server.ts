/**
 * Test helper: a real server on 127.0.0.1:0 with a temporary DATA_DIR (PGlite, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set), an API key, and MCP SDK clients.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadConfig } from '../../config/index.js';
import { createLogger } from '../../logger.js';
import { startServer, type RunningServer } from '../../server.js';
import { createTestDatabaseUrl } from '../../persistence/test-database.js';
import { closeMcpSessions } from '../http/session-hub.js';

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-mcp-'));
  const database = await createTestDatabaseUrl();
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SHUTDOWN_GRACE_MS: '200',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  };
  const running = await startServer(loadConfig(env), createLogger('silent'));
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
      await client.connect(transport);
      clients.push(client);
      return client;
    },
    async close() {
      for (const c of clients) await c.close().catch(() => undefined);
      await closeMcpSessions(running.services);
      await running.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
