/**
 * Vitest global setup: builds the run's migrated store once, before any test file opens a
 * store (src/testing/store-image.ts; on PostgreSQL the template of src/testing/store-template.ts),
 * so the test files copy it rather than race to build it.
 */
import { storeImagesEnabled, ensureStoreImage } from './store-image.js';
import { ensureStoreTemplate } from './store-template.js';
import { testPgvectorMode } from './test-database.js';

export default async function setup(): Promise<void> {
  if (!storeImagesEnabled()) return;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await ensureStoreTemplate(adminUrl, testPgvectorMode);
  else await ensureStoreImage();
}
