/**
 * Bounds how far V8 lets the old generation of a long-running `memplat` process (serve, mcp)
 * grow past what its last full collection kept alive: to 1.5 times (--heap-growing-percent=50).
 * V8 otherwise picks the factor from its collection and allocation speeds, up to 4 where the
 * heap may grow to gigabytes. Under 32 concurrent recalls at 10k memories the embedded node kept
 * 150-190 MiB alive while its heap held 300-380 MiB of resident pages when the load ended, pages
 * that stay resident once touched; with the bound the heap ends near 235 (bench/results/
 * memory-2026-11-29.md, which also gives the CPU per recall it costs). V8 reads the factor at
 * each full collection, so setting it before the server starts is enough (no re-execution). A
 * --heap-growing-percent given in the node command is kept (NODE_OPTIONS may not carry it).
 */
import v8 from 'node:v8';
import { isLongRunning, v8FlagGiven } from './v8-flag-given.mjs';

const FLAG = '--heap-growing-percent';
export const HEAP_GROWING_PERCENT = 50;

/** The V8 flag this process should get: none for short commands or when one was given. */
export function heapGrowthFlags() {
  if (!isLongRunning() || v8FlagGiven(FLAG)) return [];
  return [`${FLAG}=${HEAP_GROWING_PERCENT}`];
}

export function boundHeapGrowth() {
  for (const flag of heapGrowthFlags()) v8.setFlagsFromString(flag);
}
