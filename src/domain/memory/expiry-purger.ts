/**
 * Deletes expired working memories (and their graph edges), in batches. Reads never depend on
 * it: expired memories are already invisible; this only reclaims space. It runs as a scheduled
 * job (src/background-jobs.ts), one node at a time on a shared database.
 */
import type { MemoryRepository } from './ports.js';

const BATCH = 1_000;

export class ExpiryPurger {
  constructor(private readonly repo: MemoryRepository) {}

  /** Purges everything expired now; returns how many memories were deleted. */
  async purgeNow(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.repo.purgeExpired(BATCH);
      total += n;
      if (n < BATCH) return total;
    }
  }
}
