/**
 * Prepares a data directory (or PostgreSQL database) before the server starts: an API
 * key for the bearer-protected operations. PGlite admits one process, so this runs
 * before the server opens the store.
 */
import { loadConfig } from '../../src/config/index.js';
import { openDatabase } from '../../src/persistence/db.js';
import { apiKeyServiceOn, coreServicesOn } from '../../src/testing/core-services.js';
import { createAuthModule } from '../../src/domain/auth/module.js';
import { smtpTransport } from '../../src/adapters/mail/smtp-transport.js';
import { createAuthStores } from '../../src/persistence/stores/auth-stores.js';
import { createLogger } from '../../src/logger.js';
import { SignupInvitesRepository } from '../../src/persistence/repositories/signup-invites-repository.js';

export const ADMIN = { loginId: 'contract-admin', email: 'admin@example.com', password: 'quiet lanterns drift over 9 hills' };
/** An ordinary account (role `user`): administrator-only operations refuse it. */
export const MEMBER = { loginId: 'contract-member', email: 'member@example.com', password: 'amber kettles hum beside 7 docks' };
/** A closed-beta invitation the contract cases revoke. */
export const CONTRACT_INVITATION_ID = '00000000-0000-4000-8000-0000000000a1';

export async function prepareStore(env: Record<string, string | undefined>, options: { admin?: boolean } = {}): Promise<{ apiKey: string }> {
  const config = loadConfig({ ...process.env, ...env });
  const db = await openDatabase(config.storage);
  try {
    const keys = apiKeyServiceOn(db);
    const { key } = await keys.create({ name: `contract-${Date.now()}` });
    if (options.admin) {
      const auth = createAuthModule(coreServicesOn(config, db, createLogger('silent')), createAuthStores(db), smtpTransport(config.mail));
      await auth.admin.create({ loginId: ADMIN.loginId, email: ADMIN.email, password: ADMIN.password });
      const member = await auth.admin.create({ loginId: MEMBER.loginId, email: MEMBER.email, password: MEMBER.password });
      await db.knex('accounts').where({ id: member.id }).update({ role: 'user', is_local_cli: false });
      const now = new Date();
      await new SignupInvitesRepository(db.knex).insert({ id: CONTRACT_INVITATION_ID, tokenHash: 'contract-invitation', email: null, note: 'contract', createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000), createdByAccountId: null });
      await auth.lifecycle.stop?.();
    }
    return { apiKey: key };
  } finally {
    await db.close();
  }
}

/** Signs in with a contract account's password (the admin by default) and returns the `svc_session` cookie pair. */
export async function signIn(baseUrl: string, who: { loginId: string; password: string } = ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id: who.loginId, password: who.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('svc_session='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}
