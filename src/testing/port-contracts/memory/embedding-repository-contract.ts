/**
 * Contract of EmbeddingRepository (src/domain/memory/ports/embedding-store.ts): the queue and
 * its claims, the revision guard, stored vectors and nearest neighbours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingRepository, NamespaceRef, ReadScope } from '../../../domain/memory/ports.js';
import { freshNs, write, type OpenPort, type PortFixture } from './fixture.js';

const MODEL = 'contract-embeddings';
const scopeOf = (ns: NamespaceRef): ReadScope => ({ contextId: ns.contextId, userId: ns.userId, agentNames: [ns.agentName] });
const v = (...xs: number[]) => Float32Array.from(xs);

export function describeEmbeddingRepositoryContract(open: OpenPort<EmbeddingRepository>): void {
  let f: PortFixture<EmbeddingRepository>;
  beforeAll(async () => {
    f = await open();
  }, 120_000);
  afterAll(async () => f?.close());

  it('ensureModel resets once for a new model and not again for the same one', async () => {
    expect(await f.store.ensureModel(MODEL, 3)).toBe(true);
    expect(await f.store.ensureModel(MODEL, 3)).toBe(false);
  });

  it('claims queued memories once, releases them, and stores only the current revision', async () => {
    const ns = freshNs();
    const a = await f.stores.memories.upsert(ns, write('a'), 60);
    const b = await f.stores.memories.upsert(ns, write('b'), 60);
    expect((await f.store.pendingIn(scopeOf(ns), 10)).map((p) => p.id).sort()).toEqual([a.memory.id, b.memory.id].sort());
    const first = await f.store.pending(1000);
    expect(first.map((p) => p.id)).toEqual(expect.arrayContaining([a.memory.id, b.memory.id]));
    // Claimed: a second worker gets neither until they are released.
    expect((await f.store.pending(1000)).map((p) => p.id)).not.toContain(a.memory.id);
    await f.store.release([a.memory.id]);
    expect((await f.store.pending(1000)).map((p) => p.id)).toContain(a.memory.id);
    // The value changed after the claim: the stale vector is refused.
    const changed = await f.stores.memories.upsert(ns, write('a', { value: 'changed' }), 60);
    expect(changed.revision).toBeGreaterThan(a.revision);
    expect(await f.store.store([{ id: a.memory.id, revision: a.revision, vector: v(1, 0, 0) }], MODEL)).toEqual([]);
    expect(await f.store.store([{ id: a.memory.id, revision: changed.revision, vector: v(1, 0, 0) }, { id: b.memory.id, revision: b.revision, vector: v(0, 1, 0) }], MODEL))
      .toEqual(expect.arrayContaining([a.memory.id, b.memory.id]));
    expect(await f.store.pendingIn(scopeOf(ns), 10)).toEqual([]);
    expect(await f.store.backlog(ns.contextId)).toBeGreaterThanOrEqual(0);
  });

  it('reads vectors back and finds the nearest within the scope', async () => {
    const ns = freshNs();
    const a = await f.stores.memories.upsert(ns, write('x'), 60);
    const b = await f.stores.memories.upsert(ns, write('y'), 60);
    const c = await f.stores.memories.upsert(freshNs(), write('z'), 60);
    await f.store.store([
      { id: a.memory.id, revision: a.revision, vector: v(1, 0, 0) },
      { id: b.memory.id, revision: b.revision, vector: v(0.6, 0.8, 0) },
      { id: c.memory.id, revision: c.revision, vector: v(1, 0, 0) },
    ], MODEL);
    expect(Array.from((await f.store.vectorOf(a.memory.id, MODEL))!)).toEqual([1, 0, 0]);
    expect(await f.store.vectorOf(a.memory.id, 'another-model')).toBeNull();
    const loaded = await f.store.loadVectors(ns, MODEL, 3);
    expect(loaded.ids.sort()).toEqual([a.memory.id, b.memory.id].sort());
    expect(loaded.matrix).toHaveLength(6);
    if (f.stores.traits.vectorIndex) {
      const near = await f.store.nearest(scopeOf(ns), v(1, 0, 0), MODEL, 5);
      expect(near.map((n) => n.id)).toEqual([a.memory.id, b.memory.id]);
      expect(near[0]!.similarity).toBeCloseTo(1, 5);
      expect((await f.store.nearest(scopeOf(ns), v(1, 0, 0), MODEL, 5, a.memory.id)).map((n) => n.id)).toEqual([b.memory.id]);
    }
  });
}
