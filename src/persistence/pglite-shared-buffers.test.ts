/**
 * The embedded store's page cache (shared_buffers) follows PGLITE_SHARED_BUFFERS_MB: it lives in
 * PGlite's WebAssembly memory, which never shrinks, so its size is resident memory once filled.
 */
// store-tier: embedded only — a setting of the embedded store, on a PGlite of its own
import { describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, loadStorageConfig } from '../config/storage.js';
import { builtStoreImage, storeImageTarball } from '../testing/store-image.js';
import { openDatabase } from './db.js';

async function sharedBuffers(pgliteSharedBuffersMb: number): Promise<string> {
  // From the run's migrated image when one is built (shared_buffers is a start parameter, whatever
  // the data directory holds): initdb in the worker was nearly all of this file's CPU.
  const initialDataDir = builtStoreImage() ? await storeImageTarball() : undefined;
  const db = await openDatabase({ dataDir: '', poolMax: 1, pgliteSharedBuffersMb }, { inMemory: true, migrate: false, initialDataDir });
  try {
    const result = await db.knex.raw('SHOW shared_buffers');
    return (result.rows[0] as { shared_buffers: string }).shared_buffers;
  } finally {
    await db.close();
  }
}

describe('the embedded store', () => {
  it('runs with the shared_buffers the setting names', async () => {
    const config = loadStorageConfig({ PGLITE_SHARED_BUFFERS_MB: '16' });
    expect(config.pgliteSharedBuffersMb).toBe(16);
    expect(await sharedBuffers(config.pgliteSharedBuffersMb!)).toBe('16MB');
  });

  it('is configured with the default shared_buffers when the setting is unset', () => {
    expect(loadStorageConfig({}).pgliteSharedBuffersMb).toBe(DEFAULT_PGLITE_SHARED_BUFFERS_MB);
  });
});
