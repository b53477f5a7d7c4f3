/**
 * Many agents at once: 20 SDK clients each initialize, list tools, store and recall on one
 * server while a REST recall load runs against it over kept-alive connections. Every call
 * completes: no `other side closed`, no socket reset (the server never closes a kept-alive
 * connection before the client does; src/server.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { testTime } from '../../testing/time-budget.js';

const SESSIONS = 20;
const LOAD_WORKERS = 3;

describe('20 remote MCP sessions at once under a recall load', () => {
  let server: McpTestServer;
  let key: string;

  beforeAll(async () => {
    server = await startMcpTestServer();
    key = await server.createKey('many-sessions');
  }, testTime(180_000));
  afterAll(async () => server?.close(), testTime(60_000));

  it('every session initializes, lists, stores and recalls; the load sees no dropped connection', async () => {
    let running = true;
    const loadFailures: string[] = [];
    let loadAnswers = 0;
    const load = Array.from({ length: LOAD_WORKERS }, async () => {
      while (running) {
        try {
          const res = await fetch(`${server.url}/api/v1/recall`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${key}`, 'content-type': 'application/json', 'X-User-ID': 'load' },
            body: JSON.stringify({ query: 'what did we decide about the release?' }),
          });
          await res.arrayBuffer();
          if (res.status >= 500) loadFailures.push(`HTTP ${res.status}`);
          loadAnswers++;
        } catch (err) {
          loadFailures.push(String((err as { cause?: unknown }).cause ?? err));
        }
      }
    });

    const agent = async (n: number) => {
      const client = await server.connect(key);
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(49);
      const ns = { user_id: `agent-${n}`, agent_name: 'global' };
      const stored = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: `decision-${n}`, value: `Agent ${n} decided to ship release ${n} on Friday`, scope: 'persistent' } });
      expect(stored.isError).toBeFalsy();
      const recalled = (await client.callTool({ name: 'memory_recall', arguments: { ...ns, query: 'when do we ship the release?' } })) as CallToolResult;
      expect(recalled.isError).toBeFalsy();
      expect((recalled.structuredContent as { results: Array<{ key: string }> }).results.map((r) => r.key)).toContain(`decision-${n}`);
      await client.close();
    };

    const outcomes = await Promise.allSettled(Array.from({ length: SESSIONS }, (_, n) => agent(n)));
    running = false;
    await Promise.all(load);
    const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(failed).toEqual([]);
    expect(loadFailures).toEqual([]);
    expect(loadAnswers).toBeGreaterThan(0);
  }, testTime(240_000));
});
