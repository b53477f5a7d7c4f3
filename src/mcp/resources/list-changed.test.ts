/**
 * notifications/resources/list_changed: sent to every session whose resources/list changed
 * (a memory of its user created, deleted or erased in its context, whether through MCP, REST or
 * an import), over Streamable HTTP and stdio; not for an update of an existing memory, an
 * interaction, or another user's memory; several changes close together are one notification.
 * A REST update of a subscribed memory sends resources/updated; a write is announced once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResourceListChangedNotificationSchema, ResourceUpdatedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../testing/mcp/mcp-test-server.js';
import { createScratchStore } from '../../testing/test-server.js';
import { MemplatMcpInProcess } from '../../testing/mcp/stdio-in-process.js';
import type { MemoryChange } from './change-feed.js';
import { coalescing, LIST_CHANGED_COALESCE_MS } from './list-changed.js';
import { memoryUri } from './uris.js';
import { testTime } from '../../testing/time-budget.js';

async function tool(c: Client, name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

/** Counts the list_changed notifications a client receives. */
function counting(c: Client): { count: number } {
  const seen = { count: 0 };
  c.setNotificationHandler(ResourceListChangedNotificationSchema, async () => {
    seen.count += 1;
  });
  return seen;
}

/** Long enough for a notification that would come to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, LIST_CHANGED_COALESCE_MS + 300));

describe('coalescing', () => {
  it('sends once per burst, after the delay, and not after cancel', () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn();
      const pending = coalescing(send, 100);
      for (let i = 0; i < 5; i++) pending.notify();
      expect(send).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(send).toHaveBeenCalledTimes(1);
      pending.notify();
      vi.advanceTimersByTime(100);
      expect(send).toHaveBeenCalledTimes(2);
      pending.notify();
      pending.cancel();
      vi.advanceTimersByTime(500);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('resources/list_changed over Streamable HTTP', () => {
  let server: McpTestServer;
  let alice: Client;
  let aliceElsewhere: Client;
  let bob: Client;
  let aliceKey: string;

  /** A REST call with Alice's API key (her user, the global agent unless the path's headers say otherwise). */
  async function rest(method: string, path: string, body?: string, contentType = 'application/json'): Promise<number> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${aliceKey}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  }

  beforeAll(async () => {
    server = await startMcpTestServer();
    aliceKey = (await server.services.apiKeys.create({ name: 'alice', userId: 'alice' })).key;
    const bobKey = (await server.services.apiKeys.create({ name: 'bob', userId: 'bob' })).key;
    alice = await server.connect(aliceKey);
    aliceElsewhere = await server.connect(aliceKey);
    bob = await server.connect(bobKey);
  }, testTime(120_000));
  afterAll(async () => server?.close(), testTime(60_000));

  it('declares resources.listChanged', () => {
    expect(alice.getServerCapabilities()?.resources).toEqual({ subscribe: true, listChanged: true });
  });

  it('tells every session of the user when a memory is created or deleted, and only them', async () => {
    const [a, a2, b] = [counting(alice), counting(aliceElsewhere), counting(bob)];
    await tool(alice, 'memory_store', { user_id: 'alice', agent_name: 'planner', key: 'trip', value: 'Trip to Lisbon in May', scope: 'persistent' });
    await expect.poll(() => [a.count, a2.count], { timeout: testTime(5000) }).toEqual([1, 1]);
    expect((await aliceElsewhere.listResources()).resources.map((r) => r.uri)).toContain(memoryUri('alice', 'planner', 'trip'));

    // An update of the same memory, an interaction: the list holds the same resources.
    await tool(alice, 'memory_store', { user_id: 'alice', agent_name: 'planner', key: 'trip', value: 'Trip to Porto in May', scope: 'persistent' });
    await tool(alice, 'memory_record_interaction', { user_id: 'alice', query: 'Where to in May?', response: 'Porto.' });
    await settle();
    expect([a.count, a2.count, b.count]).toEqual([1, 1, 0]);

    await tool(aliceElsewhere, 'memory_delete', { user_id: 'alice', agent_name: 'planner', key: 'trip' });
    await expect.poll(() => [a.count, a2.count], { timeout: testTime(5000) }).toEqual([2, 2]);
    expect(b.count).toBe(0);

    // Bob's memory is in Bob's list, not Alice's.
    await tool(bob, 'memory_store', { user_id: 'bob', agent_name: 'global', key: 'note', value: 'Bob likes tea' });
    await expect.poll(() => b.count, { timeout: testTime(5000) }).toBe(1);
    await settle();
    expect([a.count, a2.count]).toEqual([2, 2]);
  });

  it('tells the user\'s sessions of a memory created or deleted through REST, and not another user\'s', async () => {
    const [a, b] = [counting(alice), counting(bob)];
    expect(await rest('POST', '/api/v1/memory', JSON.stringify({ key: 'rest/note', value: 'Written in the web app' }))).toBe(201);
    await expect.poll(() => a.count, { timeout: testTime(5000) }).toBe(1);
    expect((await alice.listResources()).resources.map((r) => r.uri)).toContain(memoryUri('alice', 'global', 'rest/note'));

    // An update changes the memory, not the list: subscribers hear resources/updated.
    const updated: string[] = [];
    alice.setNotificationHandler(ResourceUpdatedNotificationSchema, async (n) => {
      updated.push(n.params.uri);
    });
    await alice.subscribeResource({ uri: memoryUri('alice', 'global', 'rest/note') });
    expect(await rest('PUT', '/api/v1/memory/rest%2Fnote', JSON.stringify({ value: 'Edited in the web app' }))).toBe(200);
    await expect.poll(() => updated, { timeout: testTime(5000) }).toEqual([memoryUri('alice', 'global', 'rest/note')]);
    await alice.unsubscribeResource({ uri: memoryUri('alice', 'global', 'rest/note') });

    expect(await rest('DELETE', '/api/v1/memory/rest%2Fnote')).toBe(204);
    await expect.poll(() => a.count, { timeout: testTime(5000) }).toBe(2);
    await settle();
    expect([a.count, b.count]).toEqual([2, 0]);
  });

  it('announces a write through MCP exactly once', async () => {
    const announced: MemoryChange[] = [];
    const stop = server.services.memoryChanges.onChange((c) => {
      if (c.key === 'once') announced.push(c);
    });
    try {
      await tool(alice, 'memory_store', { user_id: 'alice', agent_name: 'global', key: 'once', value: 'Stored through MCP' });
      await tool(alice, 'memory_delete', { user_id: 'alice', agent_name: 'global', key: 'once' });
      await settle();
      expect(announced.map((c) => c.kind)).toEqual(['written', 'deleted']);
    } finally {
      stop();
    }
  });

  it('sends one notification for an import through REST', async () => {
    const a = counting(aliceElsewhere);
    const lines = [1, 2, 3].map((i) => JSON.stringify({ user_id: 'alice', agent_name: 'global', key: `imported/${i}`, value: `Imported memory ${i}` }));
    expect(await rest('POST', '/api/v1/import', `${lines.join('\n')}\n`, 'application/x-ndjson')).toBe(200);
    await expect.poll(() => a.count, { timeout: testTime(5000) }).toBe(1);
    await settle();
    expect(a.count).toBe(1);
  });

  it('sends one notification for a burst of creations', async () => {
    const a = counting(alice);
    await Promise.all([1, 2, 3, 4, 5].map((i) => tool(alice, 'memory_store', { user_id: 'alice', agent_name: 'global', key: `burst/${i}`, value: `Burst memory ${i}` })));
    await expect.poll(() => a.count, { timeout: testTime(5000) }).toBeGreaterThan(0);
    await settle();
    expect(a.count).toBeLessThan(5);
  });

  it('tells the user\'s sessions when a namespace is forgotten, once it is deleted', async () => {
    const a = counting(aliceElsewhere);
    const ask = await tool(alice, 'memory_delete', { user_id: 'alice', agent_name: 'global', forget: 'agent' });
    expect(ask.deleted).toBe(false);
    await settle();
    expect(a.count).toBe(0);
    await tool(alice, 'memory_delete', { user_id: 'alice', agent_name: 'global', forget: 'agent', confirm: ask.confirm });
    await expect.poll(() => a.count, { timeout: testTime(5000) }).toBe(1);
  });
});

describe('resources/list_changed over stdio', () => {
  it('tells the stdio client when a memory of default_user is created', async () => {
    const store = await createScratchStore('memplat-list-changed-stdio-');
    const stdio = new Client({ name: 'list-changed-stdio', version: '1.0.0' });
    try {
      await stdio.connect(new MemplatMcpInProcess(store.env), { timeout: testTime(60_000) });
      expect(stdio.getServerCapabilities()?.resources?.listChanged).toBe(true);
      const seen = counting(stdio);
      await tool(stdio, 'memory_store', { user_id: 'default_user', agent_name: 'global', key: 'hello', value: 'Hello from stdio' });
      await expect.poll(() => seen.count, { timeout: testTime(5000) }).toBe(1);
      await tool(stdio, 'memory_store', { user_id: 'someone_else', agent_name: 'global', key: 'hello', value: 'Not in the default list' });
      await settle();
      expect(seen.count).toBe(1);
    } finally {
      await stdio.close().catch(() => undefined);
      await store.remove();
    }
  }, testTime(60_000));
});
