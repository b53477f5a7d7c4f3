/**
 * Outage episodes of one dependency (the database, Redis), for the log: the first failure of
 * an episode is logged once, as a warning naming the dependency and what the service does
 * meanwhile; the first success after it ends the episode with one line saying how long it
 * lasted. Requests failing in between add nothing, so an outage under load is two lines, not
 * one per request.
 */
import type { Logger } from '../../logger.js';

export class DependencyWatch {
  private downSince: number | undefined;

  constructor(
    readonly dependency: string,
    private readonly logger: Logger,
    /** What the service does while the dependency is away, e.g. "requests that need it answer 503". */
    private readonly meanwhile: string,
  ) {}

  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  /** A call failed because the dependency could not be reached. */
  failed(error: unknown): void {
    if (this.downSince !== undefined) return;
    this.downSince = Date.now();
    this.logger.warn({ dependency: this.dependency, err: describe(error) }, `${this.dependency} unavailable; ${this.meanwhile}`);
  }

  /** A call succeeded: ends an episode if one is open. */
  answered(): void {
    if (this.downSince === undefined) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = undefined;
    this.logger.warn({ dependency: this.dependency, downMs }, `${this.dependency} available again`);
  }
}

/** The error's message only (no stack, no connection string: a URL may carry a password). */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>');
}
