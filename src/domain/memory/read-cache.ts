/**
 * In-process cache of memories by (context, user, agent, key), for GET by key. Writes in this
 * process go through it (write-through on upsert/update, eviction on delete), and expiry is
 * checked on every hit, so on the embedded store (one process per data directory) it is
 * never stale. On PostgreSQL other server processes may write too: there an entry is trusted
 * for `ttlMs` only, so their changes show within that time.
 */
import type { NamespaceRef } from './ports.js';
import type { Memory } from './types.js';

const keyOf = (ns: NamespaceRef, key: string) => `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}\u0000${key}`;

export class MemoryReadCache {
  private readonly entries = new Map<string, { memory: Memory; expiresAt: number; cachedAt: number }>();

  constructor(private readonly maxEntries: number, private readonly ttlMs: number) {}

  get(ns: NamespaceRef, key: string): Memory | undefined {
    const id = keyOf(ns, key);
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    const now = Date.now();
    if (hit.expiresAt <= now || now - hit.cachedAt > this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return hit.memory;
  }

  put(ns: NamespaceRef, memory: Memory): void {
    if (this.maxEntries <= 0) return;
    const id = keyOf(ns, memory.key);
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, { memory, expiresAt: memory.expires_at ? Date.parse(memory.expires_at) : Infinity, cachedAt: Date.now() });
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
