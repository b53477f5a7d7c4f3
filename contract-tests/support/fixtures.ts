/**
 * Prepares a data directory (or PostgreSQL database) before the server starts: an API
 * key for the bearer-protected operations. PGlite admits one process, so this runs
 * before the server opens the store.
 */
import { loadConfig } from '../../src/config/index.js';
import { openDatabase } from '../../src/persistence/db.js';
import { ApiKeyService } from '../../src/domain/core/api-keys.js';
import { ContextService } from '../../src/domain/core/contexts.js';

export async function prepareStore(env: Record<string, string | undefined>): Promise<{ apiKey: string }> {
  const config = loadConfig({ ...process.env, ...env });
  const db = await openDatabase(config.storage);
  try {
    const keys = new ApiKeyService(db.knex, new ContextService(db.knex));
    const { key } = await keys.create({ name: `contract-${Date.now()}` });
    return { apiKey: key };
  } finally {
    await db.close();
  }
}
