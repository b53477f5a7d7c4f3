/**
 * In-process cache of memories by (context, user, agent, key), for GET by key. Writes in this
 * process go through it (write-through on upsert/update, eviction on delete), and expiry is
 * checked on every hit, so on the embedded store (one process per data directory) it is
 * never stale. On PostgreSQL other server processes may write too: there an entry is trusted
 * for `ttlMs` only, so their changes show within that time.
 */
import { inProcessCache, type Cache } from '../core/cache/cache.js';
import type { NamespaceRef } from './ports.js';
import type { Memory } from './types.js';

const keyOf = (ns: NamespaceRef, key: string) => `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}\u0000${key}`;

export class MemoryReadCache {
  private readonly entries: Cache<string, Memory>;

  constructor(maxEntries: number, ttlMs: number) {
    this.entries = inProcessCache({ max: maxEntries, ttlMs });
  }

  get(ns: NamespaceRef, key: string): Memory | undefined {
    return this.entries.get(keyOf(ns, key));
  }

  /** Caches `memory` until the cache's lifetime ends or the memory expires, whichever is first. */
  put(ns: NamespaceRef, memory: Memory): void {
    const untilExpiry = memory.expires_at ? Date.parse(memory.expires_at) - Date.now() : undefined;
    this.entries.set(keyOf(ns, memory.key), memory, untilExpiry);
  }

  evict(ns: NamespaceRef, key: string): void {
    this.entries.delete(keyOf(ns, key));
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
