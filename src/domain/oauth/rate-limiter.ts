/**
 * Fixed one-minute windows per key, in process memory. The limits guard unauthenticated
 * endpoints of a single server process; a restart forgets them, which only ever helps callers.
 */
export class MinuteRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Counts one request; returns the seconds to wait when over `limit`, else 0. */
  hit(key: string, limit: number, now = Date.now()): number {
    const windowStart = now - (now % 60_000);
    const w = this.windows.get(key);
    if (!w || w.start !== windowStart) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(key, { start: windowStart, count: 1 });
      return 0;
    }
    w.count += 1;
    return w.count > limit ? Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000)) : 0;
  }

  /**
   * Without counting anything: the seconds to wait when `key` has already used its `limit`
   * in this window, else 0. Lets a caller refuse an attempt before trying it.
   */
  exhausted(key: string, limit: number, now = Date.now()): number {
    const windowStart = now - (now % 60_000);
    const w = this.windows.get(key);
    if (!w || w.start !== windowStart || w.count < limit) return 0;
    return Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000));
  }
}
