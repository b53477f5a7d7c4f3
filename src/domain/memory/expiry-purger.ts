/**
 * Deletes expired working memories (and their graph edges) in the background. Reads never
 * depend on it: expired memories are already invisible; this only reclaims space. With
 * several server processes on one database, `exclusive` lets one of them sweep at a time.
 */
import type { Logger } from '../../logger.js';
import type { MemoryRepository } from './ports.js';

const BATCH = 1_000;

export class ExpiryPurger {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly repo: MemoryRepository,
    private readonly intervalMs: number,
    private readonly logger?: Logger,
    private readonly exclusive: (sweep: () => Promise<number>) => Promise<number | null> = (sweep) => sweep(),
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.purgeNow().catch((err: unknown) => this.logger?.warn({ err }, 'expired memory purge failed')), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Purges everything expired now; returns how many memories were deleted. */
  purgeNow(): Promise<number> {
    this.running ??= this.exclusive(async () => {
      let total = 0;
      for (;;) {
        const n = await this.repo.purgeExpired(BATCH);
        total += n;
        if (n < BATCH) return total;
      }
    }).then((purged) => purged ?? 0).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
