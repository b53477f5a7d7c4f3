/**
 * Group commit for the write path: requests that arrive while a batch is at the store wait and
 * then go together, as one multi-row statement (MemoryRepository.insertMany, findDuplicates).
 * A statement's fixed cost (a round trip, parsing and planning, a transaction and its WAL flush
 * on PostgreSQL; a pass through PGlite's WebAssembly PostgreSQL on the embedded store) is then
 * paid once per batch instead of once per write. A request with nothing running goes out at
 * once (after the current event-loop turn, so same-turn requests join it), so a lone write
 * waits for nothing.
 *
 * Each request is answered from its own batch's result, once that statement finished (for
 * inserts: committed). When a batch of several fails, its requests are run again one by one,
 * so an error reaches only the request that caused it and its batch-mates still succeed.
 */

/** Most requests in one statement (a larger backlog goes out in several). */
export const MAX_GROUPED_REQUESTS = 128;

interface Waiting<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

export class GroupedStatements<In, Out> {
  private waiting: Array<Waiting<In, Out>> = [];
  private running = false;

  /** `runBatch` answers one output per input, in the inputs' order. */
  constructor(private readonly runBatch: (inputs: In[]) => Promise<Out[]>, private readonly maxBatch = MAX_GROUPED_REQUESTS) {}

  run(input: In): Promise<Out> {
    const promise = new Promise<Out>((resolve, reject) => this.waiting.push({ input, resolve, reject }));
    if (!this.running && this.waiting.length === 1) setImmediate(() => void this.drain());
    return promise;
  }

  /** Runs what waits, batch after batch, until nothing does. */
  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxBatch);
        await this.settle(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async settle(batch: Array<Waiting<In, Out>>): Promise<void> {
    let outputs: Out[];
    try {
      outputs = await this.runBatch(batch.map((w) => w.input));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // Isolate the failure: each request alone, so only the one at fault sees the error.
      for (const one of batch) await this.settle([one]);
      return;
    }
    batch.forEach((w, i) => w.resolve(outputs[i]!));
  }
}
