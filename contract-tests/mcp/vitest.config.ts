import { defineConfig } from 'vitest/config';
import { testTime } from '../../src/testing/time-budget.js';

// MCP client-tool checks: the MCP Inspector CLI and the MCP conformance suite against a real
// server. Slow (they spawn Node 24 tools and start servers), so outside the unit pass:
//   npx vitest run --config contract-tests/mcp/vitest.config.ts
export default defineConfig({
  test: {
    include: ['contract-tests/mcp/*.test.ts'],
    // The migrated store the servers' DATA_DIRs start from (support/server-process.ts makeDataDir).
    globalSetup: ['src/testing/store-image-setup.ts'],
    testTimeout: testTime(300_000),
    hookTimeout: testTime(180_000),
    pool: 'forks',
    fileParallelism: false,
  },
});
