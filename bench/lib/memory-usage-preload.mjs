/**
 * Loaded into the server under test with `node --expose-gc --import` by bench/memory.ts. Each
 * SIGUSR2 runs a full garbage collection (when gc is exposed) and writes the process's
 * `process.memoryUsage()` split (rss, heapTotal, heapUsed, external, arrayBuffers) and the size
 * of V8's new space (the young generation, part of heapTotal) as one JSON
 * line to `$BENCH_MEMORY_USAGE_FILE`, so the bench reads what is big from outside the process.
 */
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_USAGE_FILE;

if (file) {
  process.on('SIGUSR2', () => {
    if (typeof globalThis.gc === 'function') globalThis.gc();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
    fs.appendFileSync(file, `${JSON.stringify({ ...process.memoryUsage(), newSpace: spaces.new_space ?? 0 })}\n`);
  });
}
