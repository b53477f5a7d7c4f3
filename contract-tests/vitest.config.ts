import { defineConfig } from 'vitest/config';
import { filesNeedingAbsentServices } from '../src/testing/service-tiers.js';

export default defineConfig({
  test: {
    include: ['contract-tests/*.test.ts'],
    exclude: ['node_modules/**', ...filesNeedingAbsentServices()],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
