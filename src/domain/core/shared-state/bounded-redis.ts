/**
 * Every wait on Redis is bounded. ioredis queues a command sent while it reconnects and sends
 * it when Redis is back, and a command sent to a Redis that stopped answering (paused, a
 * network partition) waits for an answer without end. A request must not wait for either:
 * a command is sent only on a ready connection and given `ms` to answer; otherwise the
 * caller goes on with this node's own state. A connection that let a command go unanswered
 * is skipped for a few seconds, so a paused Redis costs one wait, not one per command.
 */
import { withDeadline } from '../deadline.js';
import type { RedisStatus } from './ports.js';

/** How long a request waits for Redis before going on without it (Redis answers in well under a millisecond when well). */
export const REDIS_WAIT_MS = 1_000;

/** After a command went unanswered, later ones go on without Redis at once for this long (then one tries again). */
export const REDIS_SILENT_BACKOFF_MS = 5_000;

/** Per connection: until when it is taken for silent (a paused Redis keeps the connection "ready"). */
const silentUntil = new WeakMap<RedisStatus, number>();

export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`redis unavailable: ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

/** Runs `command` on `client` when it is connected, rejecting with RedisUnavailableError when it is not or when no answer came within `ms`. */
export async function boundedRedis<C extends RedisStatus, T>(client: C, command: (client: C) => Promise<T>, ms = REDIS_WAIT_MS): Promise<T> {
  if (client.status !== 'ready') throw new RedisUnavailableError(`not connected (${client.status})`);
  if ((silentUntil.get(client) ?? 0) > Date.now()) throw new RedisUnavailableError('no answer lately');
  const running = command(client);
  running.then(() => silentUntil.delete(client), () => undefined); // an answer, even late, ends the silence
  return withDeadline('redis', ms, () => running, {
    onLate: () => {
      silentUntil.set(client, Date.now() + REDIS_SILENT_BACKOFF_MS);
      return new RedisUnavailableError(`no answer within ${ms} ms`);
    },
  });
}
