/**
 * Where remote MCP sessions are known beyond the node that began them. With REDIS_URL, every
 * session is recorded in Redis (who owns it, what the client said in `initialize`) with its
 * SSE events, so any node can take a request for it and continue it, including after the
 * node that began it died. Without Redis, a session lives in its node only (the in-process
 * registry records nothing).
 *
 * Keys (under REDIS_KEY_PREFIX) are named by the sha256 of the session id, never the id:
 * `mcp:session:<hash>` (JSON record), `mcp:events:<hash>` and `mcp:seq:<hash>`. They expire
 * MCP_SESSION_IDLE_SECONDS after the session's last use and are removed when it ends.
 */
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Logger } from '../../logger.js';
import type { RedisConnection } from '../../domain/core/shared-state/ports.js';
import { BoundedEventStore } from './event-store.js';
import { RedisEventStore } from './redis-event-store.js';

/** What a node needs to continue a session it did not begin. */
export interface SessionRecord {
  /** principalIdentity() of the key or grant that opened it. */
  owner: string;
  /** The client's `initialize` parameters (protocol version, capabilities, client info). */
  init: Record<string, unknown>;
}

export interface McpSessionRegistry {
  /** True when sessions are shared by several nodes. */
  readonly shared: boolean;
  eventStore(hash: string): EventStore;
  save(hash: string, record: SessionRecord): Promise<void>;
  /** The record, or null when the session is unknown (ended, expired, never existed). */
  load(hash: string): Promise<SessionRecord | null>;
  /** Marks the session used now; false when it no longer exists (ended on another node, expired). */
  touch(hash: string): Promise<boolean>;
  remove(hash: string): Promise<void>;
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
  async touch(): Promise<boolean> {
    return true;
  }
  async remove(): Promise<void> {}
}

export class RedisSessionRegistry implements McpSessionRegistry {
  readonly shared = true;

  constructor(
    private readonly redis: RedisConnection,
    private readonly options: { maxEvents: number; idleMs: number },
    private readonly logger: Logger,
  ) {}

  private keys(hash: string) {
    const p = this.redis.prefix;
    return { record: `${p}mcp:session:${hash}`, events: `${p}mcp:events:${hash}`, sequence: `${p}mcp:seq:${hash}` };
  }

  eventStore(hash: string): EventStore {
    return new RedisEventStore(this.redis.client, this.keys(hash), this.options.maxEvents, this.options.idleMs);
  }

  async save(hash: string, record: SessionRecord): Promise<void> {
    await this.redis.client.set(this.keys(hash).record, JSON.stringify(record), 'PX', this.options.idleMs);
  }

  async load(hash: string): Promise<SessionRecord | null> {
    const text = await this.redis.client.get(this.keys(hash).record);
    if (!text) return null;
    try {
      const record = JSON.parse(text) as SessionRecord;
      return typeof record.owner === 'string' && typeof record.init === 'object' ? record : null;
    } catch {
      this.logger.warn({ key: this.keys(hash).record }, 'unreadable MCP session record in Redis; treated as unknown');
      return null;
    }
  }

  async touch(hash: string): Promise<boolean> {
    const k = this.keys(hash);
    const results = await this.redis.client
      .multi()
      .pexpire(k.record, this.options.idleMs)
      .pexpire(k.events, this.options.idleMs)
      .pexpire(k.sequence, this.options.idleMs)
      .exec();
    if (!results) throw new Error('MCP session touch was not executed');
    const [error, existed] = results[0]!;
    if (error) throw error;
    return existed === 1;
  }

  async remove(hash: string): Promise<void> {
    const k = this.keys(hash);
    await this.redis.client.del(k.record, k.events, k.sequence);
  }
}
