/**
 * What recall reads of facts over time (the learning area stores them: memory_facts): for
 * each of some memories, when what it states held. A memory without fact rows holds from its
 * creation and never ends.
 */
export interface MemoryValidity {
  /** When it became true (ms since the epoch). */
  validFrom: number;
  /** When a newer fact ended it (ms), or null while it holds. */
  validUntil: number | null;
  /** Kinds of the user's own facts it states that hold now (first person: not a named speaker's). */
  kinds?: string[];
  /** Kinds of the user's own facts it states, holding or ended (what an `as_of` question may ask about). */
  everKinds?: string[];
}

export interface FactValidityRepository {
  /**
   * Validity of the given memories of one user: for a memory with fact rows, the earliest
   * valid_from and the earliest valid_until of its facts (a memory stating one thing that is no
   * longer so is outdated as a whole); for one without, its created_at and null. Unknown ids
   * are left out.
   */
  validity(ns: { contextId: string; userId: string }, memoryIds: readonly string[], withCreation: boolean): Promise<Map<string, MemoryValidity>>;
  /** The same for every memory of the user that has fact rows (one statement: what an in-process copy loads). */
  ofUser(ns: { contextId: string; userId: string }): Promise<Map<string, MemoryValidity>>;
}
