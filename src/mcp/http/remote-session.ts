/**
 * One remote MCP session on this node: an SDK transport + one MCP server, bound to the
 * principal that opened it, with its SSE event store (in the process, or in Redis when
 * sessions are shared between nodes).
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport, type EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpConfig, McpToolGroup } from '../../config/mcp.js';
import type { Principal } from '../../domain/core/principal.js';
import type { Logger } from '../../logger.js';
import { createMcpServer } from '../server.js';
import type { ToolServices } from '../tools/types.js';
import type { MemoryChangeFeed } from '../resources/change-feed.js';
import { sha256Hex } from '../../domain/core/sha256.js';

export interface RemoteSession {
  key: string; // sha256 of the session id: ids are bearer-like secrets and are never kept in clear
  owner: string;
  principal: Principal;
  transport: StreamableHTTPServerTransport;
  server: Server;
  lastSeen: number;
  inFlight: number;
}

/**
 * `retry:` of the priming event the SDK transport opens each SSE stream with for 2025-11-25
 * clients (an event with an id and empty data: the cursor to resume from). A client whose stream
 * broke (a node restarting, a proxy timeout) waits this long before reconnecting with
 * Last-Event-ID; browsers' EventSource would otherwise pick its own delay.
 */
export const SSE_RETRY_MS = 2_000;

/** Session ids are bearer secrets: stored and shared between nodes as their digest. */
export const hashSessionId = (id: string) => sha256Hex(id);

export interface SessionHooks {
  /** The transport answered initialize (awaited before the answer is sent). */
  onInitialized?(session: RemoteSession): Promise<void>;
  /** The client ended the session (DELETE /mcp). */
  onEnded(session: RemoteSession): Promise<void>;
  /** The transport closed, for whatever reason. */
  onClosed(session: RemoteSession): void;
}

/** One session to build: new, or continued from another node. */
export interface RemoteSessionRequest {
  /** The session id (a bearer-like secret; only its digest is kept). */
  id: string;
  principal: Principal;
  /** principalIdentity() of the principal. */
  owner: string;
  /** The groups chosen at initialize (session-tool-groups.ts); absent: the server's MCP_TOOL_GROUPS. */
  toolGroups?: McpToolGroup[];
  events: EventStore;
  hooks: SessionHooks;
}

/** What every session's MCP server is built from. */
export interface RemoteSessionDeps {
  mcp: McpConfig;
  /** The services the tools call. */
  tools: ToolServices;
  /** The node's memory-change feed (resource notifications). */
  changes: MemoryChangeFeed;
  logger: Logger;
}

/** Builds the transport and server of a session (new, or continued from another node). */
export function buildRemoteSession({ mcp, tools, changes, logger }: RemoteSessionDeps, { id, principal, owner, toolGroups, events, hooks }: RemoteSessionRequest): RemoteSession {
  const session: RemoteSession = {
    key: hashSessionId(id),
    owner,
    principal,
    lastSeen: Date.now(),
    inFlight: 0,
    transport: new StreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      eventStore: events,
      retryInterval: SSE_RETRY_MS,
      onsessioninitialized: () => hooks.onInitialized?.(session),
      onsessionclosed: () => hooks.onEnded(session),
    }),
    server: createMcpServer({
      mode: 'remote',
      limits: mcp,
      toolGroups: toolGroups ?? mcp.toolGroups,
      services: tools,
      changes,
      logger,
      principalOf: (extra) => (extra.authInfo?.extra?.principal as Principal | undefined) ?? principal,
    }),
  };
  session.transport.onclose = () => hooks.onClosed(session);
  session.transport.onerror = (err) => logger.debug({ err: err.message }, 'MCP transport refused a request');
  return session;
}
