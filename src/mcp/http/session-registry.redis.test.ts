/**
 * The Redis registry and event store of shared remote MCP sessions (needs TEST_REDIS_URL;
 * files named *.redis.test.ts run only where it is set).
 */
import { randomBytes } from 'node:crypto';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { createRedisConnection, type IoRedisConnection } from '../../adapters/redis/redis-connection.js';
import { requireEnv } from '../../testing/require-env.js';
import { RedisSessionRegistry } from './session-registry.js';

const redisUrl = requireEnv('TEST_REDIS_URL');
let redis: IoRedisConnection | undefined;
afterAll(async () => redis?.close());

describe('Redis session registry', () => {
  const logger = createLogger('silent');
  const connect = async () => {
    redis ??= createRedisConnection(redisUrl, `registry-${randomBytes(6).toString('hex')}:`, logger);
    await redis.connect();
    return new RedisSessionRegistry(redis, { maxEvents: 4, idleMs: 60_000 }, logger);
  };

  it('records, finds, marks used and removes a session', async () => {
    const registry = await connect();
    const record = { owner: 'apiKey:k1', init: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
    await registry.save('h1', record);
    expect(await registry.load('h1')).toEqual(record);
    expect(await registry.touch('h1')).toBe('alive');
    await registry.remove('h1');
    expect(await registry.load('h1')).toBeNull();
    expect(await registry.touch('h1')).toBe('ended');
    // An ended session is never written back by a node that still held it.
    expect(await registry.restore('h1', record)).toBe(false);
    expect(await registry.load('h1')).toBeNull();
  });

  it('tells a session Redis lost (a restart without persistence) from an ended one, and takes it back', async () => {
    const registry = await connect();
    const record = { owner: 'apiKey:k2', init: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
    await registry.save('h3', record);
    await redis!.client.del(`${redis!.prefix}mcp:session:h3`); // what an empty Redis after a restart looks like
    expect(await registry.touch('h3')).toBe('lost');
    expect(await registry.restore('h3', record)).toBe(true);
    expect(await registry.load('h3')).toEqual(record);
    expect(await registry.touch('h3')).toBe('alive');
  });

  it('numbers events above what the writing node issued, so ids stay unique after Redis lost its count', async () => {
    const registry = await connect();
    const writer = registry.eventStore('h4');
    const message: JSONRPCMessage = { jsonrpc: '2.0', method: 'notifications/message', params: {} };
    const before = [await writer.storeEvent('s1', message), await writer.storeEvent('s1', message)];
    await redis!.client.del(`${redis!.prefix}mcp:seq:h4`, `${redis!.prefix}mcp:events:h4`);
    const after = await writer.storeEvent('s1', message);
    expect(new Set([...before, after]).size).toBe(3);
    expect(after).toBe('s1/3');
  });

  it('keeps the last events of a session for replay after Last-Event-ID, on any node', async () => {
    const registry = await connect();
    const writer = registry.eventStore('h2');
    const message = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/message', params: { n } });
    const priming = await writer.storeEvent('s1', {} as JSONRPCMessage);
    const ids = [await writer.storeEvent('s1', message(1)), await writer.storeEvent('s2', message(2)), await writer.storeEvent('s1', message(3))];
    expect(new Set([priming, ...ids]).size).toBe(4);

    const reader = registry.eventStore('h2'); // another node's store of the same session
    expect(await reader.getStreamIdForEventId!(priming)).toBe('s1');
    const replayed: Array<[string, JSONRPCMessage]> = [];
    expect(await reader.replayEventsAfter(priming, { send: async (id, m) => void replayed.push([id, m]) })).toBe('s1');
    expect(replayed).toEqual([[ids[0], message(1)], [ids[2], message(3)]]);

    await writer.storeEvent('s1', message(4)); // over maxEvents 4: the priming event is dropped
    replayed.length = 0;
    await reader.replayEventsAfter(ids[0]!, { send: async (id, m) => void replayed.push([id, m]) });
    expect(replayed.map(([, m]) => (m as unknown as { params: { n: number } }).params.n)).toEqual([3, 4]);
  });
});
