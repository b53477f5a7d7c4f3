/**
 * Serves one MCP session (local principal, all 56 tools) over an admin-socket connection:
 * how `memplat mcp` reaches the store while a server holds it (PGlite allows one process).
 */
import type net from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { AppServices } from '../services.js';
import { createMcpServer } from '../mcp/server.js';
import { LOCAL_PRINCIPAL } from './local-principal.js';

export async function serveMcpOverSocket(services: AppServices, socket: net.Socket): Promise<() => Promise<void>> {
  const server = createMcpServer({
    mode: 'local',
    limits: services.config.mcp,
    services: services.memory,
    logger: services.logger,
    principalOf: () => LOCAL_PRINCIPAL,
  });
  const transport = new StdioServerTransport(socket, socket);
  await server.connect(transport);
  const close = async () => {
    await server.close().catch(() => undefined);
    socket.destroy();
  };
  socket.once('close', () => void close());
  socket.resume();
  return close;
}
