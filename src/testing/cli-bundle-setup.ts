/**
 * Vitest global setup: builds the `memplat` bundle once, before any test file starts the command,
 * and names it in the environment the test workers inherit.
 */
import { CLI_BUNDLE_ENV, ensureCliBundle } from './cli-bundle.js';

export default async function setup(): Promise<void> {
  process.env[CLI_BUNDLE_ENV] = await ensureCliBundle();
}
