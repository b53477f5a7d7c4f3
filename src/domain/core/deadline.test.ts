import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineExceededError, withDeadline } from './deadline.js';

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers what the work settles with and clears its timer', async () => {
    await expect(withDeadline('quick', 1_000, async () => 42)).resolves.toBe(42);
    await expect(withDeadline('failing', 1_000, async () => { throw new Error('own failure'); })).rejects.toThrow('own failure');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with DeadlineExceededError once the time is up and aborts the work signal with it', async () => {
    let seen: AbortSignal | undefined;
    const waiting = withDeadline('the stand-in', 500, (signal) => {
      seen = signal;
      return new Promise<never>(() => undefined);
    });
    const outcome = waiting.then(() => null, (e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as Error).message).toBe('the stand-in did not answer within 500 ms');
    expect(seen?.reason).toBe(error);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the caller\'s own error when it names one, and ignores a late failure of the work', async () => {
    let fail: (e: Error) => void = () => undefined;
    const waiting = withDeadline('x', 100, () => new Promise<never>((_, reject) => { fail = reject; }), { onLate: () => new RangeError('too slow') });
    const outcome = waiting.then(() => null, (e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBeInstanceOf(RangeError);
    fail(new Error('late failure'));
  });

  it('passes another signal\'s abort to the work without ending the wait', async () => {
    const cancel = new AbortController();
    let seen: AbortSignal | undefined;
    let finish: (v: string) => void = () => undefined;
    const waiting = withDeadline('x', 1_000, (signal) => {
      seen = signal;
      return new Promise<string>((resolve) => { finish = resolve; });
    }, { signal: cancel.signal });
    cancel.abort('client gone');
    expect(seen?.reason).toBe('client gone');
    finish('stopped');
    await expect(waiting).resolves.toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });
});
