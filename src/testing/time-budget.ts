/**
 * Time limits of tests, scaled for the machine they run on. A limit is how long a step may take
 * before the test calls it stuck, never a measurement: on a loaded 2-core machine (the three lanes
 * of `npm test` side by side, or other work) a server start that takes 5 s alone takes 30 s, and
 * a fixed limit fails a test for the machine's sake. TEST_TIME_SCALE (default 1; scripts/test-all.sh
 * sets 4) multiplies every limit that goes through testTime(), the vitest configs' included.
 * Speed is measured by `npm run bench`, never by these limits.
 */
export function timeScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.TEST_TIME_SCALE ?? 1);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
}

/** `ms` scaled by TEST_TIME_SCALE: the limit for a step that takes well under `ms` on an idle machine. */
export function testTime(ms: number, env: NodeJS.ProcessEnv = process.env): number {
  return Math.round(ms * timeScale(env));
}

/**
 * A pause for something a test cannot observe (a server settling after a notification, an event
 * stored right after its answer), `ms` on an idle machine, scaled like every limit. Prefer a poll
 * (`expect.poll`) for anything observable, and fake timers for time itself.
 */
export function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, testTime(ms)));
}
