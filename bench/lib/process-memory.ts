/**
 * Resident memory of a process, read from /proc/<pid>/status (VmRSS) on Linux, and a
 * sampler that keeps the peak while a benchmark phase runs.
 */
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` in MiB, or null when the process is gone or /proc is unavailable. */
export function readRssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export class RssSampler {
  private timer?: NodeJS.Timeout;
  peakMiB: number | null = null;

  constructor(private readonly pid: number, private readonly intervalMs = 500) {}

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  sample(): number | null {
    const rss = readRssMiB(this.pid);
    if (rss !== null && (this.peakMiB === null || rss > this.peakMiB)) this.peakMiB = rss;
    return rss;
  }

  stop(): number | null {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.sample();
  }
}

/**
 * CPU time `pid` has used so far (user + system, all threads), in ms, from /proc/<pid>/stat;
 * null when unavailable. Server CPU per request is the figure that stays comparable when
 * other processes share the machine's cores (throughput then depends on what they take).
 */
export function readCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Waits until `pid` is (nearly) idle: under `busyShare` of one core over a `windowMs` window,
 * or `timeoutMs` passed. Requests a load generator gave up on at the end of a run (its
 * connections closed) are still being answered by the server; the next measurement waits for
 * them, or it would count their work and lose their time.
 */
export async function waitUntilIdle(pid: number, { windowMs = 250, busyShare = 0.15, timeoutMs = 60_000 } = {}): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const before = readCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = readCpuMs(pid);
    if (before === null || after === null || after - before <= busyShare * windowMs) return;
  }
}
