/**
 * CPU time per named stage of sequential work (process.cpuUsage, user + system), exclusive of
 * nested stages: a stage wrapped inside another is charged to itself only. PGlite runs in this
 * thread, so an awaited SQL statement's CPU lands on the stage that awaited it. Meant for one
 * operation at a time (a stage open across two concurrent operations would be charged twice).
 */
export class StageClock {
  private readonly totals = new Map<string, { cpuMs: number; calls: number }>();
  private readonly open: Array<{ name: string; childMs: number }> = [];

  /** Wraps `fn` so each call is charged to `name` (or to `name(args)` when it is a function). */
  wrap<A extends unknown[], R>(name: string | ((...args: A) => string), fn: (...args: A) => Promise<R> | R): (...args: A) => Promise<R> | R {
    return (...args: A) => this.measure(typeof name === 'string' ? name : name(...args), () => fn(...args));
  }

  /** Replaces `object[method]` by its measured form (no-op when the object lacks it). */
  instrument<T extends object>(object: T | null | undefined, method: keyof T & string, name: string): void {
    if (!object) return;
    const original = object[method] as unknown;
    if (typeof original !== 'function') return;
    (object as Record<string, unknown>)[method] = this.wrap(name, (original as (...a: unknown[]) => unknown).bind(object));
  }

  measure<R>(name: string, fn: () => Promise<R> | R): Promise<R> | R {
    const frame = { name, childMs: 0 };
    this.open.push(frame);
    const start = process.cpuUsage();
    const close = () => {
      const used = process.cpuUsage(start);
      const ms = (used.user + used.system) / 1000;
      const i = this.open.lastIndexOf(frame);
      if (i >= 0) this.open.splice(i, 1);
      const parent = this.open[this.open.length - 1];
      if (parent) parent.childMs += ms;
      const t = this.totals.get(name) ?? { cpuMs: 0, calls: 0 };
      t.cpuMs += ms - frame.childMs;
      t.calls += 1;
      this.totals.set(name, t);
    };
    let result: Promise<R> | R;
    try {
      result = fn();
    } catch (error) {
      close();
      throw error;
    }
    if (result instanceof Promise) return result.finally(close);
    close();
    return result;
  }

  reset(): void {
    this.totals.clear();
  }

  /** Stages with their CPU ms per operation (`operations` = how many were measured), largest first. */
  perOperation(operations: number): Array<{ stage: string; cpuMs: number; calls: number }> {
    return [...this.totals].map(([stage, t]) => ({ stage, cpuMs: t.cpuMs / operations, calls: t.calls / operations }))
      .sort((a, b) => b.cpuMs - a.cpuMs);
  }
}
