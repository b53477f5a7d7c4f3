/**
 * Fact validity in process, for the embedded store: every recall reorders its best candidates
 * by when their facts held (ranking/current-first.ts), which cost one statement per recall. Here
 * each user's validity is loaded whole once (one statement) and served from memory until a write
 * that may change facts is issued to the store (LocalWrites.factsMark: statements naming the
 * facts table, and every delete, since deleted memories take their facts by cascade).
 *
 * The watch is on the store's statements, not on the services that write: supersession, fact
 * edits and deletes, learning, erasure, another service instance over the same store or a
 * repository used directly all go through it, so a copy can never be served after its facts
 * changed. Only the embedded store has such a watch (it is the one process writing); on
 * PostgreSQL other nodes write and every recall asks the store.
 *
 * `as_of` recalls also need the creation time of memories without facts: they ask the store.
 */
import { inProcessCache, type Cache } from '../core/cache/cache.js';
import type { FactValidityRepository, LocalWrites, MemoryValidity } from './ports.js';

type UserRef = { contextId: string; userId: string };

/** Users whose validity is held at most (least recently used first out). */
const MAX_USERS = 10_000;

export class CachedFactValidity implements FactValidityRepository {
  /** Per user, the validity as loaded after the fact-write mark `mark`. */
  private readonly users: Cache<string, { mark: number; validity: Map<string, MemoryValidity> }>;
  /** Loads under way, so that concurrent recalls of one user share one statement. */
  private readonly loading = new Map<string, { mark: number | null; done: Promise<Map<string, MemoryValidity>> }>();

  constructor(private readonly store: FactValidityRepository, private readonly writes: LocalWrites, maxUsers = MAX_USERS) {
    this.users = inProcessCache({ max: maxUsers });
  }

  async validity(ns: UserRef, memoryIds: readonly string[], withCreation: boolean): Promise<Map<string, MemoryValidity>> {
    if (withCreation) return this.store.validity(ns, memoryIds, true);
    const all = await this.ofUser(ns);
    const out = new Map<string, MemoryValidity>();
    for (const id of memoryIds) {
      const v = all.get(id);
      if (v) out.set(id, v);
    }
    return out;
  }

  /** The user's validity (shared: not to be changed by the caller). */
  ofUser(ns: UserRef): Promise<Map<string, MemoryValidity>> {
    const key = `${ns.contextId}\u0000${ns.userId}`;
    // Taken before reading: a fact write issued after it changes the mark, so the copy is
    // loaded again; one issued before it has ended (the store's one connection) and is seen.
    const mark = this.writes.factsMark();
    const held = this.users.get(key);
    if (held && held.mark === mark) return Promise.resolve(held.validity);
    const pending = this.loading.get(key);
    if (pending && pending.mark !== null && pending.mark === mark) return pending.done;
    const done = this.store.ofUser(ns).then((validity) => {
      // null: a fact write was unfinished when the load began; what it read is not kept.
      const current = this.users.get(key);
      if (mark !== null && (!current || current.mark < mark)) this.users.set(key, { mark, validity });
      return validity;
    }).finally(() => {
      if (this.loading.get(key)?.done === done) this.loading.delete(key);
    });
    this.loading.set(key, { mark, done });
    return done;
  }
}
