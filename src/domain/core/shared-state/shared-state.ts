/**
 * State several server processes must share, in one place: the rate limiters, the sign-in
 * lockouts and the cache-invalidation bus, backed by Redis when REDIS_URL is set. Without it:
 * limits of unauthenticated endpoints counted in the process, limits and lockouts that must
 * hold across processes in the database (rate_limits), short-lived caches.
 */
import type { Logger } from '../../../logger.js';
import type { HealthProbe } from '../../memory/system/health-check.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';
import { LocalInvalidationBus, RedisInvalidationBus, type InvalidationBus } from './invalidation-bus.js';
import type { FailureLockout, RateLimiter } from './rate-limiter.js';
import type { RateLimitStore, RedisConnection } from './ports.js';

/** Rows of the database store are deleted this long after their window or lock ended. */
const ENDED_LIMIT_GRACE_MS = 3_600_000;

export interface SharedState {
  /**
   * Limits of unauthenticated endpoints (client registration, device authorization, wrong
   * device codes): Redis, or this process's memory.
   */
  readonly requestLimiter: RateLimiter;
  /** Limits that hold across processes even without Redis (reset and set-up links, refreshes): Redis, or the database. */
  readonly durableLimiter: RateLimiter;
  /** Consecutive-failure lockouts (sign-in), where the durable limits are. */
  readonly lockout: FailureLockout;
  /** Deletes the database store's ended rows (a scheduled job); absent when limits live elsewhere. */
  readonly sweepEndedLimits?: () => Promise<number>;
  readonly invalidation: InvalidationBus;
  /** Redis in GET /api/v1/health, when configured. */
  readonly healthProbe?: HealthProbe;
  /** The Redis connection (REDIS_URL), for state other modules share between nodes (remote MCP sessions). */
  readonly redis?: RedisConnection;
  /** Connects to Redis (server start); nothing to do without it. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SharedStateDeps {
  /** Where durable limits and lockouts live without Redis. */
  rateLimits: RateLimitStore;
  /** The Redis connection when REDIS_URL is set (not yet connected: `start` connects it). */
  redis?: RedisConnection;
  logger: Logger;
}

export function createSharedState({ rateLimits, redis, logger }: SharedStateDeps): SharedState {
  if (!redis) {
    const durable = new FlexibleRateLimiter({ kind: 'database', client: rateLimits.client, table: rateLimits.table });
    return {
      requestLimiter: new FlexibleRateLimiter({ kind: 'memory' }),
      durableLimiter: durable,
      lockout: durable,
      sweepEndedLimits: () => rateLimits.deleteEnded(ENDED_LIMIT_GRACE_MS),
      invalidation: new LocalInvalidationBus(),
      async start() {},
      async stop() {},
    };
  }
  const limiter = new FlexibleRateLimiter({ kind: 'redis', client: redis.client, prefix: redis.prefix });
  const invalidation = new RedisInvalidationBus(redis, logger);
  return {
    requestLimiter: limiter,
    durableLimiter: limiter,
    lockout: limiter,
    invalidation,
    redis,
    healthProbe: {
      name: 'redis',
      kind: 'redis',
      required: false,
      check: async () => {
        await redis.ping();
        return { status: 'healthy' };
      },
    },
    async start() {
      await redis.connect();
      await invalidation.start();
    },
    stop: () => redis.close(),
  };
}
