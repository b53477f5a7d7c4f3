import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessCache } from './cache.js';

describe('inProcessCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const cache = inProcessCache<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('keeps null answers, and forgets on delete and clear', () => {
    const cache = inProcessCache<string, string | null>({ max: 10 });
    cache.set('none', null);
    expect(cache.get('none')).toBeNull();
    cache.delete('none');
    expect(cache.get('none')).toBeUndefined();
    cache.set('x', 'y');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('serves entries for their lifetime, an entry lifetime only when shorter', () => {
    let clock = 1_000;
    const cache = inProcessCache<string, number>({ max: 10, ttlMs: 40, now: () => clock });
    cache.set('a', 1);
    cache.set('short', 2, 5);
    cache.set('long', 3, 10_000);
    clock += 15;
    expect([cache.get('a'), cache.get('short'), cache.get('long')]).toEqual([1, undefined, 3]);
    clock += 40;
    expect([cache.get('a'), cache.get('long')]).toEqual([undefined, undefined]);
  });

  it('reads a lifetime given as a function at each lookup', () => {
    let bound = 60_000;
    const cache = inProcessCache<string, number>({ max: 10, ttlMs: () => bound });
    vi.useFakeTimers({ toFake: ['Date'] });
    cache.set('a', 1);
    vi.advanceTimersByTime(2_000);
    expect(cache.get('a')).toBe(1);
    bound = 1_000; // e.g. the invalidation bus lost Redis
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing with max 0, and nothing already expired', () => {
    expect((() => { const c = inProcessCache<string, number>({ max: 0 }); c.set('a', 1); return c.get('a'); })()).toBeUndefined();
    const cache = inProcessCache<string, number>({ max: 10 });
    cache.set('gone', 1, -5);
    expect(cache.get('gone')).toBeUndefined();
  });
});
