/**
 * The prebuilt bundle of the `memplat` command (bin/cli-bundle.mjs, the same file `npm start` runs)
 * for tests that start it as a child process (the CLI tests, the stdio MCP server). Under tsx every
 * such process would transform and load the application's module graph again (3-5 s on a loaded
 * 2-core machine); the bundle is one file that Node loads in well under a second. Built once per
 * test run (the root vitest config's global setup) and again only when a source file is newer.
 */
export { CLI_BUNDLE, ensureCliBundle } from '../../bin/cli-bundle.mjs';
/** Set by the global setup to the bundle's path; the tests' `memplat` (src/testing/mcp/cli.ts) runs it when set. */
export const CLI_BUNDLE_ENV = 'MEMPLAT_TEST_CLI_BUNDLE';
