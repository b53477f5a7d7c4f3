/**
 * CPU per write under concurrency, in process: `clients` writers each storing new memories
 * through the memory service one after the other (as the bench's HTTP clients do, without
 * HTTP), so concurrent writes can share statements. Measures the node's CPU
 * (process.cpuUsage) and, on a PostgreSQL server on this machine, the server's (every
 * process of its postmaster, from /proc), each divided by the writes: the figure that says
 * whether 800 writes/s fit on the machine's CPUs. Wall-clock writes/s is printed too, but on
 * a shared machine only the CPU figures compare across runs. With STAGES_CPU_PROFILE=FILE the
 * phase's V8 CPU profile is written there (the Chrome DevTools format; bench/lib/cpu-profile.ts
 * summarises it).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { Knex } from 'knex';
import { syntheticMemory } from './sentences.js';

export interface ConcurrentWrites {
  clients: number;
  writes: number;
  nodeCpuMs: number;
  /** Null when the store is not a PostgreSQL server on this machine. */
  databaseCpuMs: number | null;
  /** The server's CPU ms per write by process kind (backends, autovacuum worker, walwriter...). */
  databaseByKind: Record<string, number>;
  writesPerSecond: number;
}

type Upsert = (input: { key: string; value: string; tags: string[]; importance: number }) => Promise<unknown>;

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU ms of one process (utime + stime), 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A server process's kind: its title without the client part ("autovacuum worker", "walwriter", "backend"). */
function processKind(pid: number): string {
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    if (/\(\d+\)/.test(title)) return 'backends (statements)';
    return title.replace(/^postgres: /, '').replace(/ .*$/, '') || 'postmaster';
  } catch {
    return 'ended';
  }
}

/** CPU ms of a postmaster and of every process it started (backends, WAL writer, autovacuum...), per kind. */
export function serverCpuMs(postmaster: number): Map<number, { kind: string; ms: number }> {
  const processes = new Map([[postmaster, { kind: 'postmaster', ms: processCpuMs(postmaster) }]]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) processes.set(Number(entry), { kind: processKind(Number(entry)), ms: processCpuMs(Number(entry)) });
    } catch {
      // the process ended meanwhile
    }
  }
  return processes;
}

/** CPU ms used between two samples, per kind (a process started meanwhile counts from zero). */
function usedByKind(before: Map<number, { kind: string; ms: number }>, after: Map<number, { kind: string; ms: number }>): Map<string, number> {
  const used = new Map<string, number>();
  for (const [pid, { kind, ms }] of after) used.set(kind, (used.get(kind) ?? 0) + ms - (before.get(pid)?.ms ?? 0));
  return used;
}

/** The postmaster of the server `knex` talks to, when it runs on this machine (else null). */
export async function localPostmaster(knex: Knex): Promise<number | null> {
  const result = await knex.raw('SELECT pg_backend_pid() AS pid');
  const backend = Number((result.rows[0] as { pid: number }).pid);
  try {
    const stat = fs.readFileSync(`/proc/${backend}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

export async function measureConcurrentWrites(
  upsert: Upsert, seed: number, firstIndex: number, writes: number, clients: number, postmaster: number | null,
): Promise<ConcurrentWrites> {
  let next = 0;
  const client = async () => {
    for (let i = next++; i < writes; i = next++) {
      const m = syntheticMemory(seed, firstIndex + i);
      await upsert({ key: m.key, value: m.value, tags: m.tags, importance: m.importance });
    }
  };
  const profileFile = process.env.STAGES_CPU_PROFILE;
  const profiler = profileFile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const databaseStart = postmaster === null ? new Map() : serverCpuMs(postmaster);
  const start = process.cpuUsage();
  const wallStart = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const wallMs = performance.now() - wallStart;
  const used = process.cpuUsage(start);
  if (profiler && profileFile) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(profileFile, JSON.stringify(profile));
    profiler.disconnect();
  }
  const byKind = postmaster === null ? new Map<string, number>() : usedByKind(databaseStart, serverCpuMs(postmaster));
  return {
    clients,
    writes,
    nodeCpuMs: (used.user + used.system) / 1000 / writes,
    databaseCpuMs: postmaster === null ? null : [...byKind.values()].reduce((a, b) => a + b, 0) / writes,
    databaseByKind: Object.fromEntries([...byKind].filter(([, ms]) => ms > 0).map(([kind, ms]) => [kind, ms / writes])),
    writesPerSecond: writes / (wallMs / 1000),
  };
}

export function concurrentWritesMarkdown(c: ConcurrentWrites): string {
  const total = c.nodeCpuMs + (c.databaseCpuMs ?? 0);
  return [
    `Concurrent writes (${c.clients} clients, ${c.writes} new memories, in process without HTTP):`, '',
    '| CPU ms per write: node | PostgreSQL server | together | writes/s (wall, shared machine) |',
    '| --- | --- | --- | --- |',
    `| ${c.nodeCpuMs.toFixed(3)} | ${c.databaseCpuMs === null ? '–' : c.databaseCpuMs.toFixed(3)} | ${total.toFixed(3)} | ${c.writesPerSecond.toFixed(0)} |`, '',
    ...(Object.keys(c.databaseByKind).length > 0
      ? [`The server's CPU ms per write by process: ${Object.entries(c.databaseByKind).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(3)}`).join(', ')}.`, '']
      : []),
  ].join('\n');
}
