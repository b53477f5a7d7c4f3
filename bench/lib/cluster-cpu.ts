/**
 * Whose CPU a load through the cluster used: every process on the machine that serves it (the
 * nodes, PostgreSQL's postmaster and its children, Redis, HAProxy) and the load generator
 * itself, sampled before and after, so the per-request figures add up to what the 2 cores
 * gave. Requests answered per node come from the X-Served-By header HAProxy sets.
 */
import { readFileSync } from 'node:fs';
import { serverCpuMs } from './concurrent-writes.js';
import { readCpuMs } from './process-memory.js';

export interface CpuParticipants {
  /** Node name → pid. */
  nodes: Record<string, number>;
  /** Other processes by label (HAProxy, Redis) → pid. */
  others: Record<string, number>;
  /** PostgreSQL's postmaster when it runs on this machine (its children are counted with it). */
  postmaster: number | null;
}

export type CpuSample = Record<string, number>;

const LOAD_GENERATOR = 'load generator (this process)';
export const POSTGRES_BACKENDS = 'PostgreSQL backends (statements)';
export const POSTGRES_OTHER = 'PostgreSQL other (autovacuum, WAL, checkpoints…)';
export const POSTGRES_ENDED = 'PostgreSQL processes that ended (parallel workers, closed sessions)';

/**
 * CPU ms of the children `pid` has reaped (cutime + cstime of /proc/<pid>/stat): a parallel
 * worker or a session that ended between two samples is no longer among the live children.
 */
export function reapedChildrenCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10; // clock ticks, 100 per second
  } catch {
    return 0;
  }
}

/** CPU ms PostgreSQL has used so far: the postmaster, its live children and those it reaped. */
export function postgresCpuMs(postmaster: number): number {
  return [...serverCpuMs(postmaster).values()].reduce((a, p) => a + p.ms, 0) + reapedChildrenCpuMs(postmaster);
}

/** CPU ms used so far by each participant (nodes under `node <name>`). */
export function sampleCpu(p: CpuParticipants): CpuSample {
  const sample: CpuSample = {};
  for (const [name, pid] of Object.entries(p.nodes)) sample[`node ${name}`] = readCpuMs(pid) ?? 0;
  for (const [label, pid] of Object.entries(p.others)) sample[label] = readCpuMs(pid) ?? 0;
  if (p.postmaster !== null) {
    sample[POSTGRES_BACKENDS] = 0;
    sample[POSTGRES_OTHER] = 0;
    sample[POSTGRES_ENDED] = reapedChildrenCpuMs(p.postmaster);
    for (const { kind, ms } of serverCpuMs(p.postmaster).values()) sample[kind === 'backends (statements)' ? POSTGRES_BACKENDS : POSTGRES_OTHER] += ms;
  }
  const own = process.cpuUsage();
  sample[LOAD_GENERATOR] = (own.user + own.system) / 1000;
  return sample;
}

/** Waits until the machine's serving processes together use under `cores` of CPU over a 500 ms window (what an earlier load left is done), or `timeoutMs` passed. */
export async function waitUntilQuiet(p: CpuParticipants, cores = 0.3, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  const busy = (sample: CpuSample) => Object.entries(sample).reduce((a, [label, ms]) => (label === LOAD_GENERATOR ? a : a + ms), 0);
  while (Date.now() - started < timeoutMs) {
    const before = busy(sampleCpu(p));
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (busy(sampleCpu(p)) - before < cores * 500) return;
  }
}

/** CPU ms per request of each participant between two samples (a participant that ended counts 0). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [label, ms] of Object.entries(after)) out[label] = requests > 0 ? Math.max(0, ms - (before[label] ?? 0)) / requests : 0;
  return out;
}

/** Counts answers per node from X-Served-By (autocannon's onResponse headers). */
export class ServedBy {
  readonly counts: Record<string, number> = {};

  see(headers: Record<string, string | string[]> | undefined): void {
    const name = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === 'x-served-by'); // HAProxy may send it lower-case
    const value = name ? headers![name] : undefined;
    const node = Array.isArray(value) ? value[0] : value;
    this.counts[node ?? 'unknown'] = (this.counts[node ?? 'unknown'] ?? 0) + 1;
  }
}

/**
 * Samples which nodes HAProxy counts as up every half second while a load runs: a node whose
 * health checks time out under load is taken out, and the answers split unevenly.
 */
export class NodesDown {
  private samples = 0;
  private readonly down: Record<string, number>;
  private stopped = false;
  private readonly loop: Promise<void>;

  constructor(names: string[], upNodes: () => Promise<string[]>, intervalMs = 500) {
    const down: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
    this.down = down;
    this.loop = (async () => {
      while (!this.stopped) {
        const up = await upNodes().catch(() => null);
        if (up) {
          this.samples++;
          for (const name of names) if (!up.includes(name)) down[name]!++;
        }
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    })();
  }

  stop(): void {
    this.stopped = true;
  }

  async result(): Promise<{ samples: number; down: Record<string, number> }> {
    this.stop();
    await this.loop;
    return { samples: this.samples, down: { ...this.down } };
  }
}
