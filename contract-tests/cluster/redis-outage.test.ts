/**
 * Redis goes away under MCP use: the cluster has a redis-server of its own, which is killed
 * (SIGKILL), started again empty (no persistence, as `npm run cluster` runs it), and paused
 * (SIGSTOP). Meanwhile the node holding a session answers it, and a new session, within a
 * bounded time from its own state; after Redis returns empty the holding node writes its
 * sessions back, so they go on there and can move to the other node again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestCluster, type TestCluster } from './support.js';

let cluster: TestCluster;
const clients: Client[] = [];

beforeAll(async () => {
  cluster = await startTestCluster({ LOG_LEVEL: 'info' }, { ownRedis: true });
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await cluster?.close();
});

/** The bound on any MCP answer while Redis is away: generous for a loaded machine, far below a hang. */
const ANSWER_WITHIN_MS = 10_000;
const ns = { user_id: 'ada', agent_name: 'global' };

async function connect(url: string, sessionId?: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    sessionId,
    requestInit: { headers: { Authorization: `Bearer ${cluster.apiKey}` } },
  });
  const client = new Client({ name: 'redis-outage-test', version: '1.0.0' });
  await client.connect(transport, { timeout: ANSWER_WITHIN_MS });
  clients.push(client);
  return { client, transport };
}

const listTools = (client: Client) => client.listTools(undefined, { timeout: ANSWER_WITHIN_MS });
const store = (client: Client, key: string) =>
  client.callTool({ name: 'memory_store', arguments: { ...ns, key, value: `kept while Redis was away (${key})` } }, undefined, { timeout: ANSWER_WITHIN_MS });

/** Runs `work`; when it fails, prints the node's last log lines (health checks left out) before failing. */
async function withNodeLogOnFailure(node: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const lines = fs.readFileSync(path.join(cluster.dir, `node-${node}.log`), 'utf8').split('\n').filter((l) => !l.includes('"getHealth"'));
    console.error(`node ${node}, last log lines:\n${lines.slice(-40).join('\n')}`);
    throw error;
  }
}

describe('MCP sessions while Redis is away', () => {
  it('answers from the node\'s own state while Redis is down, and keeps its sessions across a Redis restart', async () => {
    await withNodeLogOnFailure('a', outageAndRestart);
  });

  async function outageAndRestart() {
    const [a, b] = cluster.nodes;
    const redis = cluster.redis!;
    const held = await connect(a!.url);
    expect((await listTools(held.client)).tools.length).toBeGreaterThan(0);

    await redis.stop('SIGKILL');
    // Requests of the session the node holds, and a new session, answer in bounded time.
    expect((await listTools(held.client)).tools.length).toBeGreaterThan(0);
    expect((await store(held.client, 'redis-down-1')).isError).toBeFalsy();
    const fresh = await connect(a!.url);
    expect((await listTools(fresh.client)).tools.length).toBeGreaterThan(0);
    // A request begun during the outage finishes although Redis comes back in the middle of it.
    const pending = store(fresh.client, 'redis-down-2');
    await redis.start(); // empty: no persistence
    expect((await pending).isError).toBeFalsy();

    // The holding node wrote its sessions back: they go on there and move to the other node.
    expect((await listTools(held.client)).tools.length).toBeGreaterThan(0);
    const sessionId = held.transport.sessionId!;
    await eventually(async () => {
      try {
        const moved = await connect(b!.url, sessionId); // continues the session: no initialize
        return (await listTools(moved.client)).tools.some((t) => t.name === 'memory_store');
      } catch {
        return false; // not written back yet: 404
      }
    }, 30_000);

    const log = fs.readFileSync(path.join(cluster.dir, `node-${a!.name}.log`), 'utf8');
    expect(log).toMatch(/"dependency":"redis".*"redis unavailable/);
    expect(log).toMatch(/"dependency":"redis".*"redis available again"/);
    expect(log).toMatch(/MCP sessions of this node written back to Redis/);
  }

  it('answers within a bounded time while Redis is paused (accepting connections, answering nothing)', async () => {
    const [a] = cluster.nodes;
    const redis = cluster.redis!;
    const held = await connect(a!.url);
    redis.pause();
    try {
      const started = Date.now();
      expect((await listTools(held.client)).tools.length).toBeGreaterThan(0);
      expect((await store(held.client, 'redis-paused')).isError).toBeFalsy();
      console.info(`Redis paused: tools/list and a tool call answered in ${Date.now() - started} ms`);
    } finally {
      redis.resume();
    }
    expect((await listTools(held.client)).tools.length).toBeGreaterThan(0);
  });
});
