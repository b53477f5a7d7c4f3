/**
 * Planner statistics for the embedded store. PostgreSQL servers run autovacuum, which keeps
 * statistics current; PGlite has none, and without statistics the planner picks poor plans
 * (for example a scan of a user's memories instead of the unique key index). This runs
 * ANALYZE on the memory tables in the background after enough writes. Dead row versions
 * are left to explicit VACUUM (the `memplat` CLI or an operator), since a vacuum would stall
 * the embedded store's single connection.
 */
import type { Logger } from '../../logger.js';
import type { StoreStatistics } from './ports.js';

const MIN_INTERVAL_MS = 30_000;

export class StoreMaintenance {
  private writes = 0;
  private total = 0;
  private lastRun = 0;
  private running?: Promise<void>;

  constructor(private readonly statistics: StoreStatistics, private readonly enabled: boolean, private readonly logger?: Logger) {}

  /** Counts writes; schedules ANALYZE once they reach 10% of what was there at the last one (at least 500). */
  noteWrites(count = 1): void {
    if (!this.enabled) return;
    this.writes += count;
    const threshold = Math.max(500, this.total * 0.1);
    if (this.writes >= threshold && Date.now() - this.lastRun >= MIN_INTERVAL_MS && !this.running) {
      this.running = this.analyze().finally(() => { this.running = undefined; });
    }
  }

  async analyze(): Promise<void> {
    this.lastRun = Date.now();
    this.writes = 0;
    try {
      this.total = await this.statistics.refresh();
    } catch (err) {
      this.logger?.warn({ err }, 'ANALYZE of the memory tables failed');
    }
  }

  async stop(): Promise<void> {
    await this.running;
  }
}
