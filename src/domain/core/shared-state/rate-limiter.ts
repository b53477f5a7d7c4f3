/**
 * The rate-limit interfaces every limit of the service goes through, all served by
 * rate-limiter-flexible (flexible-rate-limiter.ts) in the process (memory store), in Redis
 * (shared by every node) or in the database's rate_limits table (shared by every process on
 * one database without Redis); one contract suite runs against each store.
 *
 * - RateLimiter: fixed windows (client registration, device authorization, wrong device codes,
 *   reset and set-up link requests, provider token refreshes). A key's window starts with its
 *   first counted request and lasts `windowSeconds`.
 * - FailureLockout: consecutive failures that lock a key for a while (sign-in), the library's
 *   login-protection pattern: failures count within a window, the `threshold`-th locks the
 *   key for `lockSeconds`, and counting starts afresh when the lock ends.
 *
 * Every 429 the service answers carries Retry-After from here: secondsUntil() is the one
 * computation, retryAfterHeader() the one header.
 */
import { AppError } from '../../errors/app-error.js';

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

export interface LockoutRule {
  /** Failures within the window that lock the key (at least 1). */
  threshold: number;
  windowSeconds: number;
  lockSeconds: number;
}

export interface LockoutState {
  /** Failures counted in the key's current window (or lock). */
  failures: number;
  /** Seconds left of the key's lock; 0 when it is not locked. */
  lockedForSeconds: number;
}

export interface FailureLockout {
  /** The key's failures and lock, counting nothing. */
  state(key: string, rule: LockoutRule): Promise<LockoutState>;
  /** Counts one failure; the `threshold`-th in the window locks the key. */
  fail(key: string, rule: LockoutRule): Promise<LockoutState>;
  /** Forgets the key's failures and lock. */
  reset(key: string, rule: LockoutRule): Promise<void>;
}

/** Seconds a client must wait, from milliseconds: at least 1 while anything is left, 0 when nothing is. */
export function secondsUntil(msBeforeNext: number): number {
  return msBeforeNext > 0 ? Math.max(1, Math.ceil(msBeforeNext / 1000)) : 0;
}

/** The Retry-After header of a 429 (at least one second). */
export function retryAfterHeader(seconds: number): { 'Retry-After': string } {
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) };
}

/** 429 RATE-001 with its Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
  return new AppError('RATE-001', { ...(message ? { message } : {}), headers: retryAfterHeader(retryAfterSeconds) });
}

/** Counts one request for `key`; throws 429 RATE-001 with Retry-After once the window is full. */
export async function consumeOrRefuse(limiter: RateLimiter, key: string, window: LimitWindow, message?: string): Promise<LimitDecision> {
  const decision = await limiter.consume(key, window);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, message);
  return decision;
}

/** The limiter with every key prefixed by `scope`, so different limits never share a counter. */
export function scopedLimiter(limiter: RateLimiter, scope: string): RateLimiter {
  return {
    consume: (key, window) => limiter.consume(`${scope}:${key}`, window),
    check: (key, window) => limiter.check(`${scope}:${key}`, window),
  };
}
