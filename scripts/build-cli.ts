/**
 * Builds the `memplat` command's bundle (bin/cli-bundle.mjs describes it) when a source is newer
 * than it, and prints its path. `npm install` builds it (postinstall) and bin/memplat.mjs rebuilds
 * it on start when stale; this is the same for scripts that want it built ahead.
 * Usage: `tsx scripts/build-cli.ts`.
 */
import { fileURLToPath } from 'node:url';
import { ensureCliBundle } from '../bin/cli-bundle.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await ensureCliBundle());
}
