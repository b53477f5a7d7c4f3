/**
 * The caches of the service (verified API keys, context roles, memories by key, context
 * labels, query vectors, word rows, recall statistics) go through this one interface: a
 * bounded map whose least recently used entries make room for new ones and whose entries live
 * for a lifetime. The in-process implementation is lru-cache. Each node keeps its own entries
 * on purpose: what must be seen at once by every node is cleared through the invalidation bus
 * (shared-state/invalidation-bus.ts), and a store shared by the nodes can stand behind the
 * same interface where a cache ever needs to be.
 */
import { LRUCache } from 'lru-cache';

export interface Cache<K, V> {
  get(key: K): V | undefined;
  /** `ttlMs`: this entry's lifetime when shorter than the cache's (a memory that expires sooner). */
  set(key: K, value: V, ttlMs?: number): void;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
}

export interface CacheOptions {
  /** Entries kept at most; the least recently used make room. */
  max: number;
  /**
   * How long an entry may be served. A function is read at every lookup, for a lifetime that
   * changes while the process runs (the invalidation bus' bound shortens while Redis is away).
   * Omitted or infinite: until evicted or cleared.
   */
  ttlMs?: number | (() => number);
  /** The clock lifetimes are measured on (ms); the system clock unless a caller keeps its own time. */
  now?: () => number;
}

/** lru-cache wants whole, positive milliseconds; anything else means "no lifetime". */
function lifetime(ms: number | undefined): number | undefined {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? Math.ceil(ms) : undefined;
}

/** A cache in this process (lru-cache). */
export function inProcessCache<K extends NonNullable<unknown>, V>(options: CacheOptions): Cache<K, V> {
  const { max, ttlMs } = options;
  const now = options.now ?? (() => Date.now());
  const fixedTtl = typeof ttlMs === 'function' ? undefined : lifetime(ttlMs);
  // Values are boxed so that null and undefined answers (an unknown key, no role) can be kept too.
  // A clock of the caller's is read at every check (lru-cache otherwise keeps "now" for a millisecond).
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const entries = new LRUCache<K, { value: V; at: number }>({ max: Math.max(1, max), ...(fixedTtl ? { ttl: fixedTtl } : {}), ...clock });
  const disabled = max <= 0;
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (typeof ttlMs === 'function' && now() - hit.at >= ttlMs()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value, entryTtlMs) {
      if (disabled) return;
      const entryTtl = lifetime(entryTtlMs);
      if (entryTtlMs !== undefined && entryTtlMs <= 0) {
        entries.delete(key); // already expired: nothing to serve
        return;
      }
      const ttl = entryTtl !== undefined && fixedTtl !== undefined ? Math.min(entryTtl, fixedTtl) : entryTtl ?? fixedTtl;
      entries.set(key, { value, at: now() }, ttl !== undefined ? { ttl } : {});
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
