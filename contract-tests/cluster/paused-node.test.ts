/**
 * A node paused (SIGSTOP: a frozen VM or container, a long stall) while requests reach it, then
 * resumed (SIGCONT). Its kernel keeps accepting connections meanwhile, so requests pile up on
 * it: a write on a kept-alive connection that was idle when the node paused, a write on a new
 * connection, an MCP tool call, and the writes the balancer sent it before its health checks
 * took it out. Each gets its answer once the node resumes, none a closed socket; meanwhile the
 * balancer sends new requests to the other node, and it takes the resumed node back.
 */
import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedBy, startTestCluster, type TestCluster } from './support.js';
import { startWriteLoad, unreadable } from './write-load.js';
import { testTime } from '../../src/testing/time-budget.js';

let cluster: TestCluster;
let mcp: Client | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  cluster = await startTestCluster({ LOG_LEVEL: 'info' });
});
afterAll(async () => {
  agent.destroy();
  await mcp?.close().catch(() => undefined);
  await cluster?.close();
});

/**
 * How long the node stays paused after its kept-alive connection went idle: longer than a
 * node's idle timeout for kept-alive connections used to be (5 s), whose timer then fired on
 * resume before the request waiting on the connection was read. A length of the fault, not a
 * wait for something to happen.
 */
const PAUSED_PAST_IDLE_MS = 7_000;
const ns = { user_id: 'ada', agent_name: 'global' };

/** A REST write with node:http on `via` (a keep-alive agent, or none for a new connection): its status, or the socket error. */
function write(base: string, key: string, via: http.Agent | false): Promise<number | string> {
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ key, value: `sent while the node was paused (${key})`, scope: 'persistent' });
  return new Promise((resolve) => {
    const req = http.request(
      { host: hostname, port, path: '/api/v1/memory', method: 'POST', agent: via, headers: { authorization: `Bearer ${cluster.apiKey}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
        res.on('error', (error) => resolve(String(error)));
      },
    );
    req.on('error', (error) => resolve(String(error)));
    req.end(body);
  });
}

describe('a node paused and resumed', () => {
  it('answers every request that reached it while paused, none with a closed socket', { timeout: testTime(240_000) }, async () => {
    const [a, b] = cluster.nodes;
    expect(await write(a!.url, 'paused-warm-up', agent)).toBe(201); // the connection is now idle, kept alive
    const idleSince = Date.now();
    const transport = new StreamableHTTPClientTransport(new URL(`${a!.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${cluster.apiKey}` } } });
    mcp = new Client({ name: 'paused-node-test', version: '1.0.0' });
    await mcp.connect(transport, { timeout: testTime(30_000) });
    const load = startWriteLoad(cluster.url, cluster.apiKey, 8, 'paused');
    try {
      await load.more(30, testTime(30_000), a!.name);

      a!.pause();
      const onKeptAlive = write(a!.url, 'paused-kept-alive', agent);
      const onNewConnection = write(a!.url, 'paused-new-connection', false);
      const toolCall = mcp.callTool({ name: 'memory_store', arguments: { ...ns, key: 'paused-mcp', value: 'sent while the node was paused' } }, undefined, { timeout: testTime(120_000) });
      await cluster.waitForUpNodes([b!.name], testTime(15_000)); // the health checks took it out
      // New requests go to the other node (the writers' requests already sent to the paused one wait for it).
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${cluster.url}/api/v1/memory`, {
          method: 'POST',
          headers: { authorization: `Bearer ${cluster.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ key: `paused-elsewhere-${i}`, value: 'sent through the balancer while node a was paused', scope: 'persistent' }),
        });
        await res.text();
        expect([res.status, servedBy(res)]).toEqual([201, b!.name]);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, idleSince + PAUSED_PAST_IDLE_MS - Date.now())));
      const resumedAt = Date.now();
      a!.resume();

      expect(await onKeptAlive, 'a write on a kept-alive connection').toBe(201);
      expect(await onNewConnection, 'a write on a new connection').toBe(201);
      const stored = await toolCall;
      expect(stored.isError, JSON.stringify(stored.content)).toBeFalsy();
      await cluster.waitForUpNodes([a!.name, b!.name], testTime(15_000));
      await load.more(20, testTime(15_000), a!.name); // the balancer sends it writes again
      console.info(`paused node: paused ${resumedAt - idleSince} ms after its connection went idle; back in the balancer ${Date.now() - resumedAt} ms after resuming`);
    } finally {
      a!.resume();
      await load.stop();
    }
    // The balancer's writes held by the paused node were answered too: nothing refused or cut.
    expect(load.refused().map((o) => `${o.key} via ${o.servedBy}: ${o.status} ${o.code ?? ''}`)).toEqual([]);
    const keys = [...load.acknowledged(), 'paused-kept-alive', 'paused-new-connection', 'paused-elsewhere-0'];
    expect(await unreadable(b!.url, cluster.apiKey, keys)).toEqual([]);
  });
});
