import { defineConfig } from 'vitest/config';
import { testTime } from '../../src/testing/time-budget.js';

// The web app end to end in a real Chromium against a real server (one server and one
// browser per file). Slow and CPU-hungry, so outside the unit pass and one file at a time:
//   npx vitest run --config contract-tests/web/vitest.config.ts
export default defineConfig({
  test: {
    include: ['contract-tests/web/*.test.ts'],
    testTimeout: testTime(120_000),
    hookTimeout: testTime(180_000),
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
  },
});
