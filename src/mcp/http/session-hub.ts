/**
 * The remote MCP endpoint of one running service (Streamable HTTP at /mcp): checks each request
 * (origin and host, media types, the session binding) and hands it to its session's SDK
 * transport (session-pool.ts holds the sessions). Built once by the composition root
 * (src/services.ts) and reached as `services.mcpSessions`.
 *
 * With Redis (REDIS_URL) sessions are shared by the nodes: each is recorded in Redis with its
 * SSE events (session-registry.ts), and a node that gets a request for a session it does not
 * hold continues it from that record, so a session outlives the node that began it.
 */
import type { IncomingMessage } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { McpConfig } from '../../config/mcp.js';
import type { ServerConfig } from '../../config/server.js';
import type { Principal } from '../../domain/core/principal.js';
import type { IoRedisConnection } from '../../adapters/redis/redis-connection.js';
import type { Logger } from '../../logger.js';
import type { McpExchange, McpExchangeWithBody, McpReply } from './exchange.js';
import { JSON_RPC, rejectBeforeBody, rejectionResult, type McpRejection } from './json-rpc-reply.js';
import { checkOriginAndHost } from './origin.js';
import { principalIdentity } from './principal-identity.js';
import type { RemoteSession } from './remote-session.js';
import { sessionToolGroups } from './session-tool-groups.js';
import { McpSessionPool, type RemoteSessionFactory } from './session-pool.js';
import { LocalSessionRegistry, RedisSessionRegistry } from './session-registry.js';

const SESSION_STATE = 'mcpSession';

function isInitialize(body: unknown): body is { method: 'initialize'; params?: Record<string, unknown> } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { method?: unknown }).method === 'initialize';
}

const missingSession: McpRejection = { status: 400, rpcCode: JSON_RPC.transport, code: 'MCP-001', message: 'Bad Request: Mcp-Session-Id header is required' };
const unknownSession: McpRejection = { status: 404, rpcCode: JSON_RPC.sessionNotFound, code: 'MCP-002', message: 'Session not found' };

export interface McpSessionHubDeps {
  config: { server: ServerConfig; mcp: McpConfig };
  /** Sessions are shared with the other nodes through it when present. */
  redis?: IoRedisConnection;
  /** Sessions of keys revoked by another process end at the next sweep. */
  apiKeys: { revokedAmong(ids: string[]): Promise<string[]> };
  buildSession: RemoteSessionFactory;
  logger: Logger;
}

export class McpSessionHub {
  private readonly pool: McpSessionPool;
  private watchingServer = false;

  constructor(private readonly deps: McpSessionHubDeps) {
    const { mcp } = deps.config;
    const registry = deps.redis
      ? new RedisSessionRegistry(deps.redis, { maxEvents: mcp.eventStoreMaxEvents, idleMs: mcp.sessionIdleMs }, deps.logger)
      : new LocalSessionRegistry(mcp.eventStoreMaxEvents);
    this.pool = new McpSessionPool({ limits: mcp, registry, revokedKeys: (ids) => deps.apiKeys.revokedAmong(ids), buildSession: deps.buildSession, logger: deps.logger });
    // Redis back after an outage (maybe restarted without its data): this node's sessions go back in.
    registry.onReturn(() => void this.pool.writeBack());
  }

  /** Sessions this node holds. */
  get size(): number {
    return this.pool.size;
  }

  /** How often this node should sweep its sessions (a scheduled job, src/background-jobs.ts). */
  get sweepEveryMs(): number {
    return Math.min(60_000, Math.max(1_000, this.deps.config.mcp.sessionIdleMs / 2));
  }

  /** Checks that need no body: origin and host, media types, the session binding. */
  async preflight(c: McpExchange): Promise<McpRejection | null> {
    const { server, mcp } = this.deps.config;
    const verdict = checkOriginAndHost({ origin: c.headers.origin, host: c.headers.host }, server, mcp);
    if (!verdict.ok) return { status: 403, rpcCode: JSON_RPC.transport, code: 'MCP-003', message: `Forbidden: ${verdict.reason}` };
    const accept = c.headers.accept ?? '';
    if (c.koa.method === 'POST') {
      if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
        return { status: 406, rpcCode: JSON_RPC.transport, code: 'MCP-013', message: 'Not Acceptable: Client must accept both application/json and text/event-stream' };
      }
      if (!c.koa.is('application/json')) {
        return { status: 415, rpcCode: JSON_RPC.transport, code: 'MCP-014', message: 'Unsupported Media Type: Content-Type must be application/json' };
      }
    }
    const id = c.headers['mcp-session-id'];
    if (id === undefined) return c.koa.method === 'POST' ? null : missingSession; // POST: allowed for initialize
    const session = await this.pool.find(id, c.principal);
    if (!session) return unknownSession;
    c.koa.state[SESSION_STATE] = session;
    return null;
  }

  /** The before-body step of POST /mcp: a refusal is written before the body is read. */
  beforeBody = async (c: McpExchange): Promise<void> => {
    const rejection = await this.preflight(c);
    if (rejection) rejectBeforeBody(c.koa, rejection);
  };

  /** Hands the request to the session's SDK transport (creating the session on initialize). */
  async handle(c: McpExchangeWithBody): Promise<McpReply | void> {
    if (c.koa.method !== 'POST') {
      const rejection = await this.preflight(c);
      if (rejection) return rejectionResult(rejection);
    }
    this.watchServerClose(c);
    let session = c.koa.state[SESSION_STATE] as RemoteSession | undefined;
    if (!session) {
      if (!isInitialize(c.body)) return rejectionResult(missingSession);
      const groups = sessionToolGroups(this.deps.config.mcp.toolGroups, c.principal, c.koa.query);
      if (!Array.isArray(groups)) return rejectionResult(groups);
      const opened = await this.pool.open(c.principal, c.body.params ?? {}, groups);
      if ('status' in opened) return rejectionResult(opened);
      session = opened;
    }
    session.lastSeen = Date.now();
    session.inFlight++;
    c.koa.res.once('close', () => {
      session.inFlight--;
      session.lastSeen = Date.now();
    });
    const req = c.koa.req as IncomingMessage & { auth?: AuthInfo };
    // The request's principal, re-checked by the security layer on this very request.
    req.auth = { token: 'redacted', clientId: principalIdentity(c.principal), scopes: c.principal.kind === 'oauth' ? c.principal.scopes : [], extra: { principal: c.principal } };
    c.koa.respond = false;
    await session.transport.handleRequest(req, c.koa.res, c.body);
    if (!session.transport.sessionId) await this.pool.discard(session); // initialize failed: nothing to keep
  }

  /** Fallback clean-up when nobody calls closeAll: close this node's sessions when the HTTP server closes. */
  private watchServerClose(c: McpExchange): void {
    if (this.watchingServer) return;
    const httpServer = (c.koa.req.socket as { server?: { once(event: 'close', fn: () => void): void } }).server;
    if (!httpServer) return;
    this.watchingServer = true;
    httpServer.once('close', () => void this.closeAll());
  }

  /** Ends the sessions whose principal matches (a revoked key or grant); returns how many. */
  closeWhere(predicate: (principal: Principal) => boolean): Promise<number> {
    return this.pool.closeWhere(predicate);
  }

  /** Idle sessions, and sessions whose API key was revoked (possibly by another process). */
  sweep(): Promise<void> {
    return this.pool.sweep();
  }

  /**
   * Closes every remote MCP session (and its SSE streams) this node holds; call on shutdown
   * before draining. Shared sessions (Redis) live on: another node continues them.
   */
  closeAll(): Promise<void> {
    return this.pool.dropAll();
  }
}
