/**
 * Cache invalidation between nodes over Redis pub/sub (needs TEST_REDIS_URL, which `npm test`
 * sets in its PostgreSQL tier; files named *.redis.test.ts run only where it is set): two "nodes" (services with their own caches and their own Redis connections) on one
 * database. A key revoked or a role changed on node A is refused on node B within a second,
 * although B's caches may otherwise keep entries for a minute.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.js';
import { apiKeyServiceOn, contextServiceOn, openCoreTestStack, testRedisConnection, type CoreTestStack } from '../../../testing/core-services.js';
import type { RedisConnection } from './ports.js';
import { RedisInvalidationBus } from './invalidation-bus.js';
import { requireEnv } from '../../../testing/require-env.js';
import { testTime } from '../../../testing/time-budget.js';

const redisUrl = requireEnv('TEST_REDIS_URL');
const logger = createLogger('silent');
const connections: RedisConnection[] = [];
let stack: CoreTestStack;
let db: CoreTestStack['db'];

async function bus(prefix: string): Promise<RedisInvalidationBus> {
  const connection = testRedisConnection(redisUrl, prefix, logger);
  connections.push(connection);
  await connection.connect();
  const b = new RedisInvalidationBus(connection, logger);
  await b.start();
  return b;
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  stack = await openCoreTestStack();
  db = stack.db;
}, testTime(120_000));
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  await stack?.close();
});

describe('over Redis pub/sub', () => {
  it('a topic published on one node reaches the others (not itself twice), and caches may live longer', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const [a, b, other] = await Promise.all([bus(prefix), bus(prefix), bus(`${prefix}other:`)]);
    const heard = { a: 0, b: 0, other: 0 };
    a.subscribe('context-roles', () => heard.a++);
    b.subscribe('context-roles', () => heard.b++);
    other.subscribe('context-roles', () => heard.other++);
    a.publish('context-roles');
    await eventually(async () => heard.b === 1, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual({ a: 1, b: 1, other: 0 });
    expect(a.cacheMs(1_000, 60_000)).toBe(60_000);
  });

  it('while Redis does not answer, caches keep their short lifetimes', async () => {
    const connection = testRedisConnection('redis://127.0.0.1:1', 'unreachable:', logger);
    connections.push(connection);
    await connection.connect();
    const down = new RedisInvalidationBus(connection, logger);
    await down.start();
    expect(down.cacheMs(1_000, 60_000)).toBe(1_000);
  }, testTime(20_000));

  it('an API key revoked on node A is refused on node B within a second', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const [busA, busB] = await Promise.all([bus(prefix), bus(prefix)]);
    const nodeA = apiKeyServiceOn(db, contextServiceOn(db, busA), busA);
    const nodeB = apiKeyServiceOn(db, contextServiceOn(db, busB), busB);
    const name = `k-${randomBytes(4).toString('hex')}`;
    const { key } = await nodeA.create({ name });
    expect(await nodeB.verify(key)).not.toBeNull(); // now cached on B for up to a minute
    await nodeA.revoke(name, { local: true });
    expect(await nodeA.verify(key)).toBeNull();
    const took = await eventually(async () => (await nodeB.verify(key)) === null, 1_000);
    expect(took).toBeLessThan(1_000);
  });

  it('a role taken away on node A no longer opens the context on node B within a second', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const [busA, busB] = await Promise.all([bus(prefix), bus(prefix)]);
    const contextsA = contextServiceOn(db, busA);
    const contextsB = contextServiceOn(db, busB);
    let dropped = 0;
    contextsB.onRolesChanged(() => dropped++);
    expect(contextsB.roleCacheMs()).toBe(60_000);
    const owner = randomUUID();
    const member = randomUUID();
    await db.knex('accounts').insert([{ id: owner }, { id: member }]);
    const workspace = randomUUID();
    await db.knex('workspaces').insert({ id: workspace, name: 'shared', owner_account_id: owner });
    await db.knex('workspace_members').insert({ workspace_id: workspace, account_id: member, role: 'member' });
    const context = randomUUID();
    await db.knex('contexts').insert({ id: context, kind: 'workspace', workspace_id: workspace, name: 'Team' });
    const principal = { kind: 'session' as const, sessionId: randomUUID(), accountId: member, contextId: context };
    expect(await contextsB.roleIn(principal, context)).toBe('editor'); // cached on B for up to a minute
    await db.knex('workspace_members').where({ workspace_id: workspace, account_id: member }).delete();
    contextsA.forgetRoles();
    const took = await eventually(async () => (await contextsB.roleIn(principal, context)) === null, 1_000);
    expect(took).toBeLessThan(1_000);
    expect(dropped).toBeGreaterThanOrEqual(1);
  });
});
