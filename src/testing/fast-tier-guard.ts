/**
 * Setup file of the fast tier (vitest.fast.config.ts): a test there that starts a server or a
 * child process fails at once, and one that waits on a real timer of LONG_WAIT_MS or more fails
 * when it ends, each with a message saying what to do. So the list scripts/test-tiers.ts writes
 * cannot quietly let a slow test in: what the bundle graph cannot see (a real wait), this sees.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { afterAll, afterEach, vi } from 'vitest';

/** A real wait this long or longer does not belong in the fast tier (use vi.useFakeTimers()). */
export const LONG_WAIT_MS = 500;
const MAX_TIMER_MS = 2 ** 31 - 1;

const advice = 'fast tier: this test %s. Make it not (fake timers, a stand-in in memory), or put the file in the full tier: '
  + 'a "// test-tier: full — why" line in it, then npm run test:tiers.';

function refuse(what: string): never {
  throw new Error(advice.replace('%s', what));
}

/** Real waits seen since the last test ended, kept on globalThis: workers may reuse the patches across files. */
const GUARD = Symbol.for('memplat.fastTierGuard');
type Guarded = typeof globalThis & { [GUARD]?: { longWaits: number[] } };
const guarded = globalThis as Guarded;

if (!guarded[GUARD]) {
  const state = { longWaits: [] as number[] };
  guarded[GUARD] = state;
  net.Server.prototype.listen = function refuseListen(): never {
    refuse('starts a server (listen)');
  };
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
    (childProcess as unknown as Record<string, unknown>)[name] = () => refuse(`starts a child process (${name})`);
  }
  syncBuiltinESMExports();
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    // Node fires a delay beyond 32 bits after 1 ms (with a TimeoutOverflowWarning): not a wait.
    if (typeof handler !== 'function' || !ms || ms < LONG_WAIT_MS || ms > MAX_TIMER_MS) return realSetTimeout(handler, ms, ...args);
    return realSetTimeout((...a: unknown[]) => {
      state.longWaits.push(ms);
      handler(...a);
    }, ms, ...args);
  }) as typeof setTimeout;
}
const longWaits = guarded[GUARD]!.longWaits;

afterEach(() => {
  if (longWaits.length === 0) return;
  const waited = longWaits.splice(0);
  refuse(`waited on a real timer (${waited.join(', ')} ms)`);
});

// Files share a worker's modules here (isolate: false, for speed): leave nothing behind for the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
