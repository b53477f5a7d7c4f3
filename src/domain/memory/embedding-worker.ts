/**
 * Background embedding: writes only flag a memory (`embedding_pending`); this worker takes
 * the oldest flagged memories in batches, embeds them with one provider call per batch and
 * stores the vectors (guarded by the memory's revision, so a value changed meanwhile is
 * embedded again rather than overwritten with a stale vector). Writes are acknowledged
 * without waiting for it. A write in this process wakes it at once; writes by other
 * processes are picked up by polling. Provider failures back off exponentially.
 */
import type { Logger } from '../../logger.js';
import type { EmbeddingRuntime } from './embedding-runtime.js';
import type { EmbeddingRepository, PendingEmbedding } from './ports.js';

const WAKE_DELAY_MS = 50; // lets a burst of writes share one batch
const MAX_BACKOFF_MS = 60_000;
const SLICE_CHARS = 32_768;
/**
 * While requests are being served, the worker keeps to a small share of the store's time:
 * after a batch it pauses YIELD_FACTOR times as long as the batch took (about 10% duty), so
 * bursts of writes are acknowledged at full speed and embedded right after. When the backlog
 * grows past BACKLOG_PRESSURE it takes half the time (PRESSURE_YIELD_FACTOR) so it cannot
 * fall behind forever. With no requests it runs flat out.
 */
const YIELD_FACTOR = 9;
const PRESSURE_YIELD_FACTOR = 1;
const BACKLOG_PRESSURE = 10_000;
const BACKLOG_CHECK_MS = 5_000;
const MAX_YIELD_MS = 2_000;
const FOREGROUND_WINDOW_MS = 250;

export interface EmbeddingWorkerOptions {
  batchSize: number;
  pollIntervalMs: number;
  logger?: Logger;
  /** Called with each stored batch (the in-process vector index listens). */
  onStored?: (items: Array<PendingEmbedding & { vector: Float32Array }>) => void;
  /** Epoch ms of the last request served (the worker yields to recent ones). */
  lastForegroundAt?: () => number;
}

export class EmbeddingWorker {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private timer?: NodeJS.Timeout;
  private backoffMs = 0;
  private dirty = false;
  private backlogCheckedAt = 0;
  private underPressure = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly repo: EmbeddingRepository,
    private readonly runtime: EmbeddingRuntime,
    private readonly options: EmbeddingWorkerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** A memory was queued: embed soon. */
  notify(): void {
    if (!this.running) return;
    this.dirty = true;
    if (!this.wake || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake?.();
    }, WAKE_DELAY_MS);
    this.timer.unref();
  }

  /** Embeds until nothing is queued (tests, benches, the CLI); works with or without start(). */
  async drain(): Promise<void> {
    for (;;) {
      const n = await this.runBatch();
      if (n < this.options.batchSize) {
        if ((await this.repo.backlog()) === 0) return;
        if (n === 0) return; // the rest is expired or not ours to embed yet
      }
    }
  }

  /** Resolves the next time the worker finds the queue empty. */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** One batch: returns how many memories it took from the queue. */
  async runBatch(): Promise<number> {
    const items = await this.repo.pending(this.options.batchSize);
    if (items.length === 0) return 0;
    let stored: Set<string>;
    let vectors: Float32Array[];
    try {
      vectors = await this.embedInSlices(items.map((i) => i.value));
      const modelId = this.runtime.modelId!;
      stored = new Set(await this.repo.store(items.map((item, i) => ({ id: item.id, revision: item.revision, vector: vectors[i]! })), modelId));
    } catch (error) {
      // The retry (after the back-off) must find them again rather than wait for the claim to lapse.
      await this.repo.release(items.map((i) => i.id)).catch(() => undefined);
      throw error;
    }
    this.options.onStored?.(items.flatMap((item, i) => (stored.has(item.id) ? [{ ...item, vector: vectors[i]! }] : [])));
    return items.length;
  }

  /** Whether the backlog is past BACKLOG_PRESSURE (counted at most every BACKLOG_CHECK_MS). */
  private async pressured(): Promise<boolean> {
    if (Date.now() - this.backlogCheckedAt >= BACKLOG_CHECK_MS) {
      this.backlogCheckedAt = Date.now();
      this.underPressure = (await this.repo.backlog()) > BACKLOG_PRESSURE;
    }
    return this.underPressure;
  }

  /**
   * Embeds in slices of at most SLICE_CHARS characters with a macrotask between them, so a
   * batch of long memories never holds the event loop (in-process models compute on it).
   */
  private async embedInSlices(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    let start = 0;
    while (start < texts.length) {
      let end = start;
      let chars = 0;
      do chars += texts[end++]!.length; while (end < texts.length && chars + texts[end]!.length <= SLICE_CHARS);
      out.push(...(await this.runtime.embed(texts.slice(start, end))));
      start = end;
      if (start < texts.length) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return out;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let taken = 0;
      this.dirty = false;
      const started = Date.now();
      try {
        await this.runtime.ready();
        taken = await this.runBatch();
        this.backoffMs = 0;
        const busyFor = Date.now() - started;
        const foreground = this.options.lastForegroundAt?.() ?? 0;
        if (taken > 0 && Date.now() - foreground < FOREGROUND_WINDOW_MS) {
          const factor = (await this.pressured()) ? PRESSURE_YIELD_FACTOR : YIELD_FACTOR;
          await this.sleep(Math.min(MAX_YIELD_MS, busyFor * factor), false);
        }
      } catch (error) {
        this.backoffMs = Math.min(MAX_BACKOFF_MS, Math.max(500, this.backoffMs * 2));
        this.options.logger?.warn({ err: error, retryInMs: this.backoffMs }, 'embedding batch failed');
      }
      if (!this.running) break;
      if (this.backoffMs > 0) {
        await this.sleep(this.backoffMs, false);
      } else if (taken < this.options.batchSize && !this.dirty) {
        for (const resolve of this.idleWaiters.splice(0)) resolve();
        await this.sleep(this.options.pollIntervalMs, true);
      } else {
        await new Promise<void>((resolve) => setTimeout(resolve, taken === 0 ? WAKE_DELAY_MS : 0)); // let requests in between batches
      }
    }
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private sleep(ms: number, wakeable: boolean): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        if (wakeable || !this.running) done();
      };
    }).finally(() => {
      this.wake = undefined;
    });
  }
}
