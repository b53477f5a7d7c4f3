/**
 * Work done after the response (emails, audit rows of unauthenticated requests): runs on
 * the next turn of the event loop, never delays or fails the request, and is logged when
 * it fails. `drain()` waits for everything in flight (shutdown, tests).
 */
import type { Logger } from '../../logger.js';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.logger.error({ task: name, err }, 'background task failed'),
      )
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
