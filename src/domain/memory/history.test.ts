/**
 * Memory history: every write that changes a memory keeps the state it replaced, in the same
 * transaction; restoring is storing an old value again (itself recoverable).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../errors/app-error.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import { testTime } from '../../testing/time-budget.js';

let stack: TestMemoryStack;
const user = () => `hist-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await buildMemoryStack({ env: { MEMORY_HISTORY_VERSIONS: '3' } });
}, testTime(120_000));
afterAll(async () => stack.close());

describe('history', () => {
  it('keeps each replaced state, newest first, through upsert and update; an unchanged write keeps nothing', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'lang', value: 'Prefers German', tags: ['prefs'], importance: 0.8 });
    expect(await stack.service.history(ns, 'lang', { limit: 10 })).toMatchObject({ current_version: 1, versions: [] });
    await stack.service.upsert(ns, { key: 'lang', value: 'Prefers French', tags: ['prefs'], importance: 0.8 });
    await stack.service.update(ns, 'lang', { importance: 0.3 });
    await stack.service.update(ns, 'lang', { importance: 0.3 }); // no change: no version
    const history = await stack.service.history(ns, 'lang', { limit: 10 });
    expect(history.memory).toMatchObject({ value: 'Prefers French', importance: 0.3 });
    expect(history.current_version).toBe(3);
    expect(history.versions).toEqual([
      expect.objectContaining({ version: 2, value: 'Prefers French', importance: 0.8, tags: ['prefs'], scope: 'persistent', metadata: {} }),
      expect.objectContaining({ version: 1, value: 'Prefers German', importance: 0.8 }),
    ]);
    for (const v of history.versions) expect(Date.parse(v.replaced_at)).toBeGreaterThanOrEqual(Date.parse(v.written_at));
    expect((await stack.service.history(ns, 'lang', { limit: 1 })).versions.map((v) => v.version)).toEqual([2]);
  });

  it('restores by storing an old value, keeps at most MEMORY_HISTORY_VERSIONS, and follows key resolution', async () => {
    const userId = user();
    const ns = localNs({ userId });
    for (const value of ['one', 'two', 'three', 'four', 'five']) await stack.service.upsert(ns, { key: 'n', value });
    const before = await stack.service.history(ns, 'n', { limit: 10 });
    expect(before.versions.map((v) => v.value)).toEqual(['four', 'three', 'two']);
    const old = before.versions.find((v) => v.value === 'three')!;
    await stack.service.upsert(ns, { key: 'n', value: old.value, scope: old.scope, tags: old.tags, importance: old.importance, metadata: old.metadata });
    const after = await stack.service.history(localNs({ userId, agentName: 'cursor' }), 'n', { limit: 10 });
    expect(after.memory.value).toBe('three');
    expect(after.versions.map((v) => v.value)).toEqual(['five', 'four', 'three']);
    expect(after.current_version).toBe(6);
  });

  it('answers MEMORY-001 for an unknown key, and versions go with their memory', async () => {
    const ns = localNs({ userId: user() });
    const missing = await stack.service.history(ns, 'none', { limit: 5 }).catch((e: unknown) => e);
    expect((missing as AppError).code).toBe('MEMORY-001');
    const { memory } = await stack.service.upsert(ns, { key: 'gone', value: 'a' });
    await stack.service.upsert(ns, { key: 'gone', value: 'b' });
    await stack.service.delete(ns, 'gone');
    expect(await stack.db.knex('memory_versions').where({ memory_id: memory.id })).toHaveLength(0);
  });

  it('an expired working memory replaced by a write starts a fresh history', async () => {
    const ns = localNs({ userId: user() });
    const { memory } = await stack.service.upsert(ns, { key: 'w', value: 'first', scope: 'working' });
    await stack.service.upsert(ns, { key: 'w', value: 'second', scope: 'working' });
    await stack.service.feedback(ns, { key: 'w' }, 'useful', 1);
    await stack.db.knex('memories').where({ id: memory.id }).update({ expires_at: stack.db.knex.raw(`now() - interval '1 second'`) });
    stack.service.readCache.clear();
    const { memory: next, created } = await stack.service.upsert(ns, { key: 'w', value: 'third', scope: 'working' });
    expect(created).toBe(true);
    expect(next.id).not.toBe(memory.id);
    expect((await stack.service.history(ns, 'w', { limit: 5 })).versions).toEqual([]);
  });
});
