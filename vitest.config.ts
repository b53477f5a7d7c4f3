import { defineConfig } from 'vitest/config';
import { fastTierFiles } from './src/testing/fast-tier.js';
import { filesNeedingAbsentServices } from './src/testing/service-tiers.js';
import { testTime } from './src/testing/time-budget.js';

// Root unit-test config. Contract tests have their own config (contract-tests/vitest.config.ts)
// because they start a real server and must not run in the fast unit pass. `npm test` runs the
// fast tier once on its own (threads, no isolation: seconds) and sets TEST_SKIP_FAST_TIER=1 here,
// so neither store's pass pays a forked, isolated worker per file for tests that touch no store.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'codegen/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: [
      'node_modules/**', 'contract-tests/**', 'data/**', ...filesNeedingAbsentServices(),
      ...(process.env.TEST_SKIP_FAST_TIER === '1' ? fastTierFiles() : []),
    ],
    pool: 'forks',
    testTimeout: testTime(60000),
    hookTimeout: testTime(120000),
  },
});
