/**
 * Reads of memories by key, batched per namespace: while one read of a namespace is running,
 * the keys asked for meanwhile wait and then go to the store together in one statement
 * (MemoryRepository.getMany). Under concurrent GET by key this turns one statement per
 * request into one per batch; the statement's fixed cost (planning, a round trip, on the
 * embedded store a pass through PGlite's WebAssembly PostgreSQL) dominates a single-row
 * lookup. A read waits at most for the one running before it, and a read with nothing
 * running goes out at once (after the current event-loop turn, so same-turn keys join it).
 *
 * What a caller gets is what `get` would have answered when its batch ran: the same
 * visibility rule, evaluated by the same store at that moment.
 */
import type { MemoryRepository, NamespaceRef } from './ports.js';
import type { Memory } from './types.js';

/** Most keys in one statement (a larger backlog goes out in several). */
export const MAX_KEYS_PER_READ = 256;

interface Waiter {
  resolve(memory: Memory | null): void;
  reject(error: unknown): void;
}

interface NamespaceQueue {
  ns: NamespaceRef;
  waiting: Map<string, Waiter[]>;
  running: boolean;
}

const namespaceKey = (ns: NamespaceRef) => `${ns.contextId}\u0000${ns.userId}\u0000${ns.agentName}`;

export class BatchedKeyReads {
  private readonly queues = new Map<string, NamespaceQueue>();

  constructor(private readonly repo: Pick<MemoryRepository, 'getMany'>, private readonly maxKeys = MAX_KEYS_PER_READ) {}

  /** The visible memory under key in exactly this namespace, or null. */
  get(ns: NamespaceRef, key: string): Promise<Memory | null> {
    const id = namespaceKey(ns);
    let queue = this.queues.get(id);
    if (!queue) {
      queue = { ns: { contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName }, waiting: new Map(), running: false };
      this.queues.set(id, queue);
    }
    const promise = new Promise<Memory | null>((resolve, reject) => {
      const waiters = queue.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else queue.waiting.set(key, [{ resolve, reject }]);
    });
    if (!queue.running && queue.waiting.size === 1 && (queue.waiting.get(key)?.length ?? 0) === 1) {
      setImmediate(() => void this.run(id, queue));
    }
    return promise;
  }

  /** Reads what waits in the namespace, batch after batch, until nothing does. */
  private async run(id: string, queue: NamespaceQueue): Promise<void> {
    if (queue.running) return;
    queue.running = true;
    try {
      while (queue.waiting.size > 0) {
        const batch = new Map<string, Waiter[]>();
        for (const [key, waiters] of queue.waiting) {
          batch.set(key, waiters);
          queue.waiting.delete(key);
          if (batch.size >= this.maxKeys) break;
        }
        try {
          const found = new Map((await this.repo.getMany(queue.ns, [...batch.keys()])).map((m) => [m.key, m]));
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key) ?? null);
        } catch (error) {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      queue.running = false;
      if (queue.waiting.size === 0) this.queues.delete(id);
    }
  }
}
