/**
 * Scratch stores and servers for tests: a temporary DATA_DIR plus, when TEST_DATABASE_URL
 * is set, a fresh PostgreSQL database, so every suite runs unchanged on both stores. The
 * store starts migrated (a copy of the run's migrated image or template, see
 * src/testing/test-database.ts) unless `{ empty: true }`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.js';
import { createLogger } from '../logger.js';
import { createTestDatabaseUrl, testBackend, testStoreEnv, type TestStoreOptions } from './test-database.js';
import { copyStoreImage, storeImagesEnabled } from './store-image.js';
import { startServer, type RunningServer } from '../server.js';

export interface ScratchStore {
  dataDir: string;
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for a server or CLI on this store. */
  env: Record<string, string>;
  /** Drops the database and removes the data directory. */
  remove(): Promise<void>;
}

export async function createScratchStore(prefix: string, options: TestStoreOptions = {}): Promise<ScratchStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await createTestDatabaseUrl(options);
  if (testBackend === 'pglite' && !options.empty && storeImagesEnabled()) await copyStoreImage(dataDir);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...testStoreEnv(), ...(database.url ? { DATABASE_URL: database.url } : {}) },
    async remove() {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  running: RunningServer;
  store: ScratchStore;
  /** The whole environment the server was configured from. */
  env: Record<string, string>;
  /** Stops the server, then removes its store. */
  close(): Promise<void>;
}

/** A real server on a free loopback port, silent logs, on a scratch store. */
export async function startTestServer(prefix: string, env: Record<string, string> = {}): Promise<TestServer> {
  const store = await createScratchStore(prefix);
  const fullEnv = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...store.env, ...env };
  try {
    const running = await startServer(loadConfig(fullEnv), createLogger('silent'));
    return {
      running,
      store,
      env: fullEnv,
      async close() {
        await running.close();
        await store.remove();
      },
    };
  } catch (error) {
    await store.remove();
    throw error;
  }
}
