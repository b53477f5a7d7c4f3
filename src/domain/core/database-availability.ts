/**
 * What a request meets while the database is away: a 503 DATABASE-001 with Retry-After instead
 * of a 500, and one warning per outage (src/domain/core/dependency-watch.ts) instead of an
 * "unhandled error" per request. The store tells which errors mean "unreachable"
 * (StoreProbe.isUnreachable); every answered query ends the episode.
 */
import type { Logger } from '../../logger.js';
import { AppError } from '../errors/app-error.js';
import { DependencyWatch } from './dependency-watch.js';
import type { StoreProbe } from './ports/index.js';

/** Seconds a client is asked to wait: a restarting PostgreSQL server takes a few seconds to accept connections again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export class DatabaseAvailability {
  readonly watch: DependencyWatch;

  constructor(private readonly probe: StoreProbe, logger: Logger) {
    this.watch = new DependencyWatch('database', logger, 'requests that need it answer 503 DATABASE-001 until it answers again');
    probe.watchQueries({ answered: () => this.watch.answered(), unreachable: (error) => this.watch.failed(error) });
  }

  /** The 503 to answer in place of `error` when it means the database could not be reached; undefined for any other error. */
  unavailable(error: unknown): AppError | undefined {
    // An error that already carries a catalogued code was decided where it arose: a provider's
    // refused connection (WEB-007) wraps ECONNREFUSED too, yet says nothing about the database.
    if (hasCataloguedCode(error) || !this.probe.isUnreachable(error)) return undefined;
    this.watch.failed(error);
    return new AppError('DATABASE-001', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }, cause: error });
  }
}

function hasCataloguedCode(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z]+-\d{3}$/.test(code);
}
