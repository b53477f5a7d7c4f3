/**
 * Test helper: an MCP server of either mode inside the test process, on a real server's
 * services, reached by the SDK client over the in-memory transport. Lets a test drive the
 * local-mode tools (roots from settings) and cancel or watch progress without a child process.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { RunningServer } from '../../server.js';
import { loadLocalConfig } from '../../config/local.js';
import type { Principal } from '../../domain/core/principal.js';
import { LOCAL_PRINCIPAL } from '../../control-socket/local-principal.js';
import { createMcpServer } from '../../mcp/server.js';
import type { McpMode } from '../../mcp/tools/catalogue.js';

export interface InProcessOptions {
  mode?: McpMode;
  /** MEMPLAT_FS_ROOTS for a local-mode server. */
  roots?: string[];
  /** Further settings of the local tools (MEMPLAT_SHELL, ...). */
  localEnv?: Record<string, string>;
  principal?: Principal;
  toolTimeoutMs?: number;
}

export async function connectInProcess(services: RunningServer['services'], options: InProcessOptions = {}): Promise<{ client: Client; close(): Promise<void> }> {
  const mode = options.mode ?? 'local';
  const server = createMcpServer({
    mode,
    limits: { ...services.config.mcp, ...(options.toolTimeoutMs ? { toolTimeoutMs: options.toolTimeoutMs } : {}) },
    toolGroups: services.config.mcp.toolGroups,
    local: mode === 'local' ? loadLocalConfig({ ...options.localEnv, MEMPLAT_FS_ROOTS: (options.roots ?? [process.cwd()]).join(':') }) : undefined,
    services: { ...services.memory, web: services.web },
    changes: services.memoryChanges,
    logger: services.logger,
    principalOf: () => options.principal ?? LOCAL_PRINCIPAL,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'in-process-test', version: '1.0.0' });
  await client.connect(clientSide);
  return {
    client,
    async close() {
      await client.close().catch(() => undefined);
      await server.close().catch(() => undefined);
    },
  };
}
