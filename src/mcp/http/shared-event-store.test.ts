/**
 * The shared event store while Redis is away: a connection that is down, or up but silent
 * (a paused Redis), never holds a message back; events get this node's ids and are replayed
 * from this node's copy.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { REDIS_WAIT_MS } from '../../domain/core/shared-state/bounded-redis.js';
import { RedisEventStore } from './redis-event-store.js';
import { SharedEventStore } from './shared-event-store.js';

const message = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/message', params: { n } });
const keys = { sequence: 'seq', events: 'events' };

/** A connection in `status` whose commands never answer (down: never sent; paused: sent, no reply). */
function silentRedis(status: string): Redis {
  const never = () => new Promise<never>(() => undefined);
  return { status, eval: never, lrange: never } as unknown as Redis;
}

async function replayAll(store: SharedEventStore, after: string) {
  const sent: Array<[string, JSONRPCMessage]> = [];
  await store.replayEventsAfter(after, { send: async (id, m) => void sent.push([id, m]) });
  return sent;
}

describe('shared MCP event store with Redis away', () => {
  it('answers at once while the connection is down, numbering events itself and replaying them', async () => {
    const redis = silentRedis('reconnecting');
    const store = new SharedEventStore(new RedisEventStore(redis, keys, 10, 60_000), redis, 10);
    const started = Date.now();
    const priming = await store.storeEvent('s1', {} as JSONRPCMessage);
    const ids = [await store.storeEvent('s1', message(1)), await store.storeEvent('s2', message(2)), await store.storeEvent('s1', message(3))];
    expect(Date.now() - started).toBeLessThan(REDIS_WAIT_MS);
    expect([priming, ...ids]).toEqual(['s1/1', 's1/2', 's2/3', 's1/4']);
    expect(await store.getStreamIdForEventId(priming)).toBe('s1');
    expect(await replayAll(store, priming)).toEqual([[ids[0], message(1)], [ids[2], message(3)]]);
  });

  it('goes on without a Redis that accepted the command and never answered, after the bound', async () => {
    vi.useFakeTimers();
    try {
      const redis = silentRedis('ready');
      const store = new SharedEventStore(new RedisEventStore(redis, keys, 10, 60_000), redis, 10);
      let id: string | undefined;
      const first = store.storeEvent('s1', message(1)).then((stored) => (id = stored));
      await vi.advanceTimersByTimeAsync(REDIS_WAIT_MS - 50);
      expect(id).toBeUndefined(); // still within the bound: waiting for Redis
      await vi.advanceTimersByTimeAsync(50);
      await first;
      expect(id).toBe('s1/1');
      // The silence is remembered: the next events do not wait again (no timer needs to run).
      let second: string | undefined;
      void store.storeEvent('s1', message(2)).then((stored) => (second = stored));
      await vi.advanceTimersByTimeAsync(0);
      expect(second).toBe('s1/2');
    } finally {
      vi.useRealTimers();
    }
  });
});
