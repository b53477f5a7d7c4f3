/**
 * Contract of MemoryRepository (src/domain/memory/ports/memory-store.ts): writes, visibility of
 * expired working memories, namespaces, the embedding queue flag, paging and purging.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors/app-error.js';
import type { MemoryRepository } from '../../../domain/memory/ports.js';
import { freshNs as ns, tick, write, type OpenPort, type PortFixture } from './fixture.js';
import { describeMemoryMergeContract } from './memory-merge-contract.js';
import { describeMemoryBatchWritesContract } from './memory-batch-writes-contract.js';

export function describeMemoryRepositoryContract(open: OpenPort<MemoryRepository>): void {
  let f: PortFixture<MemoryRepository>;
  let repo: MemoryRepository;
  beforeAll(async () => {
    f = await open();
    repo = f.store;
  }, 120_000);
  afterAll(async () => f?.close());

  describe('upsert', () => {
    it('creates, then replaces by key keeping id and created_at', async () => {
      const where = ns();
      const first = await repo.upsert(where, write('a', { tags: ['x'], importance: 0.9, metadata: { source: 't' } }), 60);
      expect(first.created).toBe(true);
      expect(first.embeddingPending).toBe(true);
      expect(first.memory).toMatchObject({ key: 'a', scope: 'persistent', tags: ['x'], importance: 0.9, metadata: { source: 't' }, expires_at: null });
      const second = await repo.upsert(where, write('a', { value: 'changed' }), 60);
      expect(second.created).toBe(false);
      expect(second.memory.id).toBe(first.memory.id);
      expect(second.memory.created_at).toBe(first.memory.created_at);
      expect(second.memory.value).toBe('changed');
      expect(second.memory.tags).toEqual([]);
    });

    it('gives working memories an expiry and treats an expired one as absent', async () => {
      const where = ns();
      const working = await repo.upsert(where, write('w', { scope: 'working' }), 1);
      expect(working.memory.expires_at).not.toBeNull();
      await f.expire(working.memory.id);
      expect(await repo.get(where, 'w')).toBeNull();
      const again = await repo.upsert(where, write('w', { scope: 'working' }), 60);
      expect(again.created).toBe(true);
      expect(again.memory.id).not.toBe(working.memory.id);
    });

    it('keeps namespaces apart', async () => {
      const a = ns();
      const b = { ...a, agentName: 'other' };
      await repo.upsert(a, write('same'), 60);
      expect(await repo.get(b, 'same')).toBeNull();
      expect((await repo.upsert(b, write('same'), 60)).created).toBe(true);
    });

    it('queues for embedding only when the value changes', async () => {
      const where = ns();
      const { memory, revision } = await repo.upsert(where, write('q'), 60);
      await f.stores.embeddings.ensureModel('contract-model', 3);
      await f.stores.embeddings.store([{ id: memory.id, revision, vector: Float32Array.from([1, 0, 0]) }], 'contract-model');
      expect((await repo.upsert(where, write('q', { importance: 0.7 }), 60)).embeddingPending).toBe(false);
      expect((await repo.upsert(where, write('q', { value: 'new' }), 60)).embeddingPending).toBe(true);
    });

    it('stores the vector a write brings and leaves the queue; an unchanged embedded memory keeps its vector', async () => {
      const where = ns();
      await f.stores.embeddings.ensureModel('contract-model', 3);
      const brought = (x: number, y: number, z: number) => ({ modelId: 'contract-model', vector: Float32Array.from([x, y, z]) });
      const stored = async (id: string) => Array.from((await f.stores.embeddings.vectorOf(id, 'contract-model')) ?? []);
      const first = await repo.upsert(where, write('v'), 60, undefined, brought(0, 1, 0));
      expect(first.embeddingPending).toBe(false);
      expect(await stored(first.memory.id)).toEqual([0, 1, 0]);
      expect((await repo.upsert(where, write('v', { importance: 0.2 }), 60, undefined, brought(0, 0, 1))).embeddingPending).toBe(false);
      expect(await stored(first.memory.id)).toEqual([0, 1, 0]);
      const changed = await repo.upsert(where, write('v', { value: 'other' }), 60, undefined, brought(0, 0, 1));
      expect([changed.embeddingPending, changed.revision]).toEqual([false, first.revision + 1]);
      expect(await stored(first.memory.id)).toEqual([0, 0, 1]);
      // Queued by a write without a vector, embedded by the next one that brings it.
      const queued = await repo.upsert(where, write('w'), 60);
      expect(queued.embeddingPending).toBe(true);
      expect((await repo.upsert(where, write('w'), 60, undefined, brought(1, 0, 0))).embeddingPending).toBe(false);
      expect(await stored(queued.memory.id)).toEqual([1, 0, 0]);
      expect(await repo.upsert(where, write('w', { value: 'again' }), 60).then((r) => r.embeddingPending)).toBe(true);
      expect(await stored(queued.memory.id)).toEqual([]);
    });
  });

  describeMemoryMergeContract(() => f);
  describeMemoryBatchWritesContract(() => f);

  describe('update', () => {
    it('changes only given fields, re-arms working expiry, null when absent', async () => {
      const where = ns();
      await repo.upsert(where, write('u', { tags: ['keep'] }), 60);
      const updated = await repo.update(where, 'u', { importance: 0.1, scope: 'working' }, 120);
      expect(updated?.memory).toMatchObject({ importance: 0.1, scope: 'working', tags: ['keep'], value: 'value of u' });
      expect(Date.parse(updated!.memory.expires_at!)).toBeGreaterThan(Date.now() + 60_000);
      const persistent = await repo.update(where, 'u', { scope: 'persistent' }, 120);
      expect(persistent?.memory.expires_at).toBeNull();
      expect(await repo.update(where, 'missing', { importance: 1 }, 60)).toBeNull();
    });
  });

  describe('getMany', () => {
    it('answers the visible memories of exactly that namespace under the keys, as get does one by one', async () => {
      const where = ns();
      const other = { ...where, agentName: 'cursor' };
      await repo.upsert(where, write('a'), 60);
      await repo.upsert(where, write('b', { tags: ['t'] }), 60);
      await repo.upsert(other, write('c'), 60);
      await repo.upsert(where, write('gone', { scope: 'working' }), 0);
      await tick();
      const many = await repo.getMany(where, ['a', 'b', 'c', 'gone', 'missing', "it's; --"]);
      expect(many.map((m) => m.key).sort()).toEqual(['a', 'b']);
      expect(many.find((m) => m.key === 'b')).toEqual(await repo.get(where, 'b'));
      expect(await repo.get(where, 'gone')).toBeNull();
      expect(await repo.getMany(where, [])).toEqual([]);
    });
  });

  describe('pageById', () => {
    it('pages through the visible memories of every namespace in id order', async () => {
      const where = ns();
      await repo.upsert(where, write('p1'), 60);
      await repo.upsert({ ...where, agentName: 'cursor' }, write('p2'), 60);
      await repo.upsert(where, write('expired', { scope: 'working' }), 0);
      await tick();
      const all: string[] = [];
      for (let after: string | null = null; ;) {
        const page = await repo.pageById(after, 2);
        all.push(...page.map((m) => m.id));
        if (page.length < 2) break;
        after = page[page.length - 1]!.id;
      }
      expect(all).toEqual([...all].sort());
      expect(new Set(all).size).toBe(all.length);
      const mine = (await repo.getMany(where, ['p1'])).map((m) => m.id);
      expect(all).toEqual(expect.arrayContaining(mine));
      expect((await repo.list(where, { limit: 10 })).items.map((m) => m.key)).toEqual(['p1']);
    });
  });

  describe('delete', () => {
    it('removes the memory and the graph edges pointing at it; null when there is none', async () => {
      const where = ns();
      const { memory } = await repo.upsert(where, write('d'), 60);
      await f.graph.recordInteraction({
        id: randomUUID(), contextId: where.contextId, userId: where.userId, agentName: where.agentName, query: 'q', response: 'r',
        platform: 'test', metadata: {}, topics: [], memories: [{ id: memory.id, weight: 1 }],
      });
      const before = await f.graph.counts(where.contextId);
      expect((await repo.delete(where, 'd'))?.id).toBe(memory.id);
      expect(await repo.get(where, 'd')).toBeNull();
      expect(await f.rowExists(memory.id)).toBe(false);
      // The mentions edge went with the memory (one memory node fewer too).
      const after = await f.graph.counts(where.contextId);
      expect(after.edges).toBe(before.edges - 1);
      expect(await repo.delete(where, 'd')).toBeNull();
    });
  });

  describe('list', () => {
    it('pages newest first with an opaque cursor and filters by scope and tags', async () => {
      const where = ns();
      for (let i = 0; i < 5; i++) {
        await repo.upsert(where, write(`k${i}`, { tags: i % 2 ? ['odd', 'x'] : ['even'], scope: i === 4 ? 'working' : 'persistent' }), 60);
        await tick(); // distinct updated_at (the embedded store's clock has millisecond steps)
      }
      const first = await repo.list(where, { limit: 2 });
      expect(first.items.map((m) => m.key)).toEqual(['k4', 'k3']);
      const second = await repo.list(where, { limit: 2, cursor: first.next_cursor! });
      expect(second.items.map((m) => m.key)).toEqual(['k2', 'k1']);
      const third = await repo.list(where, { limit: 2, cursor: second.next_cursor! });
      expect(third.items.map((m) => m.key)).toEqual(['k0']);
      expect(third.next_cursor).toBeNull();
      expect((await repo.list(where, { limit: 10, tags: ['odd', 'x'] })).items.map((m) => m.key)).toEqual(['k3', 'k1']);
      expect((await repo.list(where, { limit: 10, scope: 'working' })).items.map((m) => m.key)).toEqual(['k4']);
      expect((await repo.list({ ...where, agentName: 'nobody' }, { limit: 10 })).items).toHaveLength(0);
      expect((await repo.list({ ...where, agentName: 'nobody' }, { limit: 10, agentName: '*' })).items).toHaveLength(5);
    });

    it('refuses a cursor it did not issue', async () => {
      await expect(repo.list(ns(), { limit: 2, cursor: 'bm90LWEtY3Vyc29y' })).rejects.toBeInstanceOf(ValidationError);
    });
  });

  describe('purge and stats', () => {
    it('purges expired working memories only', async () => {
      const where = ns();
      const gone = await repo.upsert(where, write('old', { scope: 'working' }), 60);
      await repo.upsert(where, write('fresh', { scope: 'working' }), 60);
      await repo.upsert(where, write('kept'), 60);
      await f.expire(gone.memory.id);
      expect(await repo.purgeExpired(1000)).toContainEqual({ ...where, key: 'old' });
      expect(await f.rowExists(gone.memory.id)).toBe(false);
      const stats = await repo.stats(where);
      expect(stats).toMatchObject({ total: 2, working: 1, persistent: 1, pending: 2 });
    });
  });
}
