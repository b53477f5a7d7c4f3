/**
 * Serves one MCP session (local principal, all 56 tools; pointed at the context the relaying
 * process names, else the local one) over an admin-socket connection:
 * how `memplat mcp` reaches the store while a server holds it (PGlite allows one process).
 * The relaying process sends its own MCP settings (McpStdioArgs): the session serves the
 * client that configured them, so its tool groups, roots, shell switch and caps apply rather
 * than the server's.
 */
import type net from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { AppServices } from '../services.js';
import { parseToolGroups, type McpToolGroup } from '../config/mcp.js';
import { localConfigFromRelay, type LocalToolsConfig } from '../config/local.js';
import type { Logger } from '../logger.js';
import { createMcpServer } from '../mcp/server.js';
import { LOCAL_PRINCIPAL } from './local-principal.js';
import type { Principal } from '../domain/core/principal.js';

/** What `memplat mcp` sends with the mcp.stdio command. */
export interface McpStdioArgs {
  toolGroups?: string[];
  /** Its local-tool settings (LocalToolsConfig), roots resolved against its working directory. */
  local?: unknown;
  /** `memplat mcp --context <id>`: the context the session uses by default (checked to exist before relaying). */
  contextId?: string;
}

/** The machine's owner, pointed at the context `memplat mcp --context` named (else the local one). */
export function localPrincipalFor(contextId: string | undefined): Principal {
  return typeof contextId === 'string' && contextId ? { kind: 'local', contextId: contextId.toLowerCase() } : LOCAL_PRINCIPAL;
}

function localSettingsOf(args: McpStdioArgs | undefined, fallback: LocalToolsConfig, logger: Logger): LocalToolsConfig {
  if (args?.local === undefined) return fallback;
  try {
    return localConfigFromRelay(args.local);
  } catch (err) {
    logger.warn({ err }, 'the relaying memplat mcp sent unusable local-tool settings; using this server\'s');
    return fallback;
  }
}

function toolGroupsOf(args: McpStdioArgs | undefined, fallback: McpToolGroup[]): McpToolGroup[] {
  if (!Array.isArray(args?.toolGroups)) return fallback;
  try {
    return parseToolGroups(args.toolGroups.map(String));
  } catch {
    return fallback;
  }
}

export async function serveMcpOverSocket(services: AppServices, socket: net.Socket, args?: McpStdioArgs): Promise<() => Promise<void>> {
  const principal = localPrincipalFor(args?.contextId);
  const server = createMcpServer({
    mode: 'local',
    limits: services.config.mcp,
    toolGroups: toolGroupsOf(args, services.config.mcp.toolGroups),
    local: localSettingsOf(args, services.config.local, services.logger),
    services: { ...services.memory, web: services.web },
    changes: services.memoryChanges,
    logger: services.logger,
    principalOf: () => principal,
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
