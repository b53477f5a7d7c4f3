/**
 * Where a server's resident memory is, at the moment the bench reads its RSS: asked of the
 * process through bench/lib/memory-breakdown-preload.mjs (SIGUSR2, no garbage collection) and
 * summed here. V8's figures come from V8 (physical size per heap space), WebAssembly memories
 * are the anonymous mappings whose size is one memory's byte length (the accessible part of
 * V8's reservation), the rest from /proc/self/smaps: the malloc heap ([heap]), mapped files
 * (node itself, shared libraries) and every other anonymous mapping.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** One line of the preload's file. */
export interface RawBreakdown {
  usage: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  /** Physical bytes per V8 heap space (old_space, new_space, large_object_space, …). */
  heapSpaces: Record<string, number>;
  v8Malloced: number;
  /** Byte length of each live WebAssembly memory. */
  wasmMemories: number[];
  /** [size, resident bytes, name] per mapping with resident pages; name '' when anonymous. */
  mappings: [number, number, string][];
}

/** MiB resident in each part. */
export interface MemoryBreakdown {
  rss: number;
  v8: { physical: number; old: number; young: number; largeObjects: number; codeAndTrusted: number; used: number };
  /** Each WebAssembly memory, largest first: its size and what of it is resident. */
  wasm: { size: number; resident: number }[];
  arrayBuffers: number;
  /** Anonymous memory neither V8's heap nor a WebAssembly memory: ArrayBuffer stores, native allocations. */
  otherAnonymous: number;
  mallocHeap: number;
  files: number;
  /** [stack], [vdso] and other named kernel mappings. */
  other: number;
}

const MIB = 1024 * 1024;

export function summarizeBreakdown(raw: RawBreakdown): MemoryBreakdown {
  const spaces = raw.heapSpaces;
  const space = (name: string) => spaces[name] ?? 0;
  const v8Physical = Object.values(spaces).reduce((a, b) => a + b, 0);
  const unmatched = [...raw.wasmMemories];
  const wasm: { size: number; resident: number }[] = [];
  let anonymous = 0, mallocHeap = 0, files = 0, other = 0, rss = 0;
  for (const [size, resident, name] of raw.mappings) {
    rss += resident;
    if (name === '') {
      const at = unmatched.indexOf(size);
      if (at >= 0) {
        unmatched.splice(at, 1);
        wasm.push({ size: size / MIB, resident: resident / MIB });
      } else anonymous += resident;
    } else if (name === '[heap]') mallocHeap += resident;
    else if (name.startsWith('[')) other += resident;
    else files += resident;
  }
  wasm.sort((a, b) => b.resident - a.resident);
  return {
    rss: rss / MIB,
    v8: {
      physical: v8Physical / MIB,
      old: space('old_space') / MIB,
      young: (space('new_space') + space('new_large_object_space')) / MIB,
      largeObjects: space('large_object_space') / MIB,
      codeAndTrusted: (space('code_space') + space('code_large_object_space') + space('trusted_space') + space('trusted_large_object_space')) / MIB,
      used: raw.usage.heapUsed / MIB,
    },
    wasm,
    arrayBuffers: raw.usage.arrayBuffers / MIB,
    otherAnonymous: Math.max(0, anonymous - v8Physical) / MIB,
    mallocHeap: mallocHeap / MIB,
    files: files / MIB,
    other: other / MIB,
  };
}

const r = (n: number) => Math.round(n).toLocaleString('en-US');

/** One sentence for the report's notes; `afterGc` when the process collected its garbage just before. */
export function breakdownSentence(b: MemoryBreakdown, afterGc = false): string {
  const wasm = b.wasm.length === 0
    ? 'no WebAssembly memory'
    : `WebAssembly memories ${b.wasm.map((w) => `${r(w.resident)} of ${r(w.size)}`).join(', ')} resident (largest first; on the embedded store PGlite's)`;
  return `memory at the end (RSS ${r(b.rss)} MiB, ${afterGc ? 'after a full GC' : 'no GC before'}): V8 heap ${r(b.v8.physical)} (${r(b.v8.used)} used; old space ${r(b.v8.old)}, young ${r(b.v8.young)}, large objects ${r(b.v8.largeObjects)}, code ${r(b.v8.codeAndTrusted)}), ` +
    `${wasm}, other anonymous memory ${r(b.otherAnonymous)} (ArrayBuffers ${r(b.arrayBuffers)}: word vectors, typed postings, buffers), malloc heap ${r(b.mallocHeap)}, mapped files ${r(b.files)}, other ${r(b.other)} MiB`;
}

/** Asks the server for its breakdown (SIGUSR2 to the preload) and reads the line it appends; null if it does not answer. */
export async function readBreakdown(pid: number, file: string, timeoutMs = 10_000): Promise<MemoryBreakdown | null> {
  const lines = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  const before = lines().length;
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return null;
  }
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    await sleep(100);
    const now = lines();
    if (now.length > before) return summarizeBreakdown(JSON.parse(now[now.length - 1]!) as RawBreakdown);
  }
  return null;
}
