/**
 * Prepares a data directory (or PostgreSQL database) before the server starts: an API
 * key for the bearer-protected operations. PGlite admits one process, so this runs
 * before the server opens the store.
 */
import { loadConfig } from '../../src/config/index.js';
import { openDatabase } from '../../src/persistence/db.js';
import { ApiKeyService } from '../../src/domain/core/api-keys.js';
import { ContextService } from '../../src/domain/core/contexts.js';
import { createCoreServices } from '../../src/domain/core/module.js';
import { createAuthModule } from '../../src/domain/auth/module.js';
import { createLogger } from '../../src/logger.js';

export const ADMIN = { loginId: 'contract-admin', email: 'admin@example.com', password: 'quiet lanterns drift over 9 hills' };

export async function prepareStore(env: Record<string, string | undefined>, options: { admin?: boolean } = {}): Promise<{ apiKey: string }> {
  const config = loadConfig({ ...process.env, ...env });
  const db = await openDatabase(config.storage);
  try {
    const keys = new ApiKeyService(db.knex, new ContextService(db.knex));
    const { key } = await keys.create({ name: `contract-${Date.now()}` });
    if (options.admin) {
      const auth = createAuthModule(createCoreServices(config, db, createLogger('silent')));
      await auth.admin.create({ loginId: ADMIN.loginId, email: ADMIN.email, password: ADMIN.password });
      await auth.lifecycle.stop?.();
    }
    return { apiKey: key };
  } finally {
    await db.close();
  }
}

/** Signs in with the contract admin's password and returns the `svc_session` cookie pair. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id: ADMIN.loginId, password: ADMIN.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('svc_session='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}
