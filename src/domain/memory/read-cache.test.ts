import { describe, expect, it } from 'vitest';
import { MemoryReadCache } from './read-cache.js';
import type { Memory } from './types.js';

const ns = { contextId: 'c', userId: 'u', agentName: 'global' };
const memory = (key: string, expires_at: string | null = null): Memory => ({
  id: key, context_id: 'c', key, value: 'v', scope: expires_at ? 'working' : 'persistent', tags: [], importance: 0.5, metadata: {},
  user_id: 'u', agent_name: 'global', created_at: '', updated_at: '', expires_at,
});

describe('MemoryReadCache', () => {
  it('serves puts, forgets evictions and expired working memories, and stays bounded', () => {
    const cache = new MemoryReadCache(2, Infinity);
    cache.put(ns, memory('a'));
    cache.put(ns, memory('b', new Date(Date.now() - 1).toISOString()));
    expect(cache.get(ns, 'a')?.key).toBe('a');
    expect(cache.get(ns, 'b')).toBeUndefined();
    expect(cache.get({ ...ns, agentName: 'other' }, 'a')).toBeUndefined();
    cache.evict(ns, 'a');
    expect(cache.get(ns, 'a')).toBeUndefined();
    for (const k of ['x', 'y', 'z']) cache.put(ns, memory(k));
    expect(cache.size).toBe(2);
    expect(cache.get(ns, 'x')).toBeUndefined();
  });

  it('trusts entries only for the TTL when other processes may write', async () => {
    const cache = new MemoryReadCache(10, 5);
    cache.put(ns, memory('a'));
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(cache.get(ns, 'a')).toBeUndefined();
  });
});
