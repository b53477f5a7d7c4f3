/**
 * The one place that tells "the database could not be reached" from every other database
 * error, for the pg driver (PostgreSQL), knex's pool and PGlite. Such an error is no fault of
 * the request: it answers 503 with Retry-After (DATABASE-001) instead of a 500, and starts an
 * outage episode in the log (src/domain/core/dependency-watch.ts).
 */

/** Socket-level failures reaching the server (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or refusing connections for now: 57P01 admin_shutdown
 * (fast shutdown, restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * shutting down, in recovery), 53300 too_many_connections. Class 08 (connection exception)
 * is matched by its prefix.
 */
const SERVER_AWAY_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Messages the drivers raise without a code: pg when the socket closes under a query or a
 * client is reused after its connection broke, knex when no pooled connection could be had in
 * time (the server does not answer), PGlite once it was closed.
 */
const AWAY_MESSAGES = [
  /\bConnection terminated\b/i, // knex prefixes the statement: "COMMIT; - Connection terminated unexpectedly"
  /Connection ended unexpectedly/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Timeout acquiring a connection/i,
  /\bPGlite is closed\b/i,
];

/** Whether `error` (or what it wraps: `cause`, an AggregateError's errors) says the database could not be reached. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_AWAY_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && AWAY_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
