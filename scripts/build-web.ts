/**
 * Builds the web app (src/web) into node_modules/.cache/memplat/web.
 *
 *   tsx scripts/build-web.ts [--if-stale]
 *
 * Run by postinstall; the server also rebuilds a missing or stale build before listening.
 */
import { buildWebApp, isWebBuildCurrent } from '../src/http/web-assets.js';

if (process.argv.includes('--if-stale') && isWebBuildCurrent()) {
  console.log('web app: build is current');
} else {
  const started = Date.now();
  const result = await buildWebApp();
  console.log(`web app: ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB in ${Date.now() - started} ms → ${result.outDir}`);
}
