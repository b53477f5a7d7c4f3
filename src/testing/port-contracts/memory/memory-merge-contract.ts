/**
 * Contract of MemoryRepository.merge (src/domain/memory/ports/memory-store.ts): create-or-update
 * by key in one transaction, along a lookup order of namespaces (the agent's own, then global).
 */
import { describe, expect, it } from 'vitest';
import type { MemoryRepository } from '../../../domain/memory/ports.js';
import { freshNs as ns, write, type PortFixture } from './fixture.js';

export function describeMemoryMergeContract(fixture: () => PortFixture<MemoryRepository>): void {
  describe('merge', () => {
    const lookupOf = (agentName: string) => {
      const global = ns();
      return [{ ...global, agentName }, global] as const;
    };

    it('inserts the whole write into the first namespace when no namespace holds the key', async () => {
      const repo = fixture().store;
      const [own, global] = lookupOf('coder');
      const result = await repo.merge([own, global], write('new', { scope: 'working', importance: 0.5 }), { value: 'value of new' }, 60);
      expect(result.created).toBe(true);
      expect(result.ns).toEqual(own);
      expect(result.embeddingPending).toBe(true);
      expect(result.memory).toMatchObject({ key: 'new', agent_name: 'coder', scope: 'working', importance: 0.5, tags: [] });
      expect(result.memory.expires_at).not.toBeNull();
      expect(await repo.get(global, 'new')).toBeNull();
    });

    it('changes only the given fields of an existing memory and keeps the replaced state as a version', async () => {
      const f = fixture();
      const [own, global] = lookupOf('coder');
      const first = await f.store.upsert(own, write('k', { tags: ['keep'], importance: 0.9, metadata: { a: 1 } }), 60);
      const merged = await f.store.merge([own, global], write('k', { value: 'changed', scope: 'working' }), { value: 'changed' }, 60);
      expect(merged.created).toBe(false);
      expect(merged.ns).toEqual(own);
      expect(merged.memory).toMatchObject({ id: first.memory.id, value: 'changed', scope: 'persistent', tags: ['keep'], importance: 0.9, metadata: { a: 1 }, expires_at: null });
      expect(merged.revision).toBe(first.revision + 1);
      const { versions } = await f.stores.history.list(first.memory.id, 10);
      expect(versions.map((v) => v.value)).toEqual(['value of k']);
    });

    it('updates the global memory under the key when the agent has none of its own', async () => {
      const repo = fixture().store;
      const [own, global] = lookupOf('writer');
      const shared = await repo.upsert(global, write('g', { tags: ['shared'] }), 60);
      const merged = await repo.merge([own, global], write('g', { value: 'edited' }), { value: 'edited', importance: 0.2 }, 60);
      expect(merged).toMatchObject({ created: false, ns: global });
      expect(merged.memory).toMatchObject({ id: shared.memory.id, agent_name: 'global', value: 'edited', importance: 0.2, tags: ['shared'] });
      expect(await repo.get(own, 'g')).toBeNull();
      // The agent's own memory comes first once there is one.
      await repo.upsert(own, write('g'), 60);
      expect((await repo.merge([own, global], write('g', { value: 'mine' }), { value: 'mine' }, 60)).ns).toEqual(own);
      expect((await repo.get(global, 'g'))?.value).toBe('edited');
    });

    it('treats an expired memory as absent: the write is a new memory', async () => {
      const f = fixture();
      const [own, global] = lookupOf('coder');
      const old = await f.store.upsert(own, write('w', { scope: 'working' }), 60);
      await f.expire(old.memory.id);
      const again = await f.store.merge([own, global], write('w', { tags: ['fresh'] }), { value: 'value of w' }, 60);
      expect(again.created).toBe(true);
      expect(again.memory.id).not.toBe(old.memory.id);
      expect(again.memory.tags).toEqual(['fresh']);
    });

    it('stores the vector a merge brings on insert and on update, and leaves the queue', async () => {
      const f = fixture();
      const [own, global] = lookupOf('coder');
      await f.stores.embeddings.ensureModel('contract-model', 3);
      const brought = (x: number, y: number, z: number) => ({ modelId: 'contract-model', vector: Float32Array.from([x, y, z]) });
      const stored = async (id: string) => Array.from((await f.stores.embeddings.vectorOf(id, 'contract-model')) ?? []);
      const created = await f.store.merge([own, global], write('v'), { value: 'value of v' }, 60, undefined, brought(1, 0, 0));
      expect(created.embeddingPending).toBe(false);
      expect(await stored(created.memory.id)).toEqual([1, 0, 0]);
      // Same value: the stored vector stays.
      await f.store.merge([own, global], write('v'), { value: 'value of v', importance: 0.3 }, 60, undefined, brought(0, 1, 0));
      expect(await stored(created.memory.id)).toEqual([1, 0, 0]);
      const changed = await f.store.merge([own, global], write('v', { value: 'other' }), { value: 'other' }, 60, undefined, brought(0, 0, 1));
      expect([changed.embeddingPending, changed.revision]).toEqual([false, created.revision + 1]);
      expect(await stored(created.memory.id)).toEqual([0, 0, 1]);
      // Queued by a merge without a vector, embedded by the next one that brings it.
      const queued = await f.store.merge([own, global], write('v', { value: 'third' }), { value: 'third' }, 60);
      expect(queued.embeddingPending).toBe(true);
      expect((await f.store.merge([own, global], write('v', { value: 'third' }), { value: 'third' }, 60, undefined, brought(1, 1, 0))).embeddingPending).toBe(false);
      expect(await stored(created.memory.id)).toEqual([1, 1, 0]);
    });
  });
}
