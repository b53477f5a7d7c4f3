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
