/**
 * Vitest global setup of the web journeys: once per run, the bundled `memplat` command and the
 * migrated store image (every server starts from them), one Chromium as a browser server, and
 * the shared server with its protected initial administrator. Test files get them through
 * `inject('webRun')` (support/suite.ts); everything is stopped when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { CLI_BUNDLE_ENV, ensureCliBundle } from '../../../src/testing/cli-bundle.js';
import { ensureStoreImage, storeImagesEnabled } from '../../../src/testing/store-image.js';
import { launchChromiumServer } from './browser.js';
import { startWebServer, type OwnedWebServer } from './server.js';
import './shared-run.js';

/**
 * The shared server serves every file's dynamic client registrations: the per-address limit
 * (5 a minute) would make one file's registrations fail after another's, so loopback is exempt
 * here. No journey checks that limit (the contract tests do, on servers of their own).
 */
const SHARED_ENV = { OAUTH_DCR_RATE_LIMIT_EXEMPT_CIDRS: '127.0.0.1/32,::1/128' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromium = launchChromiumServer();
  let server: OwnedWebServer | undefined;
  try {
    process.env[CLI_BUNDLE_ENV] = await ensureCliBundle();
    if (storeImagesEnabled()) await ensureStoreImage();
    server = await startWebServer(SHARED_ENV);
    const initialAdmin = await server.createAdmin('root');
    project.provide('webRun', { url: server.url, dataDir: server.dataDir, initialAdmin, wsEndpoint: (await chromium).wsEndpoint() });
  } catch (error) {
    await (await chromium.catch(() => undefined))?.close();
    await server?.stop();
    throw error;
  }
  return async () => {
    await (await chromium).close();
    await server!.stop();
  };
}
