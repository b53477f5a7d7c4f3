/**
 * The in-process recall benches on a filled store (bench/pg-recall-wall.ts,
 * bench/pg-recall-ef-search.ts): their command-line values, and the store opened with the
 * services and the bench key's namespace, embeddings ready.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logger.js';
import { openDatabase } from '../../src/persistence/db.js';
import { createServices } from '../../src/services.js';
import type { StoreLocation } from './store-setup.js';

/** The value after `name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

/** Opens the store of `--dir` (its bench-api-key) on `--database-url`. */
export async function openRecallBench() {
  const dir = path.resolve(arg('--dir', ''));
  const key = fs.readFileSync(path.join(dir, 'bench-api-key'), 'utf8');
  return openBenchStore({ dataDir: path.join(dir, 'data'), databaseUrl: arg('--database-url', '') }, key);
}

/** A bench store opened with the services and the bench key's namespace, embeddings ready; `close` stops both. */
export async function openBenchStore(location: StoreLocation, apiKey: string) {
  const config = loadConfig({ ...process.env, DATA_DIR: location.dataDir, DATABASE_URL: location.databaseUrl ?? '', LOG_LEVEL: 'warn', PORT: '0' });
  const db = await openDatabase(config.storage);
  const services = createServices(config, db, createLogger('warn', 2));
  const close = async () => {
    await services.stop();
    await db.close();
  };
  try {
    const principal = await services.apiKeys.verify(apiKey);
    if (!principal || principal.kind !== 'apiKey') throw new Error('bench API key not found in the store');
    const ns = { principal, contextId: principal.contextId, userId: principal.userId, agentName: 'global' };
    const memory = services.memory.memories;
    await memory.embeddings.ready();
    return { db, services, ns, memory, close };
  } catch (error) {
    await close();
    throw error;
  }
}
