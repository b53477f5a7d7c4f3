/**
 * In-process cache of memories by (context, user, agent, key), for GET by key. Writes in this
 * process go through it (write-through on upsert/update, eviction on delete), and expiry is
 * checked on every hit, so on the embedded store (one process per data directory) it is
 * never stale. On PostgreSQL other server processes may write too: there an entry is trusted
 * for `ttlMs` only, so their changes show within that time. On the embedded store it is filled
 * at start-up (read-cache-warmer.ts), so first reads need no store query either.
 */
import { inProcessCache, type Cache } from '../core/cache/cache.js';
import type { NamespaceRef } from './ports.js';
import type { Memory } from './types.js';

const keyOf = (ns: NamespaceRef, key: string) => `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}\u0000${key}`;

export class MemoryReadCache {
  private readonly entries: Cache<string, Memory>;
  /** Counts changes made by writes (put, evict, clear): a warm-up page read before one is dropped. */
  private changes = 0;

  constructor(maxEntries: number, ttlMs: number) {
    this.entries = inProcessCache({ max: maxEntries, ttlMs });
  }

  get(ns: NamespaceRef, key: string): Memory | undefined {
    return this.entries.get(keyOf(ns, key));
  }

  /** Caches a memory a write just stored, until the cache's lifetime ends or the memory expires, whichever is first. */
  put(ns: NamespaceRef, memory: Memory): void {
    this.changes++;
    this.store(ns, memory);
  }

  evict(ns: NamespaceRef, key: string): void {
    this.changes++;
    this.entries.delete(keyOf(ns, key));
  }

  clear(): void {
    this.changes++;
    this.entries.clear();
  }

  /** Caches a memory just read from the store (a read changes nothing, so warm-up pages stay good). */
  remember(ns: NamespaceRef, memory: Memory): void {
    this.store(ns, memory);
  }

  /** A mark to pass to fill(): what was read after it may go in unless a change came in between. */
  mark(): number {
    return this.changes;
  }

  /**
   * Adds memories read from the store since `mark` (a warm-up), unless anything changed the
   * cache meanwhile (the rows might then be older than what a write put or removed), and never
   * over an entry already there. False when the rows were dropped for that reason.
   */
  fill(mark: number, memories: Memory[]): boolean {
    if (mark !== this.changes) return false;
    for (const memory of memories) {
      const ns = { contextId: memory.context_id, userId: memory.user_id, agentName: memory.agent_name };
      if (this.entries.get(keyOf(ns, memory.key)) === undefined) this.store(ns, memory);
    }
    return true;
  }

  private store(ns: NamespaceRef, memory: Memory): void {
    const untilExpiry = memory.expires_at ? Date.parse(memory.expires_at) - Date.now() : undefined;
    this.entries.set(keyOf(ns, memory.key), memory, untilExpiry);
  }

  get size(): number {
    return this.entries.size;
  }
}
