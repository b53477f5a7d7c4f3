import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { fastTierFiles } from './src/testing/fast-tier.js';
import { testTime } from './src/testing/time-budget.js';

// The fast tier (`npm run test:fast`): every unit test file that needs no server, database,
// child process or real timer (src/testing/fast-tier.json, written by `npm run test:tiers`).
// The guard fails a test here that starts a server or a child process or waits on real time.
export default defineConfig({
  test: {
    include: fastTierFiles(path.dirname(fileURLToPath(import.meta.url))),
    exclude: ['node_modules/**'],
    setupFiles: ['src/testing/fast-tier-guard.ts'],
    pool: 'threads',
    isolate: false,
    testTimeout: testTime(20_000),
  },
});
