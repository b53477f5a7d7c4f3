/**
 * The text of the memory tools' answers is mostly memory: the namespace once, per item its key,
 * value (or snippet), score and what differs; the structured content keeps every field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { connectInProcess } from '../../../testing/mcp/in-process-client.js';

const ns = { user_id: 'compact_user', agent_name: 'planner' };
const FACTS = [
  ['deploy.day', 'We decided to deploy on Fridays after the team review.'],
  ['deploy.window', 'Deploys happen between 14:00 and 16:00 UTC.'],
  ['deploy.owner', 'Dana owns the deploy checklist.'],
  ['deploy.rollback', 'Rollback uses the previous container image tag.'],
  ['deploy.freeze', 'No deploys during the December freeze.'],
] as const;

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const structured = (r: unknown) => (r as CallToolResult).structuredContent as Record<string, any>;

describe('compact text answers of the memory tools', () => {
  let server: TestServer;
  let client: Client;
  let close: () => Promise<void>;

  beforeAll(async () => {
    server = await startTestServer('memplat-compact-', { WORKING_MEMORY_TTL_SECONDS: '3600' });
    ({ client, close } = await connectInProcess(server.running.services, { mode: 'remote' }));
    for (const [key, value] of FACTS) {
      const stored = await client.callTool({ name: 'memory_store', arguments: { ...ns, key, value, scope: 'persistent', tags: '["deploys"]' } });
      expect(stored.isError).toBeFalsy();
    }
  }, 180_000);
  afterAll(async () => {
    await close?.();
    await server?.close();
  }, 60_000);

  it('answers a 5-result recall in at most 600 characters beyond the keys and values, naming the namespace once', async () => {
    const recalled = await client.callTool({ name: 'memory_recall', arguments: { ...ns, query: 'when and how do we deploy', k: 5 } });
    const body = text(recalled);
    const results = structured(recalled).results as Array<{ key: string; value: string; id: string; context_id: string; score: number }>;
    expect(results).toHaveLength(5);
    for (const r of results) {
      expect(body).toContain(`- ${r.key} [${r.score.toFixed(2)}`);
      expect(body).toContain(r.value);
    }
    const payload = results.reduce((n, r) => n + r.key.length + r.value.length, 0);
    expect(body.length - payload).toBeLessThanOrEqual(600);
    expect(body.split(ns.user_id)).toHaveLength(2); // named once
    expect(body).toContain('all persistent');
    expect(body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // no ids in the text
    // Structured content keeps what typed clients need.
    expect(results[0]).toMatchObject({ id: expect.any(String), context_id: expect.any(String), user_id: ns.user_id, agent_name: ns.agent_name });
    expect(structured(recalled).context).toMatchObject({ id: expect.any(String), kind: 'local' });
  });

  it('shows search snippets, list pages and a fetched memory with only what a reader needs', async () => {
    const search = await client.callTool({ name: 'memory_search', arguments: { ...ns, query: 'checklist' } });
    expect(text(search)).toMatch(/^\d+ match(es)? \(user compact_user, agent planner, context Local/);
    expect(text(search)).toContain('- deploy.owner [');
    expect(text(search)).toContain('checklist');

    const list = await client.callTool({ name: 'memory_list', arguments: { ...ns, limit: 2 } });
    expect(text(list).split('\n')).toHaveLength(4); // header, two memories, the cursor
    expect(text(list)).toMatch(/\nMore: pass cursor "/);
    expect(structured(list).next_cursor).toEqual(expect.any(String));

    const fetched = await client.callTool({ name: 'memory_fetch', arguments: { ...ns, key: 'deploy.owner' } });
    expect(text(fetched)).toMatch(/^Memory deploy\.owner \(user compact_user, agent planner, context [^,]+, persistent, tags deploys, importance 0\.5, updated /);
    expect(text(fetched).endsWith('\nDana owns the deploy checklist.')).toBe(true);
    expect(structured(fetched).memory).toMatchObject({ key: 'deploy.owner', metadata: expect.anything() });

    const related = await client.callTool({ name: 'memory_get_related', arguments: { ...ns, key: 'deploy.owner' } });
    expect(text(related)).toMatch(/^\d+ nodes related to memory:/);
    expect(text(related)).toContain('tag:deploys');
  });

  it('says when a working memory expires and that facts about the user belong in persistent', async () => {
    const before = Date.now();
    const stored = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'task.step', value: 'Reviewing the deploy script' } });
    const memory = structured(stored).memory as { scope: string; expires_at: string };
    expect(memory.scope).toBe('working');
    const expires = Date.parse(memory.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(3_590_000);
    expect(expires - before).toBeLessThanOrEqual(3_700_000);
    expect(text(stored)).toContain(`working memory: expires ${memory.expires_at}; store facts about the user with scope "persistent"`);

    const kept = await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'task.step', value: 'Reviewing the deploy script', scope: 'persistent' } });
    expect(text(kept)).not.toContain('expires');
  });
});
