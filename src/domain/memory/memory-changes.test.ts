/**
 * The memory domain tells its change listener of every committed write, whichever service made
 * it: create, update (through the key's resolution to the global memory), delete, import (once
 * per namespace past KEYS_PER_NAMESPACE keys), and the expiry purge; a refused write tells
 * nothing, and a listener that throws never fails the write.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import { LOCAL_CONTEXT_ID } from '../core/contexts.js';
import { KEYS_PER_NAMESPACE, MemoryChangeNotifier, type MemoryChanged } from './memory-changes.js';
import { MemoryPortability } from './portability/portability-service.js';
import { testTime } from '../../testing/time-budget.js';

let stack: TestMemoryStack;
const heard: MemoryChanged[] = [];
let throwing = false;
const logged: string[] = [];
const user = () => `u-${randomUUID().slice(0, 8)}`;
const of = (userId: string) => heard.filter((c) => c.userId === userId);

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  stack = await buildMemoryStack({
    changes: {
      onMemoryChanged(change) {
        heard.push(change);
        if (throwing) throw new Error('listener down');
      },
    },
    logger: createLogger('warn', sink),
  });
}, testTime(120_000));
afterAll(async () => stack.close());

describe('memory service writes', () => {
  it('tells a creation, an update, a delete, each once and after it committed', async () => {
    const ns = localNs({ userId: user(), agentName: 'planner' });
    const at = { contextId: LOCAL_CONTEXT_ID, userId: ns.userId, agentName: 'planner' };
    await stack.service.upsert(ns, { key: 'trip', value: 'Lisbon in May' });
    expect(of(ns.userId)).toEqual([{ ...at, key: 'trip', kind: 'created' }]);
    await stack.service.upsert(ns, { key: 'trip', value: 'Porto in May' });
    await stack.service.update(ns, 'trip', { tags: ['travel'] });
    await stack.service.delete(ns, 'trip');
    expect(of(ns.userId)).toEqual([
      { ...at, key: 'trip', kind: 'created' },
      { ...at, key: 'trip', kind: 'updated' },
      { ...at, key: 'trip', kind: 'updated' },
      { ...at, key: 'trip', kind: 'deleted' },
    ]);
  });

  it('names the namespace the key resolved to (the user\'s global memory)', async () => {
    const userId = user();
    await stack.service.upsert(localNs({ userId }), { key: 'lang', value: 'German' });
    await stack.service.update(localNs({ userId, agentName: 'writer' }), 'lang', { value: 'French' });
    expect(of(userId).map((c) => [c.agentName, c.kind])).toEqual([['global', 'created'], ['global', 'updated']]);
  });

  it('tells nothing of a refused or missing write', async () => {
    const ns = localNs({ userId: user() });
    await expect(stack.service.upsert(ns, { key: 'bad', value: '   ' })).rejects.toThrow(); // the domain's rules refuse it (input comes parsed)
    await expect(stack.service.update(ns, 'absent', { value: 'v' })).rejects.toThrow();
    await expect(stack.service.delete(ns, 'absent')).rejects.toThrow();
    expect(of(ns.userId)).toEqual([]);
  });

  it('keeps the write when the listener throws, and logs it', async () => {
    const ns = localNs({ userId: user() });
    throwing = true;
    try {
      const { created } = await stack.service.upsert(ns, { key: 'kept', value: 'Written all the same' });
      expect(created).toBe(true);
      await stack.service.update(ns, 'kept', { importance: 0.9 });
      await stack.service.delete(ns, 'kept');
    } finally {
      throwing = false;
    }
    expect(of(ns.userId).map((c) => c.kind)).toEqual(['created', 'updated', 'deleted']);
    expect(logged.join('')).toContain('a memory-change listener failed; the write stands');
  });
});

describe('expiry purge', () => {
  it('tells each purged memory as deleted', async () => {
    const ns = localNs({ userId: user() });
    const { memory } = await stack.service.upsert(ns, { key: 'parking', value: 'Level 3, spot 12', scope: 'working' });
    await stack.db.knex('memories').where({ id: memory.id }).update({ expires_at: stack.db.knex.raw(`now() - interval '1 second'`) });
    heard.length = 0;
    await stack.service.purger.purgeNow();
    expect(of(ns.userId)).toEqual([{ contextId: LOCAL_CONTEXT_ID, userId: ns.userId, agentName: 'global', key: 'parking', kind: 'deleted' }]);
  });
});

describe('import', () => {
  const record = (userId: string, key: string, value: string) => JSON.stringify({ user_id: userId, agent_name: 'global', key, value, scope: 'persistent' });

  it('tells the written records once the lines are read, not the unchanged ones', async () => {
    const portability = new MemoryPortability({ store: stack.stores.portability, contexts: stack.contexts, memories: stack.service, workingTtlSeconds: 3600 });
    const userId = user();
    await stack.service.upsert(localNs({ userId }), { key: 'a', value: 'Old a' });
    await stack.service.upsert(localNs({ userId }), { key: 'same', value: 'Same' });
    heard.length = 0;
    const lines = [record(userId, 'a', 'New a'), record(userId, 'b', 'New b'), record(userId, 'same', 'Same')].map((text, i) => ({ line: i + 1, text }));
    const report = await portability.importLines({ principal: null }, lines, { contextId: LOCAL_CONTEXT_ID });
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
    const at = { contextId: LOCAL_CONTEXT_ID, userId, agentName: 'global' };
    expect(of(userId)).toEqual([{ ...at, key: 'b', kind: 'created' }, { ...at, key: 'a', kind: 'updated' }]);
  });

  it('tells a namespace once, without a key, past the per-namespace limit', async () => {
    const portability = new MemoryPortability({ store: stack.stores.portability, contexts: stack.contexts, memories: stack.service, workingTtlSeconds: 3600 });
    const userId = user();
    const lines = Array.from({ length: KEYS_PER_NAMESPACE + 1 }, (_, i) => ({ line: i + 1, text: record(userId, `k${i}`, `Value ${i}`) }));
    await portability.importLines({ principal: null }, lines, { contextId: LOCAL_CONTEXT_ID });
    expect(of(userId)).toEqual([{ contextId: LOCAL_CONTEXT_ID, userId, agentName: 'global', kind: 'created' }]);
  });
});

describe('MemoryChangeNotifier', () => {
  it('is quiet without a listener, and swallows what a listener throws', () => {
    expect(() => new MemoryChangeNotifier().notify({ contextId: 'c', userId: 'u', kind: 'interaction' })).not.toThrow();
    const failing = new MemoryChangeNotifier({ onMemoryChanged: () => { throw new Error('down'); } });
    expect(() => failing.notify({ contextId: 'c', userId: 'u', key: 'k', agentName: 'global', kind: 'created' })).not.toThrow();
  });
});
