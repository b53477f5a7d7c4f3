/**
 * The local stdio MCP server (`memplat mcp`): principal 'local', the local context (or the one
 * `--context <id>` names, which must exist), all 56 tools, same store and settings as the HTTP service.
 *
 * The embedded store (PGlite) may be open in one process only, so:
 *  - when a server is running (its admin socket answers), this process relays stdin/stdout to
 *    an MCP session inside that server over the socket (command `mcp.stdio`);
 *  - otherwise it opens the store itself and also serves the admin channel, so `memplat keys`
 *    and further `memplat mcp` processes reach the store through it meanwhile (and a server
 *    started meanwhile refuses to open the same store: its admin channel finds this one live).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig, type AppConfig } from '../config/index.js';
import { connectAdminSocket, readResponseLine, sendAdminRequest } from '../control-socket/client.js';
import { MCP_STDIO_COMMAND } from '../control-socket/protocol.js';
import { openLocalServices } from '../control-socket/local-services.js';
import { startAdminChannel } from '../control-socket/channel.js';
import { localPrincipalFor, type McpStdioArgs } from '../control-socket/mcp-over-socket.js';
import { createMcpServer } from './server.js';

export interface StdioIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
}

export interface StdioOptions {
  /** `--context <id>`: the context calls use by default instead of the local one. */
  contextId?: string;
}

/** Refuses a `--context` that names no context of the store, before any MCP message is served. */
function checkContext(found: boolean, contextId: string): void {
  if (!found) throw new Error(`No context ${contextId} in this store (memplat mcp --context); list them with memory_stats or GET /api/v1/me/contexts`);
}

async function relayThroughServer(config: AppConfig, io: StdioIo, options: StdioOptions): Promise<boolean> {
  if (options.contextId) {
    const answer = await sendAdminRequest(config.storage.dataDir, { command: 'memory.context', args: { id: options.contextId } });
    if (!answer) return false;
    checkContext(answer.ok, options.contextId);
  }
  const socket = await connectAdminSocket(config.storage.dataDir);
  if (!socket) return false;
  const reply = readResponseLine(socket);
  const args: McpStdioArgs = { toolGroups: config.mcp.toolGroups, local: config.local, contextId: options.contextId };
  socket.write(`${JSON.stringify({ command: MCP_STDIO_COMMAND, args })}\n`);
  const { response, rest } = await reply;
  if (!response.ok) {
    socket.destroy();
    throw new Error(`The running server refused the MCP relay: ${response.error.message}`);
  }
  if (rest.length) io.stdout.write(rest);
  socket.pipe(io.stdout as NodeJS.WritableStream, { end: false });
  io.stdin.pipe(socket);
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    io.stdin.once('end', () => socket.end());
  });
  io.stdin.unpipe(socket);
  return true;
}

async function serveFromStore(config: AppConfig, io: StdioIo, options: StdioOptions): Promise<void> {
  const local = await openLocalServices(config, { startBackgroundWork: true, logLevel: config.server.logLevel });
  const { services } = local;
  if (options.contextId) {
    const found = await services.memory.portability.existing(options.contextId).then(() => true, () => false);
    if (!found) await local.close();
    checkContext(found, options.contextId);
  }
  const principal = localPrincipalFor(options.contextId);
  const channel = await startAdminChannel(services, config.storage.dataDir).catch(async (error: unknown) => {
    await local.close();
    throw error;
  });
  const server = createMcpServer({ mode: 'local', limits: config.mcp, toolGroups: config.mcp.toolGroups, local: config.local, services: { ...services.memory, web: services.web }, changes: services.memoryChanges, logger: services.logger, principalOf: () => principal });
  const transport = new StdioServerTransport(io.stdin as never, io.stdout as never);
  let onSignal: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    onSignal = resolve;
    io.stdin.once('end', resolve);
    io.stdin.once('close', resolve);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  await server.connect(transport);
  services.logger.info({ store: services.store.kind }, 'stdio MCP server ready');
  await ended;
  await server.close().catch(() => undefined);
  await channel.close();
  await local.close();
  // The process ends here; a command run on given streams inside a longer-lived process (tests,
  // src/testing/mcp/stdio-in-process.ts) leaves that process's signal handling as it found it.
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
}

export async function runStdioMcp(config: AppConfig = loadConfig(), io: StdioIo = { stdin: process.stdin, stdout: process.stdout }, options: StdioOptions = {}): Promise<void> {
  if (await relayThroughServer(config, io, options)) return;
  await serveFromStore(config, io, options);
}
