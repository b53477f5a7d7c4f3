/**
 * MemoryService rules on a real store (PGlite with pgvector, or PostgreSQL through
 * TEST_DATABASE_URL, where the Debian server has no pgvector and the exact in-process
 * vector search serves the dense side).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ValidationError } from '../errors/app-error.js';
import { issuesAt, parseMemoryInput } from '../../contract/memory-input.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import type { MemoryNamespace } from './types.js';
import { testTime } from '../../testing/time-budget.js';

let stack: TestMemoryStack;
const user = () => `u-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await buildMemoryStack();
}, testTime(120_000));
afterAll(async () => stack.close());

async function expectCode(promise: Promise<unknown>, code: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe('writes', () => {
  it('upserts: created, then updated with defaults re-applied', async () => {
    const ns = localNs({ userId: user() });
    const first = await stack.service.upsert(ns, { key: 'k', value: 'v1', tags: ['a'], importance: 0.9 });
    expect(first.created).toBe(true);
    expect(first.memory).toMatchObject({ scope: 'persistent', importance: 0.9, tags: ['a'], user_id: ns.userId, agent_name: 'global' });
    const second = await stack.service.upsert(ns, { key: 'k', value: 'v2' });
    expect(second.created).toBe(false);
    expect(second.memory).toMatchObject({ value: 'v2', importance: 0.5, tags: [] });
  });

  it.each([
    ['importance out of range', { key: 'bad', value: 'v', importance: 1.5 }, 'importance'],
    ['unknown scope', { key: 'bad', value: 'v', scope: 'forever' }, 'scope'],
    ['empty key', { key: '', value: 'v' }, 'key'],
    ['blank key', { key: '   ', value: 'v' }, 'key'],
    ['too long key', { key: 'k'.repeat(257), value: 'v' }, 'key'],
    ['oversized value', { key: 'bad', value: 'x'.repeat(65_537) }, 'value'],
    ['tags not strings', { key: 'bad', value: 'v', tags: [1, 2] }, 'tags'],
    ['metadata not an object', { key: 'bad', value: 'v', metadata: [] }, 'metadata'],
  ])('refuses %s with a validation error and writes nothing', async (_name, input, field) => {
    const ns = localNs({ userId: user() });
    // As every edge does: the raw input parsed, then written (the service's rules answered under `body` too).
    const error = await issuesAt('body', async () => stack.service.upsert(ns, parseMemoryInput(input))).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.some((i) => i.loc[1] === field)).toBe(true);
    expect((await stack.service.list(ns, { limit: 10 })).items).toHaveLength(0);
  });

  it('update: 404 when absent, partial otherwise', async () => {
    const ns = localNs({ userId: user() });
    await expectCode(stack.service.update(ns, 'none', { importance: 0.2 }), 'MEMORY-001');
    await stack.service.upsert(ns, { key: 'p', value: 'text', tags: ['t'] });
    const updated = await stack.service.update(ns, 'p', { importance: 0.2 });
    expect(updated).toMatchObject({ value: 'text', tags: ['t'], importance: 0.2 });
  });

  it('delete: 204-style void, audit entry, then 404', async () => {
    const ns = localNs({ userId: user(), requestId: 'req-del-1' });
    const { memory } = await stack.service.upsert(ns, { key: 'gone', value: 'bye' });
    await stack.service.delete(ns, 'gone');
    await expectCode(stack.service.get(ns, 'gone'), 'MEMORY-001');
    await expectCode(stack.service.delete(ns, 'gone'), 'MEMORY-001');
    const audit = await stack.db.knex('audit_log').where({ action: 'memory.delete', target_id: memory.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ request_id: 'req-del-1', actor_kind: 'anonymous' });
  });
});

describe('access', () => {
  it('refuses a context the caller cannot reach, for reads and writes', async () => {
    const accountId = randomUUID();
    const contextId = randomUUID();
    await stack.db.knex('accounts').insert({ id: accountId, email: `${accountId}@example.test` });
    await stack.db.knex('contexts').insert({ id: contextId, kind: 'private', owner_account_id: accountId, name: 'Private' });
    const owner: MemoryNamespace = { principal: { kind: 'session', sessionId: 's', accountId, contextId }, contextId, userId: 'default_user', agentName: 'global' };
    await stack.service.upsert(owner, { key: 'secret', value: 'only mine' });
    const stranger = localNs({ contextId });
    await expectCode(stack.service.get(stranger, 'secret'), 'MEMORY-002');
    await expectCode(stack.service.upsert(stranger, { key: 'x', value: 'y' }), 'MEMORY-002');
    await expectCode(stack.service.recall(stranger, 'secret', { k: 5, scope: 'all' }), 'MEMORY-002');
    const otherAccount: MemoryNamespace = { ...owner, principal: { kind: 'session', sessionId: 't', accountId: randomUUID(), contextId } };
    await expectCode(stack.service.list(otherAccount, { limit: 5 }), 'MEMORY-002');
    expect((await stack.service.get(owner, 'secret')).value).toBe('only mine');
  });

  it('needs the memory:write scope for OAuth writes', async () => {
    const accountId = randomUUID();
    const contextId = randomUUID();
    await stack.db.knex('accounts').insert({ id: accountId, email: `${accountId}@example.test` });
    await stack.db.knex('contexts').insert({ id: contextId, kind: 'private', owner_account_id: accountId, name: 'Private' });
    const reader: MemoryNamespace = {
      principal: { kind: 'oauth', clientId: 'c', accountId, contextId, scopes: ['memory:read'], tokenId: 't' },
      contextId, userId: 'default_user', agentName: 'global',
    };
    await expectCode(stack.service.upsert(reader, { key: 'x', value: 'y' }), 'MEMORY-004');
    expect((await stack.service.list(reader, { limit: 5 })).items).toEqual([]);
  });
});

describe('working memory expiry', () => {
  it('hides expired working memories at once and purges them in the background', async () => {
    const ns = localNs({ userId: user() });
    const { memory } = await stack.service.upsert(ns, { key: 'short', value: 'temporary note about parking', scope: 'working' });
    await stack.service.upsert(ns, { key: 'long', value: 'permanent note about parking' });
    await stack.db.knex('memories').where({ id: memory.id }).update({ expires_at: stack.db.knex.raw(`now() - interval '1 second'`) });
    stack.service.readCache.clear(); // the row was aged behind the service's back
    await expectCode(stack.service.get(ns, 'short'), 'MEMORY-001');
    expect((await stack.service.list(ns, { limit: 10 })).items.map((m) => m.key)).toEqual(['long']);
    expect((await stack.service.search(ns, 'parking', { limit: 10 })).map((h) => h.key)).toEqual(['long']);
    expect((await stack.service.recall(ns, 'parking', { k: 5, scope: 'all' })).map((h) => h.key)).toEqual(['long']);
    expect(await stack.service.purger.purgeNow()).toBeGreaterThanOrEqual(1);
    expect(await stack.db.knex('memories').where({ id: memory.id })).toHaveLength(0);
  });
});

describe('search', () => {
  it('finds by full text right after the write, with escaped, highlighted snippets', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'lang', value: 'The user prefers answers in <b>German</b> & short sentences.' });
    await stack.service.upsert(ns, { key: 'other', value: 'Nothing relevant here.' });
    const hits = await stack.service.search(ns, 'german', { limit: 10 });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.key).toBe('lang');
    expect(hits[0]!.snippet).toContain('<mark>German</mark>');
    expect(hits[0]!.snippet).not.toContain('<b>');
    expect(hits[0]!.snippet.replaceAll('<mark>', '').replaceAll('</mark>', '')).not.toMatch(/[<>]/);
    expect(hits[0]!.snippet).toContain('&amp;');
    // The value's markup is kept as escaped text, its `<` included (the headline parser would drop it).
    expect(hits[0]!.snippet).toContain('&lt;b&gt;<mark>German</mark>&lt;/b&gt;');
    expect(hits[0]!.score).toBeGreaterThan(0);
    expect(hits[0]!.score).toBeLessThanOrEqual(1);
  });

  it('keeps a leading < of the value in both snippet forms', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'tagged', value: '<b>sugar</b> never, <i>milk</i> sometimes' });
    const [html] = await stack.service.search(ns, 'sugar', { limit: 1 });
    expect(html!.snippet.startsWith('&lt;b&gt;<mark>sugar</mark>&lt;/b&gt;')).toBe(true);
    const [text] = await stack.service.search(ns, 'sugar', { limit: 1, snippetFormat: 'text' });
    expect(text!.snippet.startsWith('<b>sugar</b> never, <i>milk</i>')).toBe(true);
  });

  it('sees the agent namespace plus the global one', async () => {
    const userId = user();
    await stack.service.upsert(localNs({ userId }), { key: 'g', value: 'shared espresso notes' });
    await stack.service.upsert(localNs({ userId, agentName: 'coder' }), { key: 'c', value: 'coder espresso notes' });
    await stack.service.upsert(localNs({ userId, agentName: 'writer' }), { key: 'w', value: 'writer espresso notes' });
    const keys = (await stack.service.search(localNs({ userId, agentName: 'coder' }), 'espresso', { limit: 10 })).map((h) => h.key).sort();
    expect(keys).toEqual(['c', 'g']);
  });
});

describe('recall', () => {
  it('ranks lexically before embedding and semantically after, scores in [0, 1]', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'a', value: 'alpha beta gamma' });
    await stack.service.upsert(ns, { key: 'b', value: 'delta epsilon' });
    const before = await stack.service.recall(ns, 'gamma', { k: 5, scope: 'all' });
    expect(before[0]!.key).toBe('a');
    await stack.service.drainEmbeddings();
    expect(await stack.service.stores.embeddings.backlog()).toBe(0);
    // "epsilon delta" shares no lexeme with memory a and all words with b.
    const after = await stack.service.recall(ns, 'epsilon delta', { k: 5, scope: 'all' });
    expect(after[0]!.key).toBe('b');
    for (const hit of after) {
      expect(hit.score).toBeGreaterThanOrEqual(0);
      expect(hit.score).toBeLessThanOrEqual(1);
    }
  });

  it('filters by scope and bounds k', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'w', value: 'kiwi fruit', scope: 'working' });
    await stack.service.upsert(ns, { key: 'p', value: 'kiwi bird', scope: 'persistent' });
    expect((await stack.service.recall(ns, 'kiwi', { k: 5, scope: 'working' })).map((h) => h.key)).toEqual(['w']);
    expect((await stack.service.recall(ns, 'kiwi', { k: 1, scope: 'all' }))).toHaveLength(1);
  });

  it('sinks memories marked outdated', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'old', value: 'office wifi password is hunter2' });
    await stack.service.upsert(ns, { key: 'new', value: 'office wifi password is correcthorse' });
    await stack.service.drainEmbeddings();
    const feedback = await stack.service.feedback(ns, { key: 'old' }, 'outdated', 1);
    expect(feedback).toMatchObject({ key: 'old', label: 'outdated', weight: 1 });
    expect(feedback.node_id).toMatch(/^memory:/);
    expect(feedback.feedback_score).toBeLessThan(0);
    const ranked = await stack.service.recall(ns, 'office wifi password', { k: 2, scope: 'all' });
    expect(ranked.map((h) => h.key)).toEqual(['new', 'old']);
    expect(ranked[1]!.score).toBeLessThan(ranked[0]!.score * 0.5);
    await expectCode(stack.service.feedback(ns, { key: 'missing' }, 'useful', 1), 'MEMORY-001');
    await expectCode(stack.service.feedback(ns, { nodeId: 'topic:none' }, 'useful', 1), 'GRAPH-001');
    await expect(stack.service.feedback(ns, { key: 'old' }, 'useful', 2)).rejects.toBeInstanceOf(ValidationError);
  });
});
