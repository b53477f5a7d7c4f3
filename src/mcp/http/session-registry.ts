/**
 * Where remote MCP sessions are known beyond the node that began them. With REDIS_URL, every
 * session is recorded in Redis (who owns it, what the client said in `initialize`) with its
 * SSE events, so any node can take a request for it and continue it, including after the
 * node that began it died. Without Redis, a session lives in its node only (the in-process
 * registry records nothing).
 *
 * Keys (under REDIS_KEY_PREFIX) are named by the sha256 of the session id, never the id:
 * `mcp:session:<hash>` (JSON record), `mcp:events:<hash>` and `mcp:seq:<hash>`. They expire
 * MCP_SESSION_IDLE_SECONDS after the session's last use and are removed when it ends
 * (leaving `mcp:ended:<hash>` for as long).
 */
import type { McpToolGroup } from '../../config/mcp.js';
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Logger } from '../../logger.js';
import type { IoRedisConnection } from '../../adapters/redis/redis-connection.js';
import { BoundedEventStore } from './event-store.js';
import { RedisEventStore } from './redis-event-store.js';
import { SharedEventStore } from './shared-event-store.js';
import { boundedRedis } from '../../domain/core/shared-state/bounded-redis.js';

/** What a node needs to continue a session it did not begin. */
export interface SessionRecord {
  /** principalIdentity() of the key or grant that opened it. */
  owner: string;
  /** The client's `initialize` parameters (protocol version, capabilities, client info). */
  init: Record<string, unknown>;
  /** The tool groups chosen at initialize (absent in records written before the choice existed: the server's groups). */
  toolGroups?: McpToolGroup[];
}

/**
 * What the shared registry knows of a session a node holds: `alive` (recorded; marked used now),
 * `ended` (ended on some node: DELETE /mcp, a revoked key) or `lost` (no record and no word of
 * its end: Redis lost its data in a restart, or the record expired).
 */
export type SessionStanding = 'alive' | 'ended' | 'lost';

export interface McpSessionRegistry {
  /** True when sessions are shared by several nodes. */
  readonly shared: boolean;
  eventStore(hash: string): EventStore;
  save(hash: string, record: SessionRecord): Promise<void>;
  /** The record, or null when the session is unknown (ended, expired, never existed). */
  load(hash: string): Promise<SessionRecord | null>;
  /** Marks the session used now and says whether it is still recorded (see SessionStanding). */
  touch(hash: string): Promise<SessionStanding>;
  /** Writes back the record of a session this node holds; false when the session has ended meanwhile (it is not written). */
  restore(hash: string, record: SessionRecord): Promise<boolean>;
  /** Ends the session everywhere. */
  remove(hash: string): Promise<void>;
  /** Calls `listener` each time the shared store is reachable again after an outage (and on the first connection). */
  onReturn(listener: () => void): void;
}

/** One node: sessions and their events live in the process. */
export class LocalSessionRegistry implements McpSessionRegistry {
  readonly shared = false;
  constructor(private readonly maxEvents: number) {}
  eventStore(): EventStore {
    return new BoundedEventStore(this.maxEvents);
  }
  async save(): Promise<void> {}
  async load(): Promise<SessionRecord | null> {
    return null;
  }
  async touch(): Promise<SessionStanding> {
    return 'alive';
  }
  async restore(): Promise<boolean> {
    return true;
  }
  async remove(): Promise<void> {}
  onReturn(): void {}
}

/** KEYS = [record, events, sequence, ended]; ARGV = [ttl ms]: 1 recorded (and marked used), 0 ended, -1 lost. */
const TOUCH = `
if redis.call('PEXPIRE', KEYS[1], ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[2], ARGV[1])
  redis.call('PEXPIRE', KEYS[3], ARGV[1])
  return 1
end
if redis.call('EXISTS', KEYS[4]) == 1 then return 0 end
return -1`;

/** KEYS = [record, ended]; ARGV = [record JSON, ttl ms]: writes the record unless the session ended; 1 written, 0 ended. */
const RESTORE = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/**
 * Sessions in Redis. Every call waits a bounded time (bounded-redis.ts) and fails fast while
 * Redis is away; the caller then goes on with this node's own state. An ended session leaves
 * a marker (`mcp:ended:<hash>`, kept for MCP_SESSION_IDLE_SECONDS) so that a node holding it
 * tells "ended" from "Redis lost it" and writes back only the second.
 */
export class RedisSessionRegistry implements McpSessionRegistry {
  readonly shared = true;

  constructor(
    private readonly redis: IoRedisConnection,
    private readonly options: { maxEvents: number; idleMs: number },
    private readonly logger: Logger,
  ) {}

  private keys(hash: string) {
    const p = this.redis.prefix;
    return { record: `${p}mcp:session:${hash}`, events: `${p}mcp:events:${hash}`, sequence: `${p}mcp:seq:${hash}`, ended: `${p}mcp:ended:${hash}` };
  }

  private call<T>(command: (client: IoRedisConnection['client']) => Promise<T>): Promise<T> {
    return boundedRedis(this.redis.client, command);
  }

  eventStore(hash: string): EventStore {
    const remote = new RedisEventStore(this.redis.client, this.keys(hash), this.options.maxEvents, this.options.idleMs);
    return new SharedEventStore(remote, this.redis.client, this.options.maxEvents);
  }

  async save(hash: string, record: SessionRecord): Promise<void> {
    await this.call((c) => c.set(this.keys(hash).record, JSON.stringify(record), 'PX', this.options.idleMs));
  }

  async load(hash: string): Promise<SessionRecord | null> {
    const text = await this.call((c) => c.get(this.keys(hash).record));
    if (!text) return null;
    try {
      const record = JSON.parse(text) as SessionRecord;
      return typeof record.owner === 'string' && typeof record.init === 'object' ? record : null;
    } catch {
      this.logger.warn({ key: this.keys(hash).record }, 'unreadable MCP session record in Redis; treated as unknown');
      return null;
    }
  }

  async touch(hash: string): Promise<SessionStanding> {
    const k = this.keys(hash);
    const answer = await this.call((c) => c.eval(TOUCH, 4, k.record, k.events, k.sequence, k.ended, this.options.idleMs));
    return answer === 1 ? 'alive' : answer === 0 ? 'ended' : 'lost';
  }

  async restore(hash: string, record: SessionRecord): Promise<boolean> {
    const k = this.keys(hash);
    return (await this.call((c) => c.eval(RESTORE, 2, k.record, k.ended, JSON.stringify(record), this.options.idleMs))) === 1;
  }

  async remove(hash: string): Promise<void> {
    const k = this.keys(hash);
    await this.call((c) => c.multi().set(k.ended, '1', 'PX', this.options.idleMs).del(k.record, k.events, k.sequence).exec());
  }

  onReturn(listener: () => void): void {
    this.redis.client.on('ready', listener);
  }
}
