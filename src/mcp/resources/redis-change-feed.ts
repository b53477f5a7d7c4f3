/**
 * The memory-change feed of a node among several (REDIS_URL): a change is told to this node's
 * sessions at once and published on `<prefix>mcp:memory-changes`, so every other node tells the
 * sessions it holds (each session still gathers a burst into one list_changed). A node ignores
 * its own messages coming back, so its sessions hear of its writes once.
 *
 * While Redis is away, changes reach this node's sessions only: nothing is queued for later
 * (a late notification helps no one), a write never waits for Redis or fails because of it,
 * and the outage is logged once, with one line again when changes flow between nodes anew.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { RedisConnection } from '../../domain/core/shared-state/ports.js';
import { LocalMemoryChangeFeed, type MemoryChange } from './change-feed.js';

interface Message {
  origin: string;
  change: MemoryChange;
}

const KINDS: ReadonlySet<string> = new Set(['written', 'deleted', 'erased', 'interaction']);
const optionalString = (v: unknown) => v === undefined || typeof v === 'string';
/** What an error says, without a URL (it may carry a password). */
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/rediss?:\/\/\S+/g, 'redis://…');

/** The change a message carries, or undefined when it is not one (another version, garbage). */
function changeOf(value: unknown): MemoryChange | undefined {
  const c = (value as Partial<Message> | null)?.change as Partial<MemoryChange> | undefined;
  if (!c || typeof c.contextId !== 'string' || typeof c.userId !== 'string' || typeof c.listChanged !== 'boolean') return undefined;
  if (typeof c.kind !== 'string' || !KINDS.has(c.kind) || !optionalString(c.agentName) || !optionalString(c.key)) return undefined;
  return { contextId: c.contextId, userId: c.userId, agentName: c.agentName, key: c.key, kind: c.kind, listChanged: c.listChanged };
}

export class RedisMemoryChangeFeed extends LocalMemoryChangeFeed {
  private readonly origin = randomUUID();
  private readonly channel: string;
  /** start() was called and stop() not: subscribe again whenever the connection comes back. */
  private wanted = false;
  /** Changes currently stay on this node (logged once when that began). */
  private degraded = false;

  constructor(private readonly redis: RedisConnection, private readonly logger: Logger) {
    super();
    this.channel = `${redis.prefix}mcp:memory-changes`;
    redis.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel || !this.wanted) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      const change = changeOf(message);
      if (change && (message as Message).origin !== this.origin) this.deliver(change);
    });
    redis.subscriber.on('ready', () => {
      if (this.wanted) void this.subscribeChannel();
    });
  }

  /** Subscribes now when connected, and on every reconnection. */
  async start(): Promise<void> {
    this.wanted = true;
    if (this.redis.subscriber.status === 'ready') await this.subscribeChannel();
  }

  /** Stops hearing other nodes (the connection itself is closed with the shared state). */
  async stop(): Promise<void> {
    this.wanted = false;
    if (this.redis.subscriber.status === 'ready') await this.redis.subscriber.unsubscribe(this.channel).catch(() => undefined);
  }

  override announce(change: MemoryChange): void {
    this.deliver(change);
    const { status } = this.redis.client;
    // 'wait': this process never connected (a command-line step on the store, with no server
    // running here): publishing connects it, as a revoked key's invalidation does.
    if (status !== 'ready' && status !== 'wait') {
      this.degrade(`not connected (${status})`);
      return;
    }
    const message: Message = { origin: this.origin, change };
    this.redis.client.publish(this.channel, JSON.stringify(message)).then(
      () => this.recover(),
      (err: unknown) => this.degrade(reasonOf(err)),
    );
  }

  /** Subscribing again to the same channel is harmless, so this runs on every (re)connection. */
  private async subscribeChannel(): Promise<void> {
    try {
      await this.redis.subscriber.subscribe(this.channel);
    } catch (err) {
      this.degrade(reasonOf(err));
    }
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn({ reason }, 'redis unavailable: memory changes notify the MCP sessions of this node only until it answers');
  }

  private recover(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.logger.info('redis answers again: memory changes notify the MCP sessions of every node');
  }
}
