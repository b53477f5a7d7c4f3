/**
 * RateLimiter in Redis (rate-limiter-flexible's Redis store; needs TEST_REDIS_URL — files named
 * *.redis.test.ts run only where it is set): the contract every limiter keeps, plus what only
 * the Redis form has: two nodes count together, and each counts on its own while Redis does
 * not answer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.js';
import { testRedisConnection } from '../../../testing/core-services.js';
import { describeFailureLockoutContract, describeRateLimiterContract } from '../../../testing/rate-limiter-contract.js';
import { requireEnv } from '../../../testing/require-env.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';
import type { RedisConnection } from './ports.js';
import { testTime } from '../../../testing/time-budget.js';

const redisUrl = requireEnv('TEST_REDIS_URL');
const logger = createLogger('silent');
const connections: RedisConnection[] = [];

async function redisNode(prefix: string): Promise<RedisConnection> {
  const connection = testRedisConnection(redisUrl, prefix, logger);
  connections.push(connection);
  await connection.connect();
  return connection;
}

const uniquePrefix = () => `test-${randomBytes(6).toString('hex')}:`;

afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
});

describeRateLimiterContract('Redis', async () => new FlexibleRateLimiter({ kind: 'redis', client: (await redisNode(uniquePrefix())).client, prefix: uniquePrefix() }));
describeFailureLockoutContract('Redis', async () => new FlexibleRateLimiter({ kind: 'redis', client: (await redisNode(uniquePrefix())).client, prefix: uniquePrefix() }));

describe('RateLimiter in Redis across nodes', () => {
  it('two nodes with the same prefix count together', async () => {
    const prefix = uniquePrefix();
    const a = new FlexibleRateLimiter({ kind: 'redis', client: (await redisNode(prefix)).client, prefix });
    const b = new FlexibleRateLimiter({ kind: 'redis', client: (await redisNode(prefix)).client, prefix });
    const window = { limit: 2, windowSeconds: 60 };
    expect((await a.consume('203.0.113.5', window)).allowed).toBe(true);
    expect((await b.consume('203.0.113.5', window)).allowed).toBe(true);
    expect(await a.consume('203.0.113.5', window)).toMatchObject({ allowed: false, count: 3 });
    expect(await b.check('203.0.113.5', window)).toMatchObject({ allowed: false, count: 3 });
  });

  it('while Redis does not answer, a node counts on its own instead of failing', async () => {
    const connection = testRedisConnection('redis://127.0.0.1:1', uniquePrefix(), logger);
    connections.push(connection);
    await connection.connect(); // gives up waiting after a moment; keeps retrying in the background
    const limiter = new FlexibleRateLimiter({ kind: 'redis', client: connection.client, prefix: connection.prefix });
    const window = { limit: 1, windowSeconds: 60 };
    expect((await limiter.consume('k', window)).allowed).toBe(true);
    expect((await limiter.consume('k', window)).allowed).toBe(false);
  }, testTime(20_000));
});
