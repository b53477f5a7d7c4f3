/**
 * Loaded into the server under test with `node --expose-gc --import` by bench/memory.ts. Each
 * SIGUSR2 runs a full garbage collection (when gc is exposed) and writes the process's
 * `process.memoryUsage()` split (rss, heapTotal, heapUsed, external, arrayBuffers) as one JSON
 * line to `$BENCH_MEMORY_USAGE_FILE`, so the bench reads what is big from outside the process.
 */
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_USAGE_FILE;

if (file) {
  process.on('SIGUSR2', () => {
    if (typeof globalThis.gc === 'function') globalThis.gc();
    fs.appendFileSync(file, `${JSON.stringify(process.memoryUsage())}\n`);
  });
}
