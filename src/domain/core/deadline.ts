/**
 * One way to bound a wait. `withDeadline` runs the work with an AbortSignal, as
 * `AbortSignal.timeout(ms)` would give it, and rejects once `ms` have passed even when the work
 * ignores the signal (a driver call that cannot be cancelled, a peer that stopped answering).
 * The timer is made here rather than by AbortSignal.timeout so it is cleared as soon as the
 * work settles (no timer outlives a fast answer) and so tests can drive it with fake timers;
 * it never keeps the process alive.
 */

/** A bounded wait ran out of time; `what` names what was waited for. */
export class DeadlineExceededError extends Error {
  constructor(readonly what: string, readonly ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

export interface DeadlineOptions {
  /** The error to reject with (and abort the work's signal with) when time is up; DeadlineExceededError by default. */
  onLate?: () => Error;
  /** Another reason to stop (a client's cancel): its abort reaches the work's signal but does not end the wait. */
  signal?: AbortSignal;
}

/**
 * What `work` settles with, or a rejection once `ms` have passed (the work's signal aborted
 * with the same error). A failure of the work after that is swallowed: nobody waits for it.
 */
export async function withDeadline<T>(what: string, ms: number, work: (signal: AbortSignal) => Promise<T>, options: DeadlineOptions = {}): Promise<T> {
  const controller = new AbortController();
  const linked = options.signal;
  const forward = () => controller.abort(linked?.reason);
  if (linked?.aborted) forward();
  else linked?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = options.onLate?.() ?? new DeadlineExceededError(what, ms);
      controller.abort(error);
      reject(error);
    }, ms);
    timer.unref?.();
  });
  const running = (async () => work(controller.signal))();
  running.catch(() => undefined);
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
    linked?.removeEventListener('abort', forward);
  }
}
