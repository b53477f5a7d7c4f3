/**
 * Namespaces round-trip: hits say whose they are and which context answered, and follow-ups
 * addressed the way recall returned a memory reach it (the user's global memories included).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../core/contexts.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import { testTime } from '../../testing/time-budget.js';

let stack: TestMemoryStack;
const user = () => `ns-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await buildMemoryStack();
}, testTime(120_000));
afterAll(async () => stack.close());

describe('hits name their namespace', () => {
  it('recall and search results carry id, context, user and agent; the context is described', async () => {
    const userId = user();
    const { memory } = await stack.service.upsert(localNs({ userId }), { key: 'tea', value: 'Ada drinks jasmine tea' });
    await stack.service.upsert(localNs({ userId, agentName: 'cursor' }), { key: 'editor', value: 'Ada edits tea notes in vim' });
    const cursor = localNs({ userId, agentName: 'cursor' });
    const recalled = await stack.service.recall(cursor, 'tea', { k: 5, scope: 'all' });
    expect(recalled.find((h) => h.key === 'tea')).toMatchObject({ id: memory.id, context_id: LOCAL_CONTEXT_ID, user_id: userId, agent_name: 'global' });
    expect(recalled.find((h) => h.key === 'editor')).toMatchObject({ agent_name: 'cursor' });
    const searched = await stack.service.search(cursor, 'jasmine', { limit: 5 });
    expect(searched[0]).toMatchObject({ id: memory.id, context_id: LOCAL_CONTEXT_ID, user_id: userId, agent_name: 'global' });
    expect(memory.context_id).toBe(LOCAL_CONTEXT_ID);
    expect(await stack.service.contextOf(cursor)).toEqual({ id: LOCAL_CONTEXT_ID, name: expect.any(String), kind: 'local' });
  });
});

describe('follow-ups under the agent name a global memory was recalled under', () => {
  it('get, update, feedback and delete reach the global memory', async () => {
    const userId = user();
    await stack.service.upsert(localNs({ userId }), { key: 'tea', value: 'Ada drinks jasmine tea', tags: ['drink'] });
    const cursor = localNs({ userId, agentName: 'cursor' });
    const [hit] = await stack.service.recall(cursor, 'jasmine tea', { k: 1, scope: 'all' });
    expect(hit).toMatchObject({ key: 'tea', agent_name: 'global' });
    expect(await stack.service.get(cursor, 'tea')).toMatchObject({ value: 'Ada drinks jasmine tea', agent_name: 'global' });
    const feedback = await stack.service.feedback(cursor, { key: 'tea' }, 'useful', 1);
    expect(feedback.node_id).toBe(`memory:${hit!.id}`);
    const updated = await stack.service.update(cursor, 'tea', { value: 'Ada drinks oolong tea' });
    expect(updated).toMatchObject({ id: hit!.id, agent_name: 'global', tags: ['drink'] });
    expect((await stack.service.get(localNs({ userId }), 'tea')).value).toBe('Ada drinks oolong tea');
    const deleted = await stack.service.delete(cursor, 'tea');
    expect(deleted).toMatchObject({ id: hit!.id, agent_name: 'global' });
    const gone = await stack.service.get(localNs({ userId }), 'tea').catch((e: unknown) => e);
    expect((gone as AppError).code).toBe('MEMORY-001');
  });

  it("an agent's own memory hides the global one with the same key from that agent only", async () => {
    const userId = user();
    await stack.service.upsert(localNs({ userId }), { key: 'style', value: 'Answers are short and plain' });
    const cursor = localNs({ userId, agentName: 'cursor' });
    await stack.service.upsert(cursor, { key: 'style', value: 'Answers are short code diffs' });
    const mine = await stack.service.recall(cursor, 'answers short', { k: 5, scope: 'all' });
    expect(mine.filter((h) => h.key === 'style')).toEqual([expect.objectContaining({ agent_name: 'cursor', value: 'Answers are short code diffs' })]);
    expect((await stack.service.search(cursor, 'answers', { limit: 5 })).map((h) => h.agent_name)).toEqual(['cursor']);
    expect((await stack.service.get(cursor, 'style')).agent_name).toBe('cursor');
    const shared = await stack.service.recall(localNs({ userId }), 'answers short', { k: 5, scope: 'all' });
    expect(shared.map((h) => [h.key, h.agent_name])).toEqual([['style', 'global']]);
    // Deleting the own one uncovers the global memory again.
    await stack.service.delete(cursor, 'style');
    expect((await stack.service.get(cursor, 'style')).agent_name).toBe('global');
  });
});

describe('bounded answers', () => {
  it('caps each value in recall and search by default, on request, and leaves out hits under min_score', async () => {
    const ns = localNs({ userId: user() });
    for (let i = 0; i < 5; i++) await stack.service.upsert(ns, { key: `long${i}`, value: `harbour log ${i} `.repeat(5_000).slice(0, 60_000) });
    await stack.service.upsert(ns, { key: 'short', value: 'a short harbour note' });
    const recalled = await stack.service.recall(ns, 'harbour log', { k: 10, scope: 'all' });
    expect(recalled).toHaveLength(6);
    const total = recalled.reduce((n, h) => n + h.value.length, 0);
    expect(total).toBeLessThanOrEqual(5 * 2_000 + 20);
    for (const h of recalled.filter((r) => r.key.startsWith('long'))) expect(h).toMatchObject({ truncated: true, value_length: 60_000 });
    expect(recalled.find((h) => h.key === 'short')).toMatchObject({ truncated: false, value_length: 20, value: 'a short harbour note' });
    const wider = await stack.service.recall(ns, 'harbour log', { k: 1, scope: 'all', maxValueChars: 65_536 });
    expect(wider[0]).toMatchObject({ truncated: false, value_length: 60_000 });
    expect(wider[0]!.value).toHaveLength(60_000);
    const searched = await stack.service.search(ns, 'harbour', { limit: 10, maxValueChars: 100 });
    for (const h of searched) expect(h.value.length).toBeLessThanOrEqual(100);
    expect(searched.filter((h) => h.truncated)).toHaveLength(5);
    const best = recalled[0]!.score;
    const floored = await stack.service.recall(ns, 'harbour log', { k: 10, scope: 'all', minScore: best });
    expect(floored.length).toBeGreaterThanOrEqual(1);
    expect(floored.every((h) => h.score >= best)).toBe(true);
    expect(await stack.service.recall(ns, 'harbour log', { k: 10, scope: 'all', minScore: 1 })).toEqual(recalled.filter((h) => h.score >= 1));
  });

  it('gives plain-text snippets on request and HTML-escaped, highlighted ones by default', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'html', value: 'Check a < b && b > c, then keep the harbour clean' });
    const [html] = await stack.service.search(ns, 'harbour', { limit: 1 });
    expect(html!.snippet).toContain('<mark>harbour</mark>');
    expect(html!.snippet).toContain('a &lt; b &amp;&amp; b &gt; c');
    const [text] = await stack.service.search(ns, 'harbour', { limit: 1, snippetFormat: 'text' });
    expect(text!.snippet).toContain('a < b && b > c, then keep the harbour');
    expect(text!.snippet).not.toMatch(/<mark>|&amp;|&lt;/);
  });
});

describe('duplicates', () => {
  it('keeps the same text under another key but reports it, normalised, within what the agent sees', async () => {
    const userId = user();
    const ns = localNs({ userId });
    const first = await stack.service.upsert(ns, { key: 'tea', value: 'Ada drinks jasmine tea.' });
    expect(first.memory.duplicate_of).toBeNull();
    const second = await stack.service.upsert(ns, { key: 'tea-again', value: '  ada DRINKS   jasmine tea ' });
    expect(second.created).toBe(true);
    expect(second.memory.duplicate_of).toEqual({ id: first.memory.id, key: 'tea', agent_name: 'global' });
    // Re-storing a memory's own text is not a duplicate of itself.
    expect((await stack.service.upsert(ns, { key: 'tea', value: 'Ada drinks jasmine tea.' })).memory.duplicate_of).toMatchObject({ key: 'tea-again' });
    const cursor = localNs({ userId, agentName: 'cursor' });
    const fromAgent = await stack.service.upsert(cursor, { key: 'mine', value: 'Ada drinks jasmine tea' });
    expect(fromAgent.memory.duplicate_of).toMatchObject({ agent_name: 'global' });
    const updated = await stack.service.update(ns, 'tea-again', { value: 'Ada drinks oolong tea' });
    expect(updated.duplicate_of).toBeNull();
    expect((await stack.service.list(ns, { limit: 10 })).items.map((m) => m.key).sort()).toEqual(['tea', 'tea-again']);
    // Another user's identical text is none of this user's business.
    expect((await stack.service.upsert(localNs({ userId: user() }), { key: 'x', value: 'Ada drinks jasmine tea' })).memory.duplicate_of).toBeNull();
  });
});
