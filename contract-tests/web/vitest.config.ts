import { defineConfig } from 'vitest/config';
import { testTime } from '../../src/testing/time-budget.js';

// The web app end to end in a real Chromium against real servers. Slow and CPU-hungry, so
// outside the unit pass and one file at a time:
//   npx vitest run --config contract-tests/web/vitest.config.ts
// The global setup starts one Chromium and one shared server for the whole run; the files run
// one after another in one worker (isolate: false: playwright and the support modules load
// once). What a file may share and what it keeps to itself: contract-tests/web/README.md.
export default defineConfig({
  test: {
    include: ['contract-tests/web/*.test.ts'],
    // First the migrated store the servers' DATA_DIRs start from (support/server-process.ts makeDataDir).
    globalSetup: ['src/testing/store-image-setup.ts', 'contract-tests/web/support/global-setup.ts'],
    testTimeout: testTime(120_000),
    // expect.poll's own default (1 s) is a wait for the page, not a limit that says "stuck": on a
    // loaded machine a page's answer takes longer, so polls without a timeout get a scaled one.
    expect: { poll: { timeout: testTime(10_000) } },
    hookTimeout: testTime(180_000),
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
