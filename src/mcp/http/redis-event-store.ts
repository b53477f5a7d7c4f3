/**
 * SSE resumability store of one remote MCP session in Redis (with REDIS_URL), so a client
 * that reconnects with `Last-Event-ID` gets the later messages of its stream replayed by any
 * node, including one that never held the session, after the node that wrote them died.
 *
 * Same ids and bounds as the in-memory store: `<stream-id>/<sequence>`, the sequence counted
 * in Redis per session (so ids stay unique whichever node writes), at most `maxEvents` kept
 * (oldest dropped first). Keys expire with the session (MCP_SESSION_IDLE_SECONDS after the
 * last use) and are removed when it ends.
 */
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Redis } from 'ioredis';
import { parseEventId } from './event-store.js';

/** Counts, appends and trims in one step: KEYS = [sequence, events]; ARGV = [stream id, message JSON, max events, ttl ms]. */
const STORE_EVENT = `
local seq = redis.call('INCR', KEYS[1])
local id = ARGV[1] .. '/' .. seq
redis.call('RPUSH', KEYS[2], id .. ' ' .. ARGV[2])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return id`;

export interface RedisEventKeys {
  sequence: string;
  events: string;
}

export class RedisEventStore implements EventStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RedisEventKeys,
    private readonly maxEvents: number,
    private readonly ttlMs: number,
  ) {}

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    const id = await this.redis.eval(STORE_EVENT, 2, this.keys.sequence, this.keys.events, streamId, JSON.stringify(message), this.maxEvents, this.ttlMs);
    return String(id);
  }

  /** The stream of an event id this session issued, while any event of that stream is kept. */
  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    const parsed = parseEventId(eventId);
    if (!parsed) return undefined;
    return (await this.entries()).some((e) => e.streamId === parsed.streamId) ? parsed.streamId : undefined;
  }

  async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    const parsed = parseEventId(lastEventId);
    if (!parsed) return '';
    for (const e of await this.entries()) {
      // Priming events carry no message (`{}`): they only hand the client a cursor.
      if (e.streamId !== parsed.streamId || e.seq <= parsed.seq || !('jsonrpc' in e.message)) continue;
      await send(e.id, e.message);
    }
    return parsed.streamId;
  }

  private async entries(): Promise<Array<{ id: string; streamId: string; seq: number; message: JSONRPCMessage }>> {
    const raw = await this.redis.lrange(this.keys.events, 0, -1);
    return raw.flatMap((line) => {
      const space = line.indexOf(' ');
      const id = line.slice(0, space);
      const parsed = parseEventId(id);
      if (space < 0 || !parsed) return [];
      return [{ id, ...parsed, message: JSON.parse(line.slice(space + 1)) as JSONRPCMessage }];
    });
  }
}
