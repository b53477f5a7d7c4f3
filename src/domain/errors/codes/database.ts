export const databaseErrors = {
  /**
   * The database could not be reached (down, restarting, refusing connections, connection lost):
   * always 503 with Retry-After. The request was not acknowledged: send it again (had the connection
   * dropped during its commit, it may have landed; writes by key land once however often they are sent).
   */
  'DATABASE-001': { status: 503, message: 'The database is unavailable; try again after the Retry-After delay' },
} as const;
