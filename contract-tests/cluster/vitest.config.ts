import { defineConfig } from 'vitest/config';
import { testTime } from '../../src/testing/time-budget.js';

// The cluster tests: PostgreSQL, Redis, two server processes and HAProxy (scripts/cluster/),
// one cluster per file, files one after another (each cluster takes two processes' worth of CPU).
export default defineConfig({
  test: {
    include: ['contract-tests/cluster/*.test.ts'],
    testTimeout: testTime(90_000),
    hookTimeout: testTime(180_000),
    pool: 'forks',
    fileParallelism: false,
  },
});
