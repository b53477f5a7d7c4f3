/**
 * The one scheduler of recurring background work (toad-scheduler): the database sweeps
 * (expired memories, ended erasure cooling-off periods, expired sign-in state, ended rate
 * limits) and each node's own work (telemetry flush, idle MCP sessions). A job never overlaps itself (a round still running when the next
 * is due is skipped), its timers do not keep the process alive, a failure is logged and the
 * next round runs as usual, and stop() waits for the rounds in flight.
 *
 * Database sweeps are `exclusive`: each round first takes a run-once claim, so with several
 * nodes on one PostgreSQL database one node sweeps at a time (the claim is an advisory lock
 * of the persistence layer, runExclusively, wired in by the composition root; on the embedded
 * store a round simply runs). The sweeps are registered in one place: src/background-jobs.ts.
 */
import { AsyncTask, SimpleIntervalJob, ToadScheduler } from 'toad-scheduler';
import type { Logger } from '../../logger.js';

export interface ScheduledJob {
  /** Unique; also names the job's run-once claim and its log lines. */
  name: string;
  everyMs: number;
  /** Claim each round so only one node runs it (database sweeps); false for work on this node's own state. */
  exclusive: boolean;
  run(): Promise<unknown>;
}

/** Runs `work` unless another node holds the claim of that name; null when skipped. */
export type RunOnceClaim = <T>(name: string, work: () => Promise<T>) => Promise<T | null>;

interface Entry {
  job: ScheduledJob;
  running?: Promise<unknown>;
}

export class Scheduler {
  private readonly toad = new ToadScheduler();
  private readonly entries = new Map<string, Entry>();
  private started = false;

  constructor(private readonly claim: RunOnceClaim, private readonly logger: Logger) {}

  /** Adds a job; it starts at once when the scheduler already runs. */
  register(job: ScheduledJob): void {
    if (this.entries.has(job.name)) throw new Error(`A job named ${job.name} is already scheduled`);
    this.entries.set(job.name, { job });
    if (this.started) this.schedule(job);
  }

  /** Removes a job (its round in flight, if any, finishes). */
  unregister(name: string): void {
    if (!this.entries.delete(name)) return;
    if (this.toad.existsById(name)) this.toad.removeById(name);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const { job } of this.entries.values()) this.schedule(job);
  }

  /** Stops every timer and waits for the rounds in flight. */
  async stop(): Promise<void> {
    this.started = false;
    this.toad.stop();
    await Promise.all([...this.entries.values()].map((e) => e.running?.catch(() => undefined)));
  }

  /** Runs a round of `name` now, or joins the one in flight; null when another node holds the claim. */
  runNow(name: string): Promise<unknown> {
    const entry = this.entries.get(name);
    if (!entry) return Promise.reject(new Error(`No job named ${name}`));
    const { job } = entry;
    entry.running ??= (job.exclusive ? this.claim(job.name, () => job.run()) : job.run()).finally(() => {
      entry.running = undefined;
    });
    return entry.running;
  }

  private schedule(job: ScheduledJob): void {
    const task = new AsyncTask(job.name, () => this.runNow(job.name).then(() => undefined), (err: Error) => {
      this.logger.warn({ err, job: job.name }, 'background job failed');
    });
    if (this.toad.existsById(job.name)) this.toad.removeById(job.name); // a restart after stop()
    this.toad.addSimpleIntervalJob(new SimpleIntervalJob({ milliseconds: job.everyMs }, task, { id: job.name, preventOverrun: true, unref: true }));
  }
}
