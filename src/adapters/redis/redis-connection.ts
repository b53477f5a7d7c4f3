/**
 * The kept Redis connections (ioredis) for state shared by several server processes: one
 * for commands (rate-limit counters, PUBLISH) and one in subscriber mode (a connection that
 * subscribed takes no other commands). Both connect when `connect()` is called (server
 * start), not when built, so a process that never starts the services (a CLI step that only
 * prepares the store) opens nothing — unless it publishes a change (a CLI revoking a key),
 * which connects the command connection for that; `close()` then sends what is queued
 * before quitting. ioredis reconnects by itself after an outage.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';
import type { RedisConnection } from '../../domain/core/shared-state/ports.js';
import { DependencyWatch } from '../../domain/core/dependency-watch.js';
import { withDeadline } from '../../domain/core/deadline.js';

/**
 * The RedisConnection port on ioredis. The shared state of the domain sees only the port's
 * commands; the remote MCP sessions (src/mcp/http/) and the change feed, wired in
 * src/services.ts, use the ioredis clients themselves.
 */
export interface IoRedisConnection extends RedisConnection {
  readonly client: Redis;
  readonly subscriber: Redis;
}

const CONNECT_WAIT_MS = 2_000;

function build(url: string, name: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    connectionName: name,
    connectTimeout: 2_000,
    // Back off to one attempt every 2 s while Redis is away; never give up.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    maxRetriesPerRequest: 2,
  });
}

/** Sends what is queued and quits; gives up after `ms` (Redis away) and drops the connection. */
async function quitWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') return redis.disconnect();
  await withDeadline('redis quit', ms, () => redis.quit()).catch(() => undefined);
  redis.disconnect();
}

/** What the error says, without the URL (it may carry a password). */
function describe(error: unknown): string {
  return error instanceof Error ? error.message.replace(/rediss?:\/\/\S+/g, 'redis://…') : String(error);
}

export function createRedisConnection(url: string, prefix: string, logger: Logger): IoRedisConnection {
  const client = build(url, 'memplat');
  const subscriber = build(url, 'memplat-subscriber');
  // An outage raises an error per reconnect attempt: the watch logs it once, and its end once.
  const watch = new DependencyWatch('redis', logger, 'limits, caches and MCP sessions fall back to this process until it answers');
  const onError = (error: unknown) => watch.failed(describe(error));
  client.on('error', onError);
  subscriber.on('error', onError);
  client.on('ready', () => watch.answered());
  let closed = false;

  // Connected, refused or still trying when the wait ends: ioredis keeps retrying in the background.
  const waitReady = (redis: Redis) => withDeadline('redis connect', CONNECT_WAIT_MS, () => redis.connect()).catch(() => undefined);

  return {
    client,
    subscriber,
    prefix,
    async connect() {
      await Promise.all([waitReady(client), waitReady(subscriber)]);
    },
    async ping() {
      if (client.status !== 'ready') throw new Error(`not connected (${client.status})`);
      const answer = await client.ping();
      if (answer !== 'PONG') throw new Error(`unexpected PING answer ${answer}`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([client, subscriber].map((r) => quitWithin(r, CONNECT_WAIT_MS)));
    },
  };
}
