/**
 * The remote MCP sessions this node holds, each bound to the principal that opened it, within
 * the caps (per principal, per node). With a shared registry (Redis) a session begun on another
 * node is continued here from its record, and this node's copy is only a cache: dropping it
 * (idle, shutdown) leaves the session alive for the others; ending it (DELETE /mcp, a revoked
 * key, the per-principal cap) removes it everywhere.
 */
import { randomBytes } from 'node:crypto';
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpConfig, McpToolGroup } from '../../config/mcp.js';
import type { Principal } from '../../domain/core/principal.js';
import type { Logger } from '../../logger.js';
import { adoptSessionId, restoreClientInitialize } from './adopt-session.js';
import { JSON_RPC, type McpRejection } from './json-rpc-reply.js';
import { principalIdentity } from './principal-identity.js';
import { hashSessionId, type RemoteSession, type RemoteSessionRequest } from './remote-session.js';
import type { McpSessionRegistry, SessionRecord } from './session-registry.js';

/** Builds the transport and MCP server of one session (remote-session.ts, bound to the service). */
export type RemoteSessionFactory = (request: RemoteSessionRequest) => RemoteSession;

export interface McpSessionPoolDeps {
  limits: Pick<McpConfig, 'maxSessions' | 'maxSessionsPerPrincipal' | 'sessionIdleMs'>;
  registry: McpSessionRegistry;
  /** Which of these API keys are revoked (sessions of revoked keys end at the next sweep). */
  revokedKeys(ids: string[]): Promise<string[]>;
  buildSession: RemoteSessionFactory;
  logger: Logger;
}

const tooManySessions: McpRejection = { status: 503, rpcCode: JSON_RPC.transport, code: 'MCP-012', message: 'Too many MCP sessions are open; try again later', headers: { 'Retry-After': '60' } };

export class McpSessionPool {
  private readonly sessions = new Map<string, RemoteSession>();
  /** What the registry records of each session held here, to write it back after Redis lost it. */
  private readonly records = new Map<string, SessionRecord>();
  /** Sessions being continued from the registry, so concurrent requests build one copy. */
  private readonly adopting = new Map<string, Promise<RemoteSession | null>>();

  constructor(private readonly deps: McpSessionPoolDeps) {}

  get size(): number {
    return this.sessions.size;
  }

  /** Session `id` when `principal` owns it: this node's copy, or one continued from the shared registry. */
  async find(id: string, principal: Principal): Promise<RemoteSession | null> {
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
    if (!this.deps.registry.shared) return null;
    let pending = this.adopting.get(key);
    if (!pending) {
      pending = this.adopt(id, principal).finally(() => this.adopting.delete(key));
      this.adopting.set(key, pending);
    }
    const adopted = await pending;
    return adopted?.owner === owner ? adopted : null;
  }

  /**
   * Whether a session this node holds was ended on another node; marks it used. A session the
   * registry lost (Redis restarted without its data) is written back and goes on; while Redis
   * is away this node's copy serves.
   */
  private async endedElsewhere(session: RemoteSession): Promise<boolean> {
    try {
      const standing = await this.deps.registry.touch(session.key);
      if (standing === 'lost') return !(await this.restore(session));
      return standing === 'ended';
    } catch (err) {
      this.deps.logger.debug({ err: String(err) }, 'MCP session registry unavailable; serving this node\'s copy');
      return false;
    }
  }

  /** Writes back the record of a session held here; false when it ended meanwhile. */
  private async restore(session: RemoteSession): Promise<boolean> {
    const record = this.records.get(session.key);
    return record ? this.deps.registry.restore(session.key, record) : true;
  }

  /**
   * Writes back to the shared registry every session this node holds (called when Redis is
   * reachable again: without persistence it comes back empty); drops those ended meanwhile.
   */
  async writeBack(): Promise<void> {
    let written = 0;
    for (const session of [...this.sessions.values()]) {
      try {
        if (await this.restore(session)) written++;
        else await this.drop(session);
      } catch (err) {
        this.deps.logger.debug({ err: String(err) }, 'MCP session not written back to Redis yet');
        return; // Redis went away again: the next return writes them back
      }
    }
    if (written) this.deps.logger.info({ sessions: written }, 'MCP sessions of this node written back to Redis');
  }

  /** Continues here a session begun on another node: a fresh transport and server, told what initialize told the first. */
  private async adopt(id: string, principal: Principal): Promise<RemoteSession | null> {
    const key = hashSessionId(id);
    const owner = principalIdentity(principal);
    try {
      const record = await this.deps.registry.load(key);
      if (!record || record.owner !== owner) return null;
      if (this.sessions.size >= this.deps.limits.maxSessions) await this.sweep();
      if (this.sessions.size >= this.deps.limits.maxSessions) return null;
      const session = this.build(id, principal, record.toolGroups, this.deps.registry.eventStore(key));
      adoptSessionId(session.transport, id);
      await session.server.connect(session.transport);
      await restoreClientInitialize(session.server, record.init);
      this.sessions.set(key, session);
      this.records.set(key, record);
      return session;
    } catch (err) {
      this.deps.logger.warn({ err: String(err) }, 'MCP session of another node could not be continued here');
      return null;
    }
  }

  /**
   * A new session for `principal` (initialize): the principal's least recently used sessions end
   * beyond its cap; beyond the node's cap, idle sessions are swept first, then the request is refused.
   */
  async open(principal: Principal, init: Record<string, unknown>, toolGroups: McpToolGroup[]): Promise<RemoteSession | McpRejection> {
    const { limits, registry, logger } = this.deps;
    const owner = principalIdentity(principal);
    const mine = [...this.sessions.values()].filter((s) => s.owner === owner).sort((a, b) => a.lastSeen - b.lastSeen);
    while (mine.length >= limits.maxSessionsPerPrincipal) await this.end(mine.shift()!);
    if (this.sessions.size >= limits.maxSessions) await this.sweep();
    if (this.sessions.size >= limits.maxSessions) return tooManySessions;
    const id = randomBytes(24).toString('base64url');
    const record: SessionRecord = { owner, init, toolGroups };
    const session = this.build(id, principal, toolGroups, registry.eventStore(hashSessionId(id)), async (s) => {
      this.sessions.set(s.key, s);
      this.records.set(s.key, record);
      // Redis away: the session goes on here and is written back when Redis returns (writeBack).
      await registry.save(s.key, record).catch((err: unknown) => {
        logger.debug({ err: String(err) }, 'MCP session not recorded in Redis yet; it continues on this node');
      });
    });
    await session.server.connect(session.transport);
    return session;
  }

  private build(id: string, principal: Principal, toolGroups: McpToolGroup[] | undefined, events: EventStore, onInitialized?: (s: RemoteSession) => Promise<void>): RemoteSession {
    return this.deps.buildSession({
      id,
      principal,
      toolGroups,
      owner: principalIdentity(principal),
      events,
      hooks: {
        onInitialized,
        onEnded: (s) => this.forget(s),
        onClosed: (s) => {
          if (this.sessions.get(s.key) === s) this.forgetHere(s.key);
        },
      },
    });
  }

  /** Closes a session that never started (initialize failed): nothing to keep. */
  async discard(session: RemoteSession): Promise<void> {
    await session.server.close().catch(() => undefined);
  }

  /** Drops this node's copy; with shared sessions the session lives on for the other nodes. */
  private async drop(session: RemoteSession): Promise<void> {
    this.forgetHere(session.key);
    await session.server.close().catch(() => undefined); // closes the transport and its SSE streams
  }

  private forgetHere(key: string): void {
    this.sessions.delete(key);
    this.records.delete(key);
  }

  /** Ends the session everywhere. */
  private async end(session: RemoteSession): Promise<void> {
    await this.forget(session);
    await this.drop(session);
  }

  private async forget(session: RemoteSession): Promise<void> {
    await this.deps.registry.remove(session.key).catch((err: unknown) => {
      this.deps.logger.warn({ err: String(err) }, 'ended MCP session not removed from Redis; it expires there when idle');
    });
  }

  /** Ends the sessions whose principal matches `predicate` (e.g. of a revoked key); returns how many. */
  async closeWhere(predicate: (principal: Principal) => boolean): Promise<number> {
    const doomed = [...this.sessions.values()].filter((s) => predicate(s.principal));
    for (const s of doomed) await this.end(s);
    return doomed.length;
  }

  /** Drops idle sessions, and ends sessions whose API key was revoked (possibly by another process). */
  async sweep(): Promise<void> {
    const now = Date.now();
    for (const s of [...this.sessions.values()]) {
      if (s.inFlight === 0 && now - s.lastSeen > this.deps.limits.sessionIdleMs) await this.drop(s);
      else if (s.inFlight > 0 && this.deps.registry.shared) await this.endedElsewhere(s); // an open SSE stream keeps it alive
    }
    const keyIds = [...new Set([...this.sessions.values()].flatMap((s) => (s.principal.kind === 'apiKey' ? [s.principal.keyId] : [])))];
    if (keyIds.length === 0) return;
    const revoked = new Set(await this.deps.revokedKeys(keyIds));
    if (revoked.size) await this.closeWhere((p) => p.kind === 'apiKey' && revoked.has(p.keyId));
  }

  /** Drops every session this node holds (shared sessions live on for the other nodes). */
  async dropAll(): Promise<void> {
    for (const s of [...this.sessions.values()]) await this.drop(s);
  }
}
