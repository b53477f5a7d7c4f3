/**
 * Builds one MCP server (one per session: the SDK binds a server to one transport). Uses the
 * SDK's low-level Server so tools/list publishes the JSON Schemas of schemas/mcp/ verbatim
 * (the high-level McpServer wants Zod schemas).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type ProgressToken, type ServerNotification, type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../domain/core/principal.js';
import { toolsFor, type McpMode } from './tools/catalogue.js';
import { ToolRunner, type ToolRunnerOptions } from './tool-runner.js';
import { toolListing } from './tools/listing.js';
import type { LocalToolsConfig } from '../config/local.js';
import { createLocalEnvironment } from './tools/local/environment.js';
import type { MemoryChangeFeed } from './resources/change-feed.js';
import { registerResources } from './resources/register.js';
import { registerPrompts } from './prompts/register.js';

export const SERVER_INFO = { name: 'memplat', title: 'Memory Platform', version: '4.0.0' };

const INSTRUCTIONS = [
  'Memory for AI agents. At the start of a task call memory_recall with the user_id (the end user, e.g. default_user) and a short description of the task',
  'to load relevant memories; store durable facts, preferences and decisions with memory_store (scope "persistent"),',
  'and short-lived task context with the default scope "working". agent_name "global" shares a memory across threads.',
  'After a substantive exchange, memory_record_interaction builds the user\'s interaction pattern.',
  'Resources: memplat://memory/{user_id}/{agent_name}/{key}, memplat://memories/{user_id}/recent, memplat://pattern/{user_id}',
  'and memplat://tools; prompts recall_context, store_session_summary and personalize.',
  'Tools whose description says "Not available yet" answer a tool error (MCP-007).',
].join(' ');

const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { subscribe: true, listChanged: true },
  prompts: { listChanged: false },
  completions: {},
  // No `logging`: the server sends no notifications/message, so declaring it would promise log messages that never come.
};

/** notifications/progress for one request, when its client sent a progressToken (never after a cancel). */
function progressReporter(token: ProgressToken | undefined, extra: RequestHandlerExtra<ServerRequest, ServerNotification>) {
  if (token === undefined) return undefined;
  return (progress: number, total: number | undefined, message: string) => {
    if (extra.signal.aborted) return;
    extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress, ...(total === undefined ? {} : { total }), message } }).catch(() => undefined);
  };
}

export interface McpServerOptions extends Omit<ToolRunnerOptions, 'local'> {
  mode: McpMode;
  /** Settings of the local-only tools; a local-mode server offers them with these. */
  local?: LocalToolsConfig;
  /** The node's memory-change feed (AppServices.memoryChanges): resource notifications come from it. */
  changes: MemoryChangeFeed;
  /** The caller of a request: the session's bound principal, or the request's re-checked one. */
  principalOf(extra: { authInfo?: { extra?: Record<string, unknown> } }): Principal;
}

export function createMcpServer(options: McpServerOptions): Server {
  const server = new Server(SERVER_INFO, { capabilities: CAPABILITIES, instructions: INSTRUCTIONS });
  const listing = toolsFor(options.mode, options.toolGroups).map(toolListing);
  const local = options.mode === 'local' && options.local ? createLocalEnvironment(server, options.local, options.logger) : undefined;
  // Writes are announced on the feed by the memory domain itself (resources/change-feed.ts), whichever way they came.
  const services = options.services;
  const runner = new ToolRunner({ ...options, services, local });
  const surface = { server, mode: options.mode, toolGroups: options.toolGroups, services, logger: options.logger, changes: options.changes, principalOf: options.principalOf };
  registerResources(surface);
  registerPrompts(surface);
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    // One page: a cursor can only come from a confused client, which should hear so rather than get page one again.
    if (request.params?.cursor !== undefined) {
      throw new McpError(ErrorCode.InvalidParams, 'MCP-024: Invalid cursor: tools/list answers every tool in one page and gives no nextCursor; call it without a cursor');
    }
    return { tools: listing };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => runner.call({
    name: request.params.name,
    arguments: request.params.arguments,
    principal: options.principalOf(extra as never),
    requestId: String(extra.requestId),
    signal: extra.signal,
    client: server.getClientVersion()?.name,
    progress: progressReporter(request.params._meta?.progressToken, extra),
  }));
  return server;
}
