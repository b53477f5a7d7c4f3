/**
 * Deletes expired working memories (and their graph edges), in batches. Reads never depend on
 * it: expired memories are already invisible; this only reclaims space. It runs as a scheduled
 * job (src/background-jobs.ts), one node at a time on a shared database. Each batch's deleted
 * memories are told as changes once it is committed, so clients listing them list again.
 */
import { ChangedKeysByNamespace, type MemoryChangeNotifier } from './memory-changes.js';
import type { MemoryRepository } from './ports.js';

const BATCH = 1_000;

export class ExpiryPurger {
  constructor(private readonly repo: MemoryRepository, private readonly changes?: MemoryChangeNotifier) {}

  /** Purges everything expired now; returns how many memories were deleted. */
  async purgeNow(): Promise<number> {
    let total = 0;
    for (;;) {
      const gone = await this.repo.purgeExpired(BATCH);
      total += gone.length;
      const changed = new ChangedKeysByNamespace();
      for (const m of gone) changed.add(m, m.key, 'deleted');
      this.changes?.notifyKeys(changed.values());
      if (gone.length < BATCH) return total;
    }
  }
}
