import { defineConfig } from 'vitest/config';
import { filesNeedingAbsentServices } from '../src/testing/service-tiers.js';
import { testTime } from '../src/testing/time-budget.js';

export default defineConfig({
  test: {
    include: ['contract-tests/*.test.ts'],
    // The migrated store every server's DATA_DIR (or database) starts from (support/server-process.ts makeDataDir).
    globalSetup: ['src/testing/store-image-setup.ts'],
    exclude: ['node_modules/**', ...filesNeedingAbsentServices()],
    testTimeout: testTime(60_000),
    hookTimeout: testTime(120_000),
    pool: 'forks',
    fileParallelism: false,
  },
});
