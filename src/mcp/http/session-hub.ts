/**
 * The remote MCP sessions of one running service (Streamable HTTP at /mcp). Each session is
 * one SDK transport + one MCP server, bound to the principal that initialized it, with its
 * own SSE event store. The hub routes requests by Mcp-Session-Id, enforces the bindings and
 * caps, and closes idle sessions and sessions of revoked API keys.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Principal } from '../../domain/core/principal.js';
import type { OperationContext, HttpResult } from '../../http/handler-types.js';
import type { AppServices } from '../../services.js';
import { createMcpServer } from '../server.js';
import { BoundedEventStore } from './event-store.js';
import { JSON_RPC, rejectBeforeBody, rejectionResult, type McpRejection } from './json-rpc-reply.js';
import { checkOriginAndHost } from './origin.js';
import { principalIdentity } from './principal-identity.js';

interface RemoteSession {
  key: string; // sha256 of the session id: ids are bearer-like secrets and are never kept in clear
  owner: string;
  principal: Principal;
  transport: StreamableHTTPServerTransport;
  server: Server;
  events: BoundedEventStore;
  lastSeen: number;
  inFlight: number;
}

const SESSION_STATE = 'mcpSession';
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

function isInitialize(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { method?: unknown }).method === 'initialize';
}

const missingSession: McpRejection = { status: 400, rpcCode: JSON_RPC.transport, code: 'MCP-001', message: 'Bad Request: Mcp-Session-Id header is required' };
const unknownSession: McpRejection = { status: 404, rpcCode: JSON_RPC.sessionNotFound, code: 'MCP-002', message: 'Session not found' };

export class McpSessionHub {
  private readonly sessions = new Map<string, RemoteSession>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;
  private watchingServer = false;

  constructor(private readonly services: AppServices) {
    const every = Math.min(60_000, Math.max(1_000, services.config.mcp.sessionIdleMs / 2));
    this.sweeper = setInterval(() => void this.sweep().catch((err: unknown) => services.logger.warn({ err }, 'MCP session sweep failed')), every);
    this.sweeper.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Checks that need no body: origin and host, media types, the session binding. */
  preflight(c: Omit<OperationContext, 'body'>): McpRejection | null {
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
    const session = this.sessions.get(hashId(id));
    if (!session || session.owner !== principalIdentity(c.principal)) return unknownSession;
    c.koa.state[SESSION_STATE] = session;
    return null;
  }

  /** OperationBinding.beforeBody for postMcpMessage. */
  beforeBody = async (c: Omit<OperationContext, 'body'>): Promise<void> => {
    const rejection = this.preflight(c);
    if (rejection) rejectBeforeBody(c.koa, rejection);
  };

  /** Hands the request to the session's SDK transport (creating the session on initialize). */
  async handle(c: OperationContext): Promise<HttpResult | void> {
    if (c.koa.method !== 'POST') {
      const rejection = this.preflight(c);
      if (rejection) return rejectionResult(rejection);
    }
    this.watchServerClose(c);
    let session = c.koa.state[SESSION_STATE] as RemoteSession | undefined;
    if (!session) {
      if (!isInitialize(c.body)) return rejectionResult(missingSession);
      const opened = await this.open(c.principal);
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

  /** Fallback clean-up when nobody calls closeMcpSessions: end sessions when the HTTP server closes. */
  private watchServerClose(c: OperationContext): void {
    if (this.watchingServer) return;
    const httpServer = (c.koa.req.socket as { server?: { once(event: 'close', fn: () => void): void } }).server;
    if (!httpServer) return;
    this.watchingServer = true;
    httpServer.once('close', () => void this.closeAll());
  }

  private async open(principal: Principal): Promise<RemoteSession | McpRejection> {
    const { mcp } = this.services.config;
    const owner = principalIdentity(principal);
    const mine = [...this.sessions.values()].filter((s) => s.owner === owner).sort((a, b) => a.lastSeen - b.lastSeen);
    while (mine.length >= mcp.maxSessionsPerPrincipal) await this.close(mine.shift()!);
    if (this.sessions.size >= mcp.maxSessions) await this.sweep();
    if (this.sessions.size >= mcp.maxSessions) {
      return { status: 503, rpcCode: JSON_RPC.transport, code: 'MCP-012', message: 'Too many MCP sessions are open; try again later', headers: { 'Retry-After': '60' } };
    }
    const events = new BoundedEventStore(mcp.eventStoreMaxEvents);
    const session: RemoteSession = {
      key: '', owner, principal, events, lastSeen: Date.now(), inFlight: 0,
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomBytes(24).toString('base64url'),
        eventStore: events,
        onsessioninitialized: (id) => {
          session.key = hashId(id);
          this.sessions.set(session.key, session);
        },
      }),
      server: createMcpServer({
        mode: 'remote',
        limits: mcp,
        toolGroups: mcp.toolGroups,
        services: { ...this.services.memory, web: this.services.web },
        logger: this.services.logger,
        principalOf: (extra) => (extra.authInfo?.extra?.principal as Principal | undefined) ?? principal,
      }),
    };
    session.transport.onclose = () => {
      if (session.key) this.sessions.delete(session.key);
    };
    session.transport.onerror = (err) => this.services.logger.debug({ err: err.message }, 'MCP transport refused a request');
    await session.server.connect(session.transport);
    return session;
  }

  private async discard(session: RemoteSession): Promise<void> {
    await session.server.close().catch(() => undefined);
  }

  private async close(session: RemoteSession): Promise<void> {
    this.sessions.delete(session.key);
    await session.server.close().catch(() => undefined); // closes the transport and its SSE streams
  }

  /** Closes the sessions matching `predicate` (e.g. of a revoked key); returns how many. */
  async closeWhere(predicate: (principal: Principal) => boolean): Promise<number> {
    const doomed = [...this.sessions.values()].filter((s) => predicate(s.principal));
    for (const s of doomed) await this.close(s);
    return doomed.length;
  }

  /** Idle sessions, and sessions whose API key was revoked (possibly by another process). */
  async sweep(): Promise<void> {
    const now = Date.now();
    const idleMs = this.services.config.mcp.sessionIdleMs;
    for (const s of [...this.sessions.values()]) if (s.inFlight === 0 && now - s.lastSeen > idleMs) await this.close(s);
    const keyIds = [...new Set([...this.sessions.values()].flatMap((s) => (s.principal.kind === 'apiKey' ? [s.principal.keyId] : [])))];
    if (keyIds.length === 0) return;
    const revoked = new Set(await this.services.apiKeys.revokedAmong(keyIds));
    if (revoked.size) await this.closeWhere((p) => p.kind === 'apiKey' && revoked.has(p.keyId));
  }

  async closeAll(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    for (const s of [...this.sessions.values()]) await this.close(s);
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

/** Ends every remote MCP session (and its SSE streams) of a service; call on shutdown before draining. */
export async function closeMcpSessions(services: AppServices): Promise<void> {
  await hubs.get(services)?.closeAll();
  hubs.delete(services);
}

/** Closes the remote sessions of this service whose principal matches (no hub: nothing open). */
export async function closeMcpSessionsWhere(services: AppServices, predicate: (principal: Principal) => boolean): Promise<number> {
  return (await hubs.get(services)?.closeWhere(predicate)) ?? 0;
}
