/**
 * The remote MCP sessions of one running service (Streamable HTTP at /mcp). Each session is
 * one SDK transport + one MCP server, bound to the principal that initialized it, with its
 * own SSE event store. The hub routes requests by Mcp-Session-Id, enforces the bindings and
 * caps, and closes idle sessions and sessions of revoked API keys.
 *
 * With Redis (REDIS_URL) sessions are shared by the nodes: each is recorded in Redis with its
 * SSE events (session-registry.ts), and a node that gets a request for a session it does not
 * hold continues it from that record, so a session outlives the node that began it. A node's
 * copy is then only a cache: dropping it (idle here, shutdown) leaves the session alive for
 * the others; ending it (DELETE /mcp, a revoked key, the per-key cap) removes it everywhere.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Principal } from '../../domain/core/principal.js';
import type { OperationContext, HttpResult } from '../../http/handler-types.js';
import type { AppServices } from '../../services.js';
import { adoptSessionId, restoreClientInitialize } from './adopt-session.js';
import { JSON_RPC, rejectBeforeBody, rejectionResult, type McpRejection } from './json-rpc-reply.js';
import { checkOriginAndHost } from './origin.js';
import { principalIdentity } from './principal-identity.js';
import { buildRemoteSession, hashSessionId, type RemoteSession } from './remote-session.js';
import { LocalSessionRegistry, RedisSessionRegistry, type McpSessionRegistry } from './session-registry.js';

const SESSION_STATE = 'mcpSession';

function isInitialize(body: unknown): body is { method: 'initialize'; params?: Record<string, unknown> } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { method?: unknown }).method === 'initialize';
}

const SWEEP_JOB = 'mcp-session-sweep';

const missingSession: McpRejection = { status: 400, rpcCode: JSON_RPC.transport, code: 'MCP-001', message: 'Bad Request: Mcp-Session-Id header is required' };
const unknownSession: McpRejection = { status: 404, rpcCode: JSON_RPC.sessionNotFound, code: 'MCP-002', message: 'Session not found' };

export class McpSessionHub {
  private readonly sessions = new Map<string, RemoteSession>();
  /** Sessions being continued from the registry, so concurrent requests build one copy. */
  private readonly adopting = new Map<string, Promise<RemoteSession | null>>();
  private readonly registry: McpSessionRegistry;
  private closed = false;
  private watchingServer = false;

  constructor(private readonly services: AppServices) {
    const { mcp } = services.config;
    const redis = services.shared.redis;
    this.registry = redis
      ? new RedisSessionRegistry(redis, { maxEvents: mcp.eventStoreMaxEvents, idleMs: mcp.sessionIdleMs }, services.logger)
      : new LocalSessionRegistry(mcp.eventStoreMaxEvents);
    const every = Math.min(60_000, Math.max(1_000, services.config.mcp.sessionIdleMs / 2));
    // This node's own sessions: every node sweeps its own (not exclusive).
    services.scheduler.register({ name: SWEEP_JOB, everyMs: every, exclusive: false, run: () => this.sweep() });
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Checks that need no body: origin and host, media types, the session binding. */
  async preflight(c: Omit<OperationContext, 'body'>): Promise<McpRejection | null> {
    const { server, mcp } = this.services.config;
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
    const session = await this.find(id, c.principal);
    if (!session) return unknownSession;
    c.koa.state[SESSION_STATE] = session;
    return null;
  }

  /** Session `id` when `principal` owns it: this node's copy, or one continued from the shared registry. */
  private async find(id: string, principal: Principal): Promise<RemoteSession | null> {
    const key = hashSessionId(id);
    const owner = principalIdentity(principal);
    const local = this.sessions.get(key);
    if (local) {
      if (local.owner !== owner) return null;
      if (await this.endedElsewhere(local)) {
        await this.drop(local);
        return null;
      }
      return local;
    }
    if (!this.registry.shared) return null;
    let pending = this.adopting.get(key);
    if (!pending) {
      pending = this.adopt(id, principal).finally(() => this.adopting.delete(key));
      this.adopting.set(key, pending);
    }
    const adopted = await pending;
    return adopted?.owner === owner ? adopted : null;
  }

  /** Whether the shared registry no longer has a session this node holds (ended on another node, or expired); marks it used. */
  private async endedElsewhere(session: RemoteSession): Promise<boolean> {
    try {
      return !(await this.registry.touch(session.key));
    } catch (err) {
      this.services.logger.debug({ err: String(err) }, 'MCP session registry unavailable; serving this node\'s copy');
      return false;
    }
  }

  /** Continues here a session begun on another node: a fresh transport and server, told what initialize told the first. */
  private async adopt(id: string, principal: Principal): Promise<RemoteSession | null> {
    const key = hashSessionId(id);
    const owner = principalIdentity(principal);
    try {
      const record = await this.registry.load(key);
      if (!record || record.owner !== owner) return null;
      if (this.sessions.size >= this.services.config.mcp.maxSessions) await this.sweep();
      if (this.sessions.size >= this.services.config.mcp.maxSessions) return null;
      const session = this.build(id, principal, this.registry.eventStore(key));
      adoptSessionId(session.transport, id);
      await session.server.connect(session.transport);
      await restoreClientInitialize(session.server, record.init);
      this.sessions.set(key, session);
      return session;
    } catch (err) {
      this.services.logger.warn({ err: String(err) }, 'MCP session of another node could not be continued here');
      return null;
    }
  }

  /** OperationBinding.beforeBody for postMcpMessage. */
  beforeBody = async (c: Omit<OperationContext, 'body'>): Promise<void> => {
    const rejection = await this.preflight(c);
    if (rejection) rejectBeforeBody(c.koa, rejection);
  };

  /** Hands the request to the session's SDK transport (creating the session on initialize). */
  async handle(c: OperationContext): Promise<HttpResult | void> {
    if (c.koa.method !== 'POST') {
      const rejection = await this.preflight(c);
      if (rejection) return rejectionResult(rejection);
    }
    this.watchServerClose(c);
    let session = c.koa.state[SESSION_STATE] as RemoteSession | undefined;
    if (!session) {
      if (!isInitialize(c.body)) return rejectionResult(missingSession);
      const opened = await this.open(c.principal, c.body.params ?? {});
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
    if (!session.transport.sessionId) await this.discard(session); // initialize failed: nothing to keep
  }

  /** Fallback clean-up when nobody calls closeMcpSessions: close this node's sessions when the HTTP server closes. */
  private watchServerClose(c: OperationContext): void {
    if (this.watchingServer) return;
    const httpServer = (c.koa.req.socket as { server?: { once(event: 'close', fn: () => void): void } }).server;
    if (!httpServer) return;
    this.watchingServer = true;
    httpServer.once('close', () => void this.closeAll());
  }

  private async open(principal: Principal, init: Record<string, unknown>): Promise<RemoteSession | McpRejection> {
    const { mcp } = this.services.config;
    const owner = principalIdentity(principal);
    const mine = [...this.sessions.values()].filter((s) => s.owner === owner).sort((a, b) => a.lastSeen - b.lastSeen);
    while (mine.length >= mcp.maxSessionsPerPrincipal) await this.end(mine.shift()!);
    if (this.sessions.size >= mcp.maxSessions) await this.sweep();
    if (this.sessions.size >= mcp.maxSessions) {
      return { status: 503, rpcCode: JSON_RPC.transport, code: 'MCP-012', message: 'Too many MCP sessions are open; try again later', headers: { 'Retry-After': '60' } };
    }
    const id = randomBytes(24).toString('base64url');
    const session = this.build(id, principal, this.registry.eventStore(hashSessionId(id)), async (s) => {
      this.sessions.set(s.key, s);
      await this.registry.save(s.key, { owner, init }).catch((err: unknown) => {
        this.services.logger.warn({ err: String(err) }, 'MCP session not recorded in Redis; it continues on this node only');
      });
    });
    await session.server.connect(session.transport);
    return session;
  }

  private build(id: string, principal: Principal, events: EventStore, onInitialized?: (s: RemoteSession) => Promise<void>): RemoteSession {
    return buildRemoteSession(this.services, id, principal, principalIdentity(principal), events, {
      onInitialized,
      onEnded: (s) => this.forget(s),
      onClosed: (s) => {
        if (this.sessions.get(s.key) === s) this.sessions.delete(s.key);
      },
    });
  }

  private async discard(session: RemoteSession): Promise<void> {
    await session.server.close().catch(() => undefined);
  }

  /** Drops this node's copy; with shared sessions the session lives on for the other nodes. */
  private async drop(session: RemoteSession): Promise<void> {
    this.sessions.delete(session.key);
    await session.server.close().catch(() => undefined); // closes the transport and its SSE streams
  }

  /** Ends the session everywhere. */
  private async end(session: RemoteSession): Promise<void> {
    await this.forget(session);
    await this.drop(session);
  }

  private async forget(session: RemoteSession): Promise<void> {
    await this.registry.remove(session.key).catch((err: unknown) => {
      this.services.logger.warn({ err: String(err) }, 'ended MCP session not removed from Redis; it expires there when idle');
    });
  }

  /** Closes the sessions matching `predicate` (e.g. of a revoked key); returns how many. */
  async closeWhere(predicate: (principal: Principal) => boolean): Promise<number> {
    const doomed = [...this.sessions.values()].filter((s) => predicate(s.principal));
    for (const s of doomed) await this.end(s);
    return doomed.length;
  }

  /** Idle sessions, and sessions whose API key was revoked (possibly by another process). */
  async sweep(): Promise<void> {
    const now = Date.now();
    const idleMs = this.services.config.mcp.sessionIdleMs;
    for (const s of [...this.sessions.values()]) {
      if (s.inFlight === 0 && now - s.lastSeen > idleMs) await this.drop(s);
      else if (s.inFlight > 0 && this.registry.shared) await this.endedElsewhere(s); // an open SSE stream keeps it alive
    }
    const keyIds = [...new Set([...this.sessions.values()].flatMap((s) => (s.principal.kind === 'apiKey' ? [s.principal.keyId] : [])))];
    if (keyIds.length === 0) return;
    const revoked = new Set(await this.services.apiKeys.revokedAmong(keyIds));
    if (revoked.size) await this.closeWhere((p) => p.kind === 'apiKey' && revoked.has(p.keyId));
  }

  async closeAll(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.services.scheduler.unregister(SWEEP_JOB);
    for (const s of [...this.sessions.values()]) await this.drop(s);
  }
}

const hubs = new WeakMap<AppServices, McpSessionHub>();

/** The hub of a service instance, created on first use. */
export function mcpHubFor(services: AppServices): McpSessionHub {
  let hub = hubs.get(services);
  if (!hub) {
    hub = new McpSessionHub(services);
    hubs.set(services, hub);
  }
  return hub;
}

/**
 * Closes every remote MCP session (and its SSE streams) this node holds; call on shutdown before
 * draining. Shared sessions (Redis) live on: another node continues them.
 */
export async function closeMcpSessions(services: AppServices): Promise<void> {
  await hubs.get(services)?.closeAll();
  hubs.delete(services);
}

/** Closes the remote sessions of this service whose principal matches (no hub: nothing open). */
export async function closeMcpSessionsWhere(services: AppServices, predicate: (principal: Principal) => boolean): Promise<number> {
  return (await hubs.get(services)?.closeWhere(predicate)) ?? 0;
}
