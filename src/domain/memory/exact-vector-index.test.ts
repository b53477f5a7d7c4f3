import { describe, expect, it } from 'vitest';
import { ExactVectorIndex } from './exact-vector-index.js';
import type { EmbeddingRepository, StoredVectors } from './ports.js';

const ns = { contextId: 'c', userId: 'u', agentName: 'global' };
const scope = { contextId: 'c', userId: 'u', agentNames: ['global'] };
const unit = (...v: number[]) => { const n = Math.hypot(...v); return Float32Array.from(v.map((x) => x / n)); };

function repoWith(rows: Array<{ id: string; v: Float32Array; scope?: 'working' | 'persistent'; expires?: number }>): EmbeddingRepository {
  const stored: StoredVectors = {
    ids: rows.map((r) => r.id),
    scopes: rows.map((r) => r.scope ?? 'persistent'),
    expiresAt: Float64Array.from(rows.map((r) => r.expires ?? Infinity)),
    matrix: Float32Array.from(rows.flatMap((r) => [...r.v])),
  };
  return { loadVectors: async () => stored } as unknown as EmbeddingRepository;
}

describe('ExactVectorIndex', () => {
  it('returns the best cosines first and honours scope and expiry', async () => {
    const index = new ExactVectorIndex(repoWith([
      { id: 'east', v: unit(1, 0) },
      { id: 'north-east', v: unit(1, 1) },
      { id: 'north', v: unit(0, 1), scope: 'working' },
      { id: 'gone', v: unit(1, 0.01), expires: Date.now() - 1 },
    ]), 1e6);
    const all = await index.topK(scope, unit(1, 0.2), 'm', 3);
    expect(all.map((h) => h.id)).toEqual(['east', 'north-east', 'north']);
    expect(all[0]!.similarity).toBeCloseTo(Math.cos(Math.atan(0.2)), 5);
    expect((await index.topK({ ...scope, scope: 'working' }, unit(1, 0), 'm', 3)).map((h) => h.id)).toEqual(['north']);
  });

  it('applies this process\'s writes in place', async () => {
    const index = new ExactVectorIndex(repoWith([{ id: 'a', v: unit(1, 0) }, { id: 'b', v: unit(0, 1) }]), 1e6);
    await index.topK(scope, unit(1, 0), 'm', 5); // loads the namespace
    index.put(ns, 'c', unit(1, 0.1), 'persistent', Infinity);
    index.remove(ns, 'a');
    expect((await index.topK(scope, unit(1, 0), 'm', 5)).map((h) => h.id)).toEqual(['c', 'b']);
    index.touch(ns, 'c', 'working', Date.now() - 1);
    expect((await index.topK(scope, unit(1, 0), 'm', 5)).map((h) => h.id)).toEqual(['b']);
    expect(index.similarities(scope, ['b', 'zzz'], unit(0, 1)).get('b')).toBeCloseTo(1, 5);
  });

  it('answers the pool\'s cosines to the scanned vector from the scan, as computed anew, and anew after a write', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ id: `m${i}`, v: unit(Math.cos(i), Math.sin(i), (i % 7) / 7), ...(i % 9 === 0 ? { scope: 'working' as const } : {}) }));
    const scanned = new ExactVectorIndex(repoWith(rows), 1e6);
    const fresh = new ExactVectorIndex(repoWith(rows), 1e6);
    const query = unit(0.3, 0.9, 0.2);
    const ids = rows.map((r) => r.id);
    await scanned.topK({ ...scope, scope: 'persistent' }, query, 'm', 5); // skips the working rows
    await fresh.topK(scope, unit(1, 0, 0), 'm', 5); // loaded, scanned with another vector
    const fromScan = scanned.similarities(scope, ids, query);
    const anew = fresh.similarities(scope, ids, query);
    expect(fromScan.size).toBe(40);
    for (const id of ids) expect(fromScan.get(id)).toBe(anew.get(id));
    // A changed vector is read from the matrix, not from the scan made before it.
    scanned.put(ns, 'm1', unit(0.3, 0.9, 0.2), 'persistent', Infinity);
    expect(scanned.similarities(scope, ['m1'], query).get('m1')).toBeCloseTo(1, 5);
    scanned.remove(ns, 'm2');
    fresh.remove(ns, 'm2');
    fresh.put(ns, 'm1', unit(0.3, 0.9, 0.2), 'persistent', Infinity);
    const left = ids.filter((id) => id !== 'm2');
    const [a, b] = [scanned.similarities(scope, left, query), fresh.similarities(scope, left, query)];
    for (const id of left) expect(a.get(id)).toBe(b.get(id));
  });
});
