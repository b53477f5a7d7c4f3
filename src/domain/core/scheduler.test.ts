import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger.js';
import { Scheduler, type RunOnceClaim } from './scheduler.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
const noClaim: RunOnceClaim = (_name, work) => work();

describe('Scheduler', () => {
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
    await sleep(30);
    expect(rounds).toBe(0); // not before start()
    scheduler.start();
    await sleep(120);
    await scheduler.stop();
    expect(running).toBe(0);
    expect(overlapped).toBe(false);
    expect(rounds).toBeGreaterThanOrEqual(2);
    const after = rounds;
    await sleep(40);
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
    const [a, b] = await Promise.all([scheduler.runNow('sweep'), scheduler.runNow('sweep')]);
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
    await sleep(45);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'background job failed');
    scheduler.unregister('flaky');
    const stopped = calls;
    await sleep(30);
    expect(calls).toBe(stopped);
    expect(() => scheduler.register({ name: 'again', everyMs: 10, exclusive: false, run: async () => calls++ })).not.toThrow();
    await scheduler.stop();
    scheduler.start();
    await sleep(35);
    await scheduler.stop();
    expect(calls).toBeGreaterThan(stopped);
    expect(() => scheduler.register({ name: 'again', everyMs: 10, exclusive: false, run: async () => 0 })).toThrow(/already scheduled/);
  });
});
