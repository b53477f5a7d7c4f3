/**
 * Memory-change notifications between nodes over Redis pub/sub (needs TEST_REDIS_URL; files
 * named *.redis.test.ts run only where it is set). Two "nodes" (services built twice on one
 * database, each with its own Redis connections and MCP servers) under one key prefix: a write
 * through MCP on node A notifies the sessions node B holds (list_changed, and resources/updated
 * for a subscribed memory), and so does one through the memory service itself (REST, import),
 * the writer's node tells its own sessions once, another deployment's
 * prefix hears nothing, and with Redis away a write still succeeds and notifies its own node.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  ResourceListChangedNotificationSchema, ResourceUpdatedNotificationSchema, type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { loadConfig } from '../../config/index.js';
import { createLogger, type Logger } from '../../logger.js';
import type { Database } from '../../persistence/db.js';
import { createRedisConnection, type IoRedisConnection } from '../../adapters/redis/redis-connection.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { createServices, type AppServices } from '../../services.js';
import { requireEnv } from '../../testing/require-env.js';
import { connectInProcess } from '../../testing/mcp/in-process-client.js';
import { LOCAL_PRINCIPAL } from '../../control-socket/local-principal.js';
import { LOCAL_CONTEXT_ID } from '../../domain/core/contexts.js';
import type { MemoryChange } from './change-feed.js';
import { LIST_CHANGED_COALESCE_MS } from './list-changed.js';
import { RedisMemoryChangeFeed } from './redis-change-feed.js';
import { memoryUri } from './uris.js';
import { testTime } from '../../testing/time-budget.js';

const redisUrl = requireEnv('TEST_REDIS_URL');
const silent = createLogger('silent');
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}, testTime(60_000));

/** Long enough for a notification that would come to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, LIST_CHANGED_COALESCE_MS + 300));

/** A logger whose lines the test reads. */
function capturingLogger(): { logger: Logger; lines: Array<{ msg: string }> } {
  const lines: Array<{ msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { msg: string });
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

async function connection(url: string, prefix: string): Promise<IoRedisConnection> {
  const redis = createRedisConnection(url, prefix, silent);
  cleanups.push(() => redis.close());
  await redis.connect();
  return redis;
}

async function feed(prefix: string): Promise<{ feed: RedisMemoryChangeFeed; heard: MemoryChange[] }> {
  const f = new RedisMemoryChangeFeed(await connection(redisUrl, prefix), silent);
  await f.start();
  const heard: MemoryChange[] = [];
  f.onChange((c) => heard.push(c));
  return { feed: f, heard };
}

/** One node: the services a server builds, started, on the shared database. */
async function node(db: Database, env: Record<string, string>, logger: Logger = silent): Promise<AppServices> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-change-feed-'));
  const services = createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), db, logger);
  cleanups.push(async () => {
    await services.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await services.start();
  return services;
}

/** A remote-mode MCP session on a node (its MCP server inside the test process). */
async function session(services: AppServices): Promise<Client> {
  const { client, close } = await connectInProcess(services, { mode: 'remote' });
  cleanups.push(close);
  return client;
}

async function tool(c: Client, name: string, args: Record<string, unknown>): Promise<void> {
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
}

function counting(c: Client): { listChanged: number; updated: string[] } {
  const seen = { listChanged: 0, updated: [] as string[] };
  c.setNotificationHandler(ResourceListChangedNotificationSchema, async () => {
    seen.listChanged += 1;
  });
  c.setNotificationHandler(ResourceUpdatedNotificationSchema, async (n) => {
    seen.updated.push(n.params.uri);
  });
  return seen;
}

const change: MemoryChange = { contextId: 'c1', userId: 'u1', agentName: 'global', key: 'k', kind: 'written', listChanged: true };

describe('the Redis memory-change feed', () => {
  it('tells this node once and every node of the prefix, and ignores what is not a change', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const [a, b, other] = await Promise.all([feed(prefix), feed(prefix), feed(`${prefix}other:`)]);
    a.feed.announce(change);
    expect(a.heard).toEqual([change]); // at once, before Redis answers
    await expect.poll(() => b.heard.length, { timeout: testTime(2_000) }).toBe(1);
    expect(b.heard[0]).toEqual(change);
    const publisher = await connection(redisUrl, prefix);
    await publisher.client.publish(`${prefix}mcp:memory-changes`, 'not json');
    await publisher.client.publish(`${prefix}mcp:memory-changes`, JSON.stringify({ origin: 'x', change: { ...change, kind: 'dropped' } }));
    await settle();
    expect([a.heard.length, b.heard.length, other.heard.length]).toEqual([1, 1, 0]);
  });

  it('publishes from a process that never connected (a command-line step): the publish connects it', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const listening = await feed(prefix);
    const lazy = createRedisConnection(redisUrl, prefix, silent);
    cleanups.push(() => lazy.close());
    new RedisMemoryChangeFeed(lazy, silent).announce(change);
    await expect.poll(() => listening.heard, { timeout: testTime(5_000) }).toEqual([change]);
  });

  it('with Redis away, tells this node only, never throws, and says so once', async () => {
    const { logger, lines } = capturingLogger();
    const unreachable = createRedisConnection('redis://127.0.0.1:1', 'unreachable:', silent);
    cleanups.push(() => unreachable.close());
    const down = new RedisMemoryChangeFeed(unreachable, logger);
    await down.start();
    const heard: MemoryChange[] = [];
    down.onChange((c) => heard.push(c));
    // Never connected (as a command-line process): the first publish tries to connect, and fails.
    down.announce(change);
    down.announce({ ...change, key: 'k2' });
    expect(heard.map((c) => c.key)).toEqual(['k', 'k2']);
    await expect.poll(() => lines.filter((l) => l.msg.includes('memory changes notify the MCP sessions of this node only')).length, { timeout: testTime(5_000) }).toBe(1);
    down.announce({ ...change, key: 'k3' });
    await settle();
    expect(lines.filter((l) => l.msg.includes('memory changes notify the MCP sessions of this node only'))).toHaveLength(1);
  });
});

describe('two nodes sharing Redis', () => {
  let db: Database;
  let nodeA: AppServices;
  let nodeB: AppServices;

  beforeAll(async () => {
    db = await openTestDatabase();
    cleanups.push(() => db.close());
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    nodeA = await node(db, env);
    nodeB = await node(db, env);
  }, testTime(120_000));

  it('a memory created through MCP on node A sends list_changed to a session on node B, once per node', async () => {
    const [writer, onA, onB] = [await session(nodeA), await session(nodeA), await session(nodeB)];
    const [a, b] = [counting(onA), counting(onB)];
    await tool(writer, 'memory_store', { user_id: 'default_user', agent_name: 'global', key: 'trip', value: 'Trip to Lisbon in May' });
    await expect.poll(() => [a.listChanged, b.listChanged], { timeout: testTime(5_000) }).toEqual([1, 1]);
    await settle();
    expect([a.listChanged, b.listChanged]).toEqual([1, 1]);
  });

  it('a subscribed memory updated on node A sends resources/updated to node B, and once to node A', async () => {
    const [writer, onA, onB] = [await session(nodeA), await session(nodeA), await session(nodeB)];
    await tool(writer, 'memory_store', { user_id: 'default_user', agent_name: 'global', key: 'plan', value: 'Plan: Porto' });
    const uri = memoryUri('default_user', 'global', 'plan');
    await onA.subscribeResource({ uri });
    await onB.subscribeResource({ uri });
    await settle(); // the creation's list_changed has come
    const [a, b] = [counting(onA), counting(onB)];
    await tool(writer, 'memory_store', { user_id: 'default_user', agent_name: 'global', key: 'plan', value: 'Plan: Porto, then Braga' });
    await expect.poll(() => [a.updated, b.updated], { timeout: testTime(5_000) }).toEqual([[uri], [uri]]);
    await settle();
    expect([a.updated, b.updated, a.listChanged, b.listChanged]).toEqual([[uri], [uri], 0, 0]); // an update keeps the list
  });

  it('a memory created and deleted on node A without MCP (as REST does) notifies a session on node B', async () => {
    const onB = await session(nodeB);
    const b = counting(onB);
    const ns = { principal: LOCAL_PRINCIPAL, contextId: LOCAL_CONTEXT_ID, userId: 'default_user', agentName: 'global' };
    await nodeA.memory.memories.upsert(ns, { key: 'web-app', value: 'Edited in the web app' });
    await expect.poll(() => b.listChanged, { timeout: testTime(5_000) }).toBe(1);
    await nodeA.memory.memories.delete(ns, 'web-app');
    await expect.poll(() => b.listChanged, { timeout: testTime(5_000) }).toBe(2);
  });

  it('with Redis away, a write through MCP succeeds and notifies the sessions of its own node, logged once', async () => {
    const { logger, lines } = capturingLogger();
    const isolated = await node(db, { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'unreachable:' }, logger);
    const [writer, watcher] = [await session(isolated), await session(isolated)];
    const seen = counting(watcher);
    await tool(writer, 'memory_store', { user_id: 'default_user', agent_name: 'global', key: 'offline/1', value: 'Written while Redis is away' });
    await tool(writer, 'memory_store', { user_id: 'default_user', agent_name: 'global', key: 'offline/2', value: 'Also written while Redis is away' });
    await expect.poll(() => seen.listChanged, { timeout: testTime(5_000) }).toBe(1);
    expect(lines.filter((l) => l.msg.includes('memory changes notify the MCP sessions of this node only'))).toHaveLength(1);
  }, testTime(30_000));
});
