/**
 * Bundles the `memplat` command (src/cli/main.ts) into one ES module for the test suite, so the
 * tests that start `memplat` (the CLI and the stdio MCP server) as child processes load one file
 * instead of transforming the application's module graph through tsx in every process.
 *
 * - Packages stay external: they load from node_modules as they do under tsx.
 * - Every source file keeps its own `import.meta.url` (rewritten to the file's address), so code
 *   that reads files beside it (generated/, openapi/, the migrations, the web app) finds them.
 * - The knex migrations are bundled too (src/persistence/migrator.ts imports them by a template path).
 *
 * The bundle is rebuilt when any source file is newer than it; `npm start` keeps bin/memplat.mjs.
 * Usage: `tsx scripts/build-cli.ts` (prints the bundle's path); tests call ensureCliBundle().
 */
import { fileURLToPath } from 'node:url';
import { ensureCliBundle } from '../src/testing/cli-bundle.js';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await ensureCliBundle());
}
