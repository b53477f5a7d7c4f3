import { defineConfig } from 'vitest/config';
import { filesNeedingAbsentServices } from './src/testing/service-tiers.js';
import { testTime } from './src/testing/time-budget.js';

// Root unit-test config. Contract tests have their own config (contract-tests/vitest.config.ts)
// because they start a real server and must not run in the fast unit pass.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'codegen/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['node_modules/**', 'contract-tests/**', 'data/**', ...filesNeedingAbsentServices()],
    pool: 'forks',
    testTimeout: testTime(60000),
    hookTimeout: testTime(120000),
  },
});
