/** Helpers shared by the account management tests (A3). */
import { expect } from 'vitest';
import type { AuthTestServer, Browser } from './auth-test-server.js';

let counter = 0;

/** A fresh admin account (not the initial one when `server.createAdmin` ran before) signed in on a new browser. */
export async function signedInUser(server: AuthTestServer, label = 'user'): Promise<{ id: string; loginId: string; email: string; browser: Browser }> {
  counter++;
  const loginId = `${label}-${counter}-${Date.now().toString(36)}`;
  const email = `${loginId}@example.com`;
  const id = await server.createAdmin(loginId, email);
  const browser = server.browser();
  const res = await browser.login(loginId);
  expect(res.status).toBe(200);
  return { id, loginId, email, browser };
}

/** Mail rows of one recipient and kind (outbox mode), after the background work finished. */
export async function mailsTo(server: AuthTestServer, to: string, kind?: string) {
  await server.services.auth.background.drain();
  const q = server.services.db.knex('mail_outbox').where({ recipient: to });
  if (kind) q.andWhere({ kind });
  return q.orderBy('created_at');
}

/** Makes the account provider-only: no password, one idp_b identity. */
export async function makeProviderOnly(server: AuthTestServer, accountId: string, subject = `sub-${accountId.slice(0, 8)}`): Promise<void> {
  const knex = server.services.db.knex;
  await knex('accounts').where({ id: accountId }).update({ password_hash: null, is_local_cli: false }); // as a provider sign-up makes it
  await server.services.auth.identities.linkIdentity({ accountId, provider: 'idp_b', subject, email: null, now: new Date() });
}
