/**
 * The one rate-limit interface every limit of the service goes through (client
 * registration, device authorization, wrong device codes, reset and set-up link requests,
 * provider token refreshes). Fixed windows: a key's window starts with its first counted
 * request and lasts `windowSeconds`. Implementations: in the process (rate-limiter-flexible's
 * memory store), in Redis (its Redis store, shared by every node) and in the database's
 * counters table; the same contract suite runs against each.
 */
export interface LimitWindow {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface LimitDecision {
  /** consume: this request is within the limit; check: one more request would be. */
  allowed: boolean;
  /** Requests counted in the key's current window (consume: this one included). */
  count: number;
  /** Seconds until the window ends (at least 1 while one is open, 0 when none is). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key`. */
  consume(key: string, window: LimitWindow): Promise<LimitDecision>;
  /** Counts nothing: whether `key` may make one more request now. */
  check(key: string, window: LimitWindow): Promise<LimitDecision>;
}

export function secondsUntil(msBeforeNext: number): number {
  return msBeforeNext > 0 ? Math.max(1, Math.ceil(msBeforeNext / 1000)) : 0;
}

/** The limiter with every key prefixed by `scope`, so different limits never share a counter. */
export function scopedLimiter(limiter: RateLimiter, scope: string): RateLimiter {
  return {
    consume: (key, window) => limiter.consume(`${scope}:${key}`, window),
    check: (key, window) => limiter.check(`${scope}:${key}`, window),
  };
}
