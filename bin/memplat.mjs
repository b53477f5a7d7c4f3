#!/usr/bin/env node
// Entry point of the `memplat` command, the same under `npm start` (pinned Node 24) and when an
// MCP client starts this file directly with the system Node (20+). It runs the prebuilt bundle
// (bin/cli-bundle.mjs: built at install, rebuilt here first when a source is newer), so a node
// does not compile TypeScript at start. Where the bundle cannot be built (no esbuild, a read-only
// checkout), it loads the sources through tsx (bin/memplat-sources.mjs). Nothing here writes to stdout: under
// `memplat mcp` stdout is the protocol.
import { pathToFileURL } from 'node:url';
import { ensureCliBundle } from './cli-bundle.mjs';
import { boundHeapGrowth } from './heap-growth.mjs';
import { boundYoungGeneration } from './young-generation.mjs';

boundYoungGeneration();
boundHeapGrowth();

let bundle;
try {
  bundle = await ensureCliBundle();
} catch (error) {
  process.stderr.write(`memplat: running the TypeScript sources through tsx (the bundle could not be built: ${error instanceof Error ? error.message : String(error)})\n`);
}
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  await import('./memplat-sources.mjs');
}
