/** Helpers shared by the administration tests. */
import { expect } from 'vitest';
import type { AuthTestServer, Browser } from './auth-test-server.js';

let counter = 0;

/**
 * A fresh account signed in on a new browser: an administrator, or (role `user`) an
 * ordinary account with a password, as a provider sign-up that later set one would be.
 */
export async function signedIn(server: AuthTestServer, role: 'admin' | 'user', label: string = role): Promise<{ id: string; loginId: string; email: string; browser: Browser }> {
  counter++;
  const loginId = `${label}-${counter}-${Date.now().toString(36)}`;
  const email = `${loginId}@example.com`;
  const id = await server.createAdmin(loginId, email);
  if (role !== 'admin') await server.services.db.knex('accounts').where({ id }).update({ role, is_local_cli: false });
  const browser = server.browser();
  const res = await browser.login(loginId);
  expect(res.status).toBe(200);
  return { id, loginId, email, browser };
}
