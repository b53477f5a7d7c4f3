/**
 * The SSE event store of a shared MCP session (REDIS_URL): every event goes to Redis, so any
 * node can replay it, and is kept in this node too, so this node can number, send and replay
 * events while Redis is away. A Redis that is down or slow never holds a message back: past
 * the bound (bounded-redis.ts) the event gets the next id of this node's count and is kept
 * here only; ids stay unique because Redis's count never goes below this node's
 * (redis-event-store.ts). Events written while Redis was away are replayed by this node only.
 */
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Redis } from 'ioredis';
import { boundedRedis } from '../../domain/core/shared-state/bounded-redis.js';
import { BoundedEventStore, parseEventId } from './event-store.js';
import type { RedisEventStore } from './redis-event-store.js';

export class SharedEventStore implements EventStore {
  private readonly local: BoundedEventStore;

  constructor(
    private readonly remote: RedisEventStore,
    private readonly client: Redis,
    maxEvents: number,
  ) {
    this.local = new BoundedEventStore(maxEvents);
  }

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    const floor = this.local.lastSequence;
    const id = await boundedRedis(this.client, () => this.remote.storeEvent(streamId, message, floor)).catch(() => `${streamId}/${floor + 1}`);
    const parsed = parseEventId(id);
    this.local.keep(id, { streamId, seq: parsed?.seq ?? floor + 1, message });
    return id;
  }

  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    const parsed = parseEventId(eventId);
    if (!parsed) return undefined;
    if (this.local.entries().some((e) => e.streamId === parsed.streamId)) return parsed.streamId;
    return (await this.remoteEntries()).some((e) => e.streamId === parsed.streamId) ? parsed.streamId : undefined;
  }

  async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    const parsed = parseEventId(lastEventId);
    if (!parsed) return '';
    const byId = new Map<string, { seq: number; streamId: string; message: JSONRPCMessage }>();
    for (const e of [...(await this.remoteEntries()), ...this.local.entries()]) byId.set(e.id, e);
    const later = [...byId].filter(([, e]) => e.streamId === parsed.streamId && e.seq > parsed.seq && 'jsonrpc' in e.message);
    // Priming events carry no message (`{}`): they only hand the client a cursor.
    for (const [id, e] of later.sort(([, a], [, b]) => a.seq - b.seq)) await send(id, e.message);
    return parsed.streamId;
  }

  /** The events Redis keeps (written by any node); none while it is away. */
  private remoteEntries() {
    return boundedRedis(this.client, () => this.remote.entries()).catch(() => []);
  }
}
