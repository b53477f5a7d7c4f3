/** When and how long the fetcher waits before trying a failed GET again. */

/** Statuses worth another try: rate limiting and server-side failures. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Exponential backoff with full jitter: up to 250 ms, 500 ms, 1 s, ... for attempts 0, 1, 2, ... */
export function backoffMs(attempt: number, random = Math.random): number {
  return Math.round(random() * 250 * 2 ** attempt);
}
