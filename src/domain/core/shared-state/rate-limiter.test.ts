/**
 * One contract for every RateLimiter: in the process (rate-limiter-flexible's memory store),
 * in Redis (its Redis store; needs TEST_REDIS_URL, which `npm test` sets) and in the
 * database's counters table. Plus what only the Redis form has: two nodes count together,
 * and each counts on its own while Redis does not answer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.js';
import { openTestDatabase } from '../../../persistence/test-database.js';
import type { Database } from '../../../persistence/db.js';
import { AuthThrottleRepository } from '../../../persistence/repositories/auth-throttle-repository.js';
import { createRedisConnection, type RedisConnection } from '../../../persistence/redis.js';
import { DatabaseRateLimiter } from './database-rate-limiter.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';
import { scopedLimiter, type RateLimiter } from './rate-limiter.js';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger('silent');
const connections: RedisConnection[] = [];
let db: Database;

async function redisNode(prefix: string): Promise<RedisConnection> {
  const connection = createRedisConnection(redisUrl!, prefix, logger);
  connections.push(connection);
  await connection.connect();
  return connection;
}

const uniquePrefix = () => `test-${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  await db?.close();
});

const implementations: Array<[string, () => Promise<RateLimiter>, boolean]> = [
  ['in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }), true],
  ['Redis', async () => new FlexibleRateLimiter({ kind: 'redis', client: (await redisNode(uniquePrefix())).client, prefix: uniquePrefix() }), Boolean(redisUrl)],
  ['database counters', async () => new DatabaseRateLimiter(new AuthThrottleRepository(db.knex)), true],
];

describe.each(implementations)('RateLimiter: %s', (_name, make, available) => {
  let limiter: RateLimiter;
  const window = { limit: 3, windowSeconds: 60 };
  const key = () => `k-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (available) limiter = await make();
  });

  it.skipIf(!available)('allows `limit` requests in a window, then refuses with the seconds left', async () => {
    const k = key();
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter.consume(k, window));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((d) => d.count)).toEqual([1, 2, 3, 4, 5]);
    for (const d of decisions) {
      expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(d.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it.skipIf(!available)('check counts nothing and says whether one more request may go', async () => {
    const k = key();
    expect(await limiter.check(k, window)).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
    await limiter.consume(k, window);
    await limiter.consume(k, window);
    expect(await limiter.check(k, window)).toMatchObject({ allowed: true, count: 2 });
    await limiter.consume(k, window);
    const full = await limiter.check(k, window);
    expect(full).toMatchObject({ allowed: false, count: 3 });
    expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await limiter.check(k, window)).count).toBe(3);
  });

  it.skipIf(!available)('keys and scopes count apart', async () => {
    const k = key();
    const a = scopedLimiter(limiter, 'scope-a');
    const b = scopedLimiter(limiter, 'scope-b');
    for (let i = 0; i < 3; i++) await a.consume(k, window);
    expect((await a.consume(k, window)).allowed).toBe(false);
    expect((await b.consume(k, window)).allowed).toBe(true);
    expect((await limiter.consume(key(), window)).count).toBe(1);
  });

  it.skipIf(!available)('a new window starts once the old one has ended', async () => {
    const k = key();
    const short = { limit: 1, windowSeconds: 1 };
    expect((await limiter.consume(k, short)).allowed).toBe(true);
    expect((await limiter.consume(k, short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await limiter.consume(k, short)).toMatchObject({ allowed: true, count: 1 });
  });
});

describe.skipIf(!redisUrl)('RateLimiter in Redis across nodes', () => {
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
    const connection = createRedisConnection('redis://127.0.0.1:1', uniquePrefix(), logger);
    connections.push(connection);
    await connection.connect(); // gives up waiting after a moment; keeps retrying in the background
    const limiter = new FlexibleRateLimiter({ kind: 'redis', client: connection.client, prefix: connection.prefix });
    const window = { limit: 1, windowSeconds: 60 };
    expect((await limiter.consume('k', window)).allowed).toBe(true);
    expect((await limiter.consume('k', window)).allowed).toBe(false);
  }, 20_000);
});
