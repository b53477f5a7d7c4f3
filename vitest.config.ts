import { defineConfig } from 'vitest/config';
import { fastTierFiles } from './src/testing/fast-tier.js';
import { ISOLATED_TEST_FILES } from './src/testing/isolated-tests.js';
import { filesNeedingAbsentServices } from './src/testing/service-tiers.js';
import { storeIndependentFiles } from './src/testing/store-tier.js';
import { testTime } from './src/testing/time-budget.js';

// Root unit-test config. Contract tests have their own config (contract-tests/vitest.config.ts)
// because they start a real server and must not run in the fast unit pass. `npm test` runs the
// fast tier once on its own (threads, no isolation: seconds) and sets TEST_SKIP_FAST_TIER=1 here,
// so neither store's pass pays a forked, isolated worker per file for tests that touch no store.
//
// Two projects: most files share their worker with the files before them (isolate: false), so
// the application's modules load once per worker rather than once per file (that loading was
// about half of a store lane's time); the few that change process-wide state
// (src/testing/isolated-tests.ts) get a fresh worker each. The global setup builds the bundled
// `memplat` command that the child-process tests start (src/testing/cli-bundle.ts) and the
// migrated store every test database and test server's DATA_DIR is copied from
// (src/testing/store-image.ts; on PostgreSQL a template database, src/testing/store-template.ts).
// TEST_STORE_TIER_ONLY=1 (the PostgreSQL lane) also leaves out the files outside the store tier
// (src/testing/store-tier.json: those whose import graph never reaches a store, and those above
// the ports whose store access the repository contract suites already check on both stores).
const isolatedFiles = Object.keys(ISOLATED_TEST_FILES);
const exclude = [
  'node_modules/**', 'contract-tests/**', 'data/**', ...filesNeedingAbsentServices(),
  ...(process.env.TEST_SKIP_FAST_TIER === '1' ? fastTierFiles() : []),
  ...(process.env.TEST_STORE_TIER_ONLY === '1' ? storeIndependentFiles() : []),
];

// The projects do not extend the root options: vitest merges arrays (include, exclude) when a
// project extends, which would hand every file to both projects.
const common = {
  exclude,
  pool: 'forks' as const,
  testTimeout: testTime(60000),
  hookTimeout: testTime(120000),
  globalSetup: ['src/testing/cli-bundle-setup.ts', 'src/testing/store-image-setup.ts'],
};
const include = ['src/**/*.test.ts', 'codegen/**/*.test.ts', 'bench/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      // vitest hands a non-isolated project's files to one worker at once only when they form a
      // group of their own (and one worker runs the lane: maxWorkers 1 on 2 CPUs), so the isolated
      // files run after them, as a second group.
      { test: { ...common, name: 'shared-worker', include, exclude: [...exclude, ...isolatedFiles], isolate: false, sequence: { groupOrder: 0 } } },
      { test: { ...common, name: 'own-worker', include: isolatedFiles, sequence: { groupOrder: 1 } } },
    ],
  },
});
