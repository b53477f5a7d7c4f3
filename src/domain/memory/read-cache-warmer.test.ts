import { describe, expect, it } from 'vitest';
import { MemoryReadCache } from './read-cache.js';
import { ReadCacheWarmer } from './read-cache-warmer.js';
import type { Memory } from './types.js';

const ns = { contextId: 'c', userId: 'u', agentName: 'global' };
const memory = (n: number, value = 'v'): Memory => ({
  id: String(n).padStart(6, '0'), context_id: 'c', key: `k${n}`, value, scope: 'persistent', tags: [], importance: 0.5, metadata: {},
  user_id: 'u', agent_name: 'global', created_at: '', updated_at: '', expires_at: null,
});

/** A store of `count` memories paged by id; `beforeAnswer` runs while a page is being read. */
function store(count: number, beforeAnswer?: (page: number) => void) {
  const all = Array.from({ length: count }, (_, i) => memory(i));
  let pages = 0;
  return {
    get pages() { return pages; },
    async pageById(after: string | null, limit: number) {
      beforeAnswer?.(pages++);
      await new Promise((resolve) => setImmediate(resolve));
      return all.filter((m) => after === null || m.id > after).slice(0, limit);
    },
  };
}

describe('ReadCacheWarmer', () => {
  it('fills the cache up to its size, page by page', async () => {
    const cache = new MemoryReadCache(1_200, Infinity);
    const warmer = new ReadCacheWarmer({ cache, store: store(2_000), capacity: 1_200 });
    warmer.start();
    await warmer.done();
    expect(cache.size).toBe(1_200);
    expect(cache.get(ns, 'k0')).toBeDefined();
    expect(cache.get(ns, 'k1199')).toBeDefined();
    expect(cache.get(ns, 'k1200')).toBeUndefined();
  });

  it('reads a page again when a write changed the cache meanwhile, and never overwrites what a write put', async () => {
    const cache = new MemoryReadCache(100, Infinity);
    const s = store(10, (page) => {
      if (page === 0) cache.put(ns, memory(3, 'newer, written meanwhile'));
      if (page === 1) cache.evict(ns, 'k5');
    });
    const warmer = new ReadCacheWarmer({ cache, store: s, capacity: 100 });
    warmer.start();
    await warmer.done();
    expect(s.pages).toBe(3); // two dropped pages, then one that stood
    expect(cache.get(ns, 'k3')?.value).toBe('newer, written meanwhile');
    expect(cache.size).toBe(10);
  });

  it('does nothing with the cache off, and stops when asked', async () => {
    const off = new MemoryReadCache(0, Infinity);
    const idle = store(10);
    new ReadCacheWarmer({ cache: off, store: idle, capacity: 0 }).start();
    expect(idle.pages).toBe(0);
    const cache = new MemoryReadCache(100_000, Infinity);
    const warmer = new ReadCacheWarmer({ cache, store: store(50_000), capacity: 100_000 });
    warmer.start();
    await warmer.stop();
    expect(cache.size).toBeLessThan(50_000);
  });
});
