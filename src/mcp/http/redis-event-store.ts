/**
 * SSE resumability events of one remote MCP session in Redis (with REDIS_URL), so a client
 * that reconnects with `Last-Event-ID` gets the later messages of its stream replayed by any
 * node, including one that never held the session, after the node that wrote them died.
 *
 * Same ids and bounds as the in-memory store: `<stream-id>/<sequence>`, the sequence counted
 * in Redis per session (so ids stay unique whichever node writes), at most `maxEvents` kept
 * (oldest dropped first). Keys expire with the session (MCP_SESSION_IDLE_SECONDS after the
 * last use) and are removed when it ends.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Redis } from 'ioredis';
import { parseEventId } from './event-store.js';

/**
 * Counts, appends and trims in one step: KEYS = [sequence, events]; ARGV = [stream id, message
 * JSON, max events, ttl ms, floor]. The count never goes below `floor`, the highest sequence the
 * writing node has issued: after Redis restarted without its data, ids stay unique.
 */
const STORE_EVENT = `
local seq = redis.call('INCR', KEYS[1])
local floor = tonumber(ARGV[5])
if seq <= floor then
  seq = floor + 1
  redis.call('SET', KEYS[1], seq)
end
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

/** The Redis side of a shared session's event store (shared-event-store.ts). */
export class RedisEventStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RedisEventKeys,
    private readonly maxEvents: number,
    private readonly ttlMs: number,
  ) {}

  /** Stores the event under the next sequence number above `floor` (see STORE_EVENT). */
  async storeEvent(streamId: string, message: JSONRPCMessage, floor = 0): Promise<string> {
    const id = await this.redis.eval(STORE_EVENT, 2, this.keys.sequence, this.keys.events, streamId, JSON.stringify(message), this.maxEvents, this.ttlMs, floor);
    return String(id);
  }

  /** The events Redis keeps for the session, oldest first. */
  async entries(): Promise<Array<{ id: string; streamId: string; seq: number; message: JSONRPCMessage }>> {
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
