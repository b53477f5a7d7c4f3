import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger.js';
import { Scheduler, type RunOnceClaim } from './scheduler.js';

// Time is the test's own (fake timers): a loaded machine cannot stretch a round past the next one.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
const noClaim: RunOnceClaim = (_name, work) => work();

describe('Scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job every interval once started, never overlapping itself, and stop waits for the round in flight', async () => {
    const scheduler = new Scheduler(noClaim, logger());
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    scheduler.register({ name: 'slow', everyMs: 10, exclusive: false, run: async () => {
      running++;
      overlapped ||= running > 1;
      rounds++;
      await sleep(35);
      running--;
    } });
    await pass(30);
    expect(rounds).toBe(0); // not before start()
    scheduler.start();
    await pass(120);
    expect(running).toBe(1); // a round is in flight: stop waits for it
    const stopping = scheduler.stop();
    await pass(35);
    await stopping;
    expect(running).toBe(0);
    expect(overlapped).toBe(false);
    expect(rounds).toBeGreaterThanOrEqual(2);
    const after = rounds;
    await pass(40);
    expect(rounds).toBe(after);
  });

  it('takes the run-once claim for exclusive jobs only, and runNow joins the round in flight', async () => {
    const claimed: string[] = [];
    const claim: RunOnceClaim = async (name, work) => {
      claimed.push(name);
      return name === 'held-elsewhere' ? null : work();
    };
    const scheduler = new Scheduler(claim, logger());
    let runs = 0;
    scheduler.register({ name: 'sweep', everyMs: 60_000, exclusive: true, run: async () => { runs++; await sleep(10); return runs; } });
    scheduler.register({ name: 'local', everyMs: 60_000, exclusive: false, run: async () => 'mine' });
    scheduler.register({ name: 'held-elsewhere', everyMs: 60_000, exclusive: true, run: async () => 'never' });
    const both = Promise.all([scheduler.runNow('sweep'), scheduler.runNow('sweep')]);
    await pass(10);
    const [a, b] = await both;
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await scheduler.runNow('local')).toBe('mine');
    expect(await scheduler.runNow('held-elsewhere')).toBeNull();
    expect(claimed).toEqual(['sweep', 'held-elsewhere']);
  });

  it('logs a failing round and runs the next one; a job can be added while running, removed, and the scheduler restarted', async () => {
    const log = logger();
    const scheduler = new Scheduler(noClaim, log);
    scheduler.start();
    let calls = 0;
    scheduler.register({ name: 'flaky', everyMs: 10, exclusive: false, run: async () => {
      calls++;
      throw new Error('boom');
    } });
    await pass(45);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'background job failed');
    scheduler.unregister('flaky');
    const stopped = calls;
    await pass(30);
    expect(calls).toBe(stopped);
    expect(() => scheduler.register({ name: 'again', everyMs: 10, exclusive: false, run: async () => calls++ })).not.toThrow();
    await scheduler.stop();
    scheduler.start();
    await pass(35);
    await scheduler.stop();
    expect(calls).toBeGreaterThan(stopped);
    expect(() => scheduler.register({ name: 'again', everyMs: 10, exclusive: false, run: async () => 0 })).toThrow(/already scheduled/);
  });
});
