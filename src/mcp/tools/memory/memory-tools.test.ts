/**
 * The memory tools as an AI client uses them, over /mcp with the SDK client on a real server
 * (builtin model; PGlite, or PostgreSQL through TEST_DATABASE_URL): store and recall in one
 * turn, follow-ups addressed the way results came back, bounded answers, history, duplicates.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: McpTestServer;
let client: Client;
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const fresh = (agent = 'global') => ({ user_id: `u-${randomUUID().slice(0, 8)}`, agent_name: agent });
type Structured = Record<string, any>;
async function call(name: string, args: Record<string, unknown>): Promise<Structured> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(text(result));
  return result.structuredContent as Structured;
}

const FIVE_FACTS: Record<string, string> = {
  drink: 'Ada drinks jasmine green tea every morning',
  pet: 'Her cat is called Whiskers',
  commute: 'She cycles to the office on a bicycle',
  home: 'Ada lives in Lisbon, Portugal',
  job: 'Ada works as a nurse at the hospital',
};

beforeAll(async () => {
  server = await startMcpTestServer();
  await server.services.memory.memories.embeddings.ready();
  client = await server.connect(await server.createKey('memory-tools'));
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('read-your-writes', () => {
  it('memory_recall finds five facts by meaning right after memory_store', async () => {
    const ns = fresh();
    for (const [key, value] of Object.entries(FIVE_FACTS)) await call('memory_store', { ...ns, key, value });
    expect((await call('memory_recall', { ...ns, query: 'favourite beverage' })).results[0].key).toBe('drink');
    expect((await call('memory_recall', { ...ns, query: 'kitten' })).results[0].key).toBe('pet');
  });

  it('ranks the stored new value after an update, never the old one', async () => {
    const ns = fresh();
    await call('memory_store', { ...ns, key: 'pet', value: FIVE_FACTS.pet });
    await call('memory_store', { ...ns, key: 'home', value: FIVE_FACTS.home });
    await call('memory_store', { ...ns, key: 'pet', value: 'Her parrot is called Kiwi' });
    const results = (await call('memory_recall', { ...ns, query: 'bird' })).results as Array<{ key: string; value: string }>;
    expect(results[0]).toMatchObject({ key: 'pet', value: 'Her parrot is called Kiwi' });
    expect(results.map((r) => r.value)).not.toContain(FIVE_FACTS.pet);
  });
});

describe('namespaces round-trip and the context of every answer', () => {
  it('a global memory recalled under an agent name is fetched, rated, updated and deleted under that name', async () => {
    const shared = fresh();
    const cursor = { ...shared, agent_name: 'cursor' };
    const stored = await call('memory_store', { ...shared, key: 'tea', value: FIVE_FACTS.drink, scope: 'persistent' });
    expect(stored.context).toEqual({ id: expect.any(String), name: expect.any(String), kind: 'local' });
    expect(stored.memory).toMatchObject({ agent_name: 'global', context_id: stored.context.id });

    const recalled = await call('memory_recall', { ...cursor, query: 'jasmine green tea' });
    expect(recalled.context.id).toBe(stored.context.id);
    expect(recalled.results[0]).toMatchObject({ key: 'tea', id: stored.memory.id, agent_name: 'global', user_id: shared.user_id, context_id: stored.context.id });

    expect((await call('memory_fetch', { ...cursor, key: 'tea' })).memory).toMatchObject({ id: stored.memory.id, agent_name: 'global' });
    expect((await call('memory_feedback', { ...cursor, key: 'tea', label: 'useful' }))).toMatchObject({ node_id: `memory:${stored.memory.id}`, context: stored.context });
    const updated = await call('memory_store', { ...cursor, key: 'tea', value: 'Ada drinks oolong tea every morning' });
    expect(updated).toMatchObject({ created: false, memory: { id: stored.memory.id, agent_name: 'global', scope: 'persistent' } });
    const searched = await call('memory_search', { ...cursor, query: 'oolong' });
    expect(searched.results[0]).toMatchObject({ key: 'tea', agent_name: 'global', id: stored.memory.id });
    expect(searched.context.id).toBe(stored.context.id);
    for (const [tool, args] of [
      ['memory_list', { ...shared }], ['memory_search_ids', { ...cursor, query: 'oolong' }], ['memory_stats', { ...cursor }],
      ['memory_get_user_pattern', { user_id: shared.user_id }],
    ] as const) {
      expect((await call(tool, args)).context, tool).toEqual(stored.context);
    }
    expect(await call('memory_delete', { ...cursor, key: 'tea' })).toEqual({ deleted: true, key: 'tea', agent_name: 'global', context: stored.context });
    const gone = (await client.callTool({ name: 'memory_fetch', arguments: { ...shared, key: 'tea' } })) as CallToolResult;
    expect(text(gone)).toMatch(/^MEMORY-001/);
  });
});

describe('memory_get_related starts', () => {
  it('starts from a key, memory:<key>, memory:<id>, tag: and topic:, and its ids can be fed back', async () => {
    const ns = fresh();
    const stored = await call('memory_store', { ...ns, key: 'tea', value: FIVE_FACTS.drink, tags: '["drinks"]', scope: 'persistent' });
    await call('memory_store', { ...ns, key: 'coffee', value: 'Ada avoids coffee after noon', tags: '["drinks"]', scope: 'persistent' });
    await call('memory_record_interaction', { user_id: ns.user_id, query: 'Which jasmine tea suits mornings?', response: 'Green jasmine tea is gentle in the morning.' });
    const fromKey = await call('memory_get_related', { ...ns, key: 'tea' });
    expect(fromKey.node_id).toBe(`memory:${stored.memory.id}`);
    expect(fromKey.context.kind).toBe('local');
    const viaTag = fromKey.related.find((n: { node_id: string }) => n.node_id === 'tag:drinks');
    expect(viaTag).toBeDefined();
    const coffee = fromKey.related.find((n: { key?: string }) => n.key === 'coffee');
    expect(coffee).toMatchObject({ type: 'memory', agent_name: 'global', node_id: expect.stringMatching(/^memory:[0-9a-f-]{36}$/) });
    for (const start of ['memory:tea', `memory:${stored.memory.id}`]) {
      expect((await call('memory_get_related', { ...ns, key: start })).node_id).toBe(`memory:${stored.memory.id}`);
    }
    const fromTag = await call('memory_get_related', { ...ns, key: 'tag:drinks' });
    expect(fromTag.node_id).toBe('tag:drinks');
    expect(fromTag.related.map((n: { key?: string }) => n.key)).toEqual(expect.arrayContaining(['tea', 'coffee']));
    // A result's node id fed back: to the walk, to feedback, and its key to memory_fetch.
    expect((await call('memory_get_related', { ...ns, key: coffee.node_id })).node_id).toBe(coffee.node_id);
    expect((await call('memory_feedback', { ...ns, node_id: coffee.node_id, label: 'useful' })).node_id).toBe(coffee.node_id);
    expect((await call('memory_fetch', { ...ns, agent_name: coffee.agent_name, key: coffee.key })).memory.value).toBe('Ada avoids coffee after noon');
    const topic = fromKey.related.find((n: { type: string }) => n.type === 'topic') ??
      (await call('memory_get_related', { ...ns, key: 'tea', depth: 3 })).related.find((n: { type: string }) => n.type === 'topic');
    expect(topic).toBeDefined();
    expect((await call('memory_get_related', { ...ns, key: topic.node_id })).node_id).toBe(topic.node_id);
    // A memory whose key looks like a node id stays reachable.
    await call('memory_store', { ...ns, key: 'tag:odd-key', value: 'A memory with a node-like key', scope: 'persistent' });
    expect((await call('memory_get_related', { ...ns, key: 'tag:odd-key' })).node_id).toMatch(/^memory:/);
    const missing = (await client.callTool({ name: 'memory_get_related', arguments: { ...ns, key: 'topic:never-heard-of' } })) as CallToolResult;
    expect(text(missing)).toMatch(/^GRAPH-001/);
  });
});

describe('bounded answers over MCP', () => {
  it('memory_recall and memory_search cut values by default, take max_value_chars and min_score, and give plain-text snippets', async () => {
    const ns = fresh();
    for (let i = 0; i < 5; i++) await call('memory_store', { ...ns, key: `log${i}`, value: `Lighthouse keeper log ${i}. `.repeat(3_000).slice(0, 60_000) });
    await call('memory_store', { ...ns, key: 'rule', value: 'Check a < b && b > c before the lighthouse opens' });
    const recalled = await call('memory_recall', { ...ns, query: 'lighthouse keeper log', k: 6 });
    expect(JSON.stringify(recalled).length).toBeLessThan(15_000);
    for (const r of recalled.results.filter((h: { key: string }) => h.key.startsWith('log'))) expect(r).toMatchObject({ truncated: true, value_length: 60_000 });
    const small = await call('memory_recall', { ...ns, query: 'lighthouse keeper log', max_value_chars: 40 });
    for (const r of small.results) expect(r.value.length).toBeLessThanOrEqual(40);
    const none = await call('memory_recall', { ...ns, query: 'lighthouse keeper log', min_score: 1 });
    expect(none.results.every((r: { score: number }) => r.score >= 1)).toBe(true);
    const searched = await call('memory_search', { ...ns, query: 'lighthouse opens' });
    const rule = searched.results.find((r: { key: string }) => r.key === 'rule');
    expect(rule.snippet).toContain('a < b && b > c');
    expect(rule.snippet).not.toMatch(/<mark>|&lt;|&amp;/);
    for (const r of searched.results.filter((h: { key: string }) => h.key.startsWith('log'))) expect(r.value.length).toBeLessThanOrEqual(2_000);
  });
});

describe('tags', () => {
  it('memory_store and memory_list take a real JSON array as well as a string holding one', async () => {
    const ns = fresh();
    const asArray = await call('memory_store', { ...ns, key: 'a', value: 'Tagged with a real array', tags: ['work', 'urgent'] });
    expect(asArray.memory.tags).toEqual(['work', 'urgent']);
    const asString = await call('memory_store', { ...ns, key: 'b', value: 'Tagged with a string', tags: '["work"]' });
    expect(asString.memory.tags).toEqual(['work']);
    expect((await call('memory_list', { ...ns, tags: ['work'] })).memories.map((m: { key: string }) => m.key).sort()).toEqual(['a', 'b']);
    expect((await call('memory_list', { ...ns, tags: '["urgent"]' })).memories.map((m: { key: string }) => m.key)).toEqual(['a']);
    const bad = (await client.callTool({ name: 'memory_store', arguments: { ...ns, key: 'c', value: 'v', tags: 'work' } })) as CallToolResult;
    expect(text(bad)).toMatch(/^MCP-008: .*tags must be a string holding a JSON array of strings, or that array itself/);
  });
});

describe('history over MCP', () => {
  it('memory_store is not destructive: memory_fetch with include_history shows what it replaced, and storing it again restores it', async () => {
    const { tools } = await client.listTools();
    const hints = tools.find((t) => t.name === 'memory_store')!.annotations!;
    expect(hints).toMatchObject({ destructiveHint: false, idempotentHint: true });
    expect(hints.readOnlyHint ?? false).toBe(false); // MCP's default, so tools/list leaves it out
    expect(tools.filter((t) => t.name.startsWith('memory_'))).toHaveLength(12);
    const ns = fresh();
    await call('memory_store', { ...ns, key: 'plan', value: 'Ship on Friday', tags: ['release'], scope: 'persistent' });
    await call('memory_store', { ...ns, key: 'plan', value: 'Ship on Monday' });
    const fetched = await call('memory_fetch', { ...ns, key: 'plan', include_history: true });
    expect(fetched).toMatchObject({ memory: { value: 'Ship on Monday', tags: ['release'] }, current_version: 2, context: { kind: 'local' } });
    expect(fetched.versions).toEqual([expect.objectContaining({ version: 1, value: 'Ship on Friday', tags: ['release'], scope: 'persistent' })]);
    await call('memory_store', { ...ns, key: 'plan', value: fetched.versions[0].value });
    const restored = await call('memory_fetch', { ...ns, key: 'plan', include_history: true, history_limit: 1 });
    expect(restored).toMatchObject({ memory: { value: 'Ship on Friday' }, current_version: 3, versions: [{ version: 2, value: 'Ship on Monday' }] });
    expect((await call('memory_fetch', { ...ns, key: 'plan' })).versions).toBeUndefined();
  });
});

describe('duplicates over MCP', () => {
  it('memory_store keeps the same text under another key and says duplicate_of', async () => {
    const ns = fresh();
    const first = await call('memory_store', { ...ns, key: 'tea', value: 'Ada drinks jasmine tea.' });
    expect(first.duplicate_of).toBeNull();
    const second = await call('memory_store', { ...ns, key: 'tea-2', value: 'ada drinks jasmine tea' });
    expect(second).toMatchObject({ created: true, duplicate_of: { id: first.memory.id, key: 'tea', agent_name: 'global' } });
    expect((await call('memory_list', { ...ns })).memories).toHaveLength(2);
  });
});
