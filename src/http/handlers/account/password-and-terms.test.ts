/** Password self-service and terms acceptance over HTTP (A3 rules 7, 10 to 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { mailsTo, makeProviderOnly, signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

const NEW_PASSWORD = 'copper-Lantern-meadow-77';
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer({ TERMS_VERSION: '2026-01', PASSWORD_SETUP_REQUEST_LIMIT: '2' });
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

describe('password change', () => {
  it('checks the current password and the policy, keeps this session and ends the others', async () => {
    const user = await signedInUser(server);
    const other = server.browser();
    expect((await other.login(user.loginId)).status).toBe(200);
    const wrong = await user.browser.post('/api/v1/me/password/change', { current_password: 'not-my-password-1', new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(403);
    const weak = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: 'short' });
    expect(weak.status).toBe(422);
    const ok = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect(ok.status).toBe(204);
    expect((await user.browser.get('/api/v1/auth/me')).status).toBe(200);
    expect((await other.get('/api/v1/auth/me')).status).toBe(401);
    expect((await server.browser().login(user.loginId, NEW_PASSWORD)).status).toBe(200);
    expect(await mailsTo(server, user.email, 'PASSWORD_CHANGED')).toHaveLength(1);
  });

  it('is 409 without a password', async () => {
    const user = await signedInUser(server);
    await makeProviderOnly(server, user.id);
    const res = await user.browser.post('/api/v1/me/password/change', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect([res.status, res.json.code]).toEqual([409, 'ACCOUNT-042']);
  });
});

describe('password removal', () => {
  it('needs the right password and a linked provider; then password sign-in stops working', async () => {
    const user = await signedInUser(server);
    const other = server.browser();
    await other.login(user.loginId);
    const noProvider = await user.browser.request('DELETE', '/api/v1/me/password', { json: { current_password: STRONG_PASSWORD } });
    expect([noProvider.status, noProvider.json.code]).toEqual([409, 'ACCOUNT-043']);
    await server.services.auth.identities.linkIdentity({ accountId: user.id, provider: 'idp_b', subject: `s-${user.id}`, email: null, now: new Date() });
    const wrong = await user.browser.request('DELETE', '/api/v1/me/password', { json: { current_password: 'not-my-password-1' } });
    expect(wrong.status).toBe(403);
    const ok = await user.browser.request('DELETE', '/api/v1/me/password', { json: { current_password: STRONG_PASSWORD } });
    expect(ok.status).toBe(204);
    expect((await other.get('/api/v1/auth/me')).status).toBe(401);
    expect((await user.browser.get('/api/v1/auth/me')).status).toBe(200);
    expect((await server.browser().login(user.loginId)).status).toBe(401);
    expect(await mailsTo(server, user.email, 'PASSWORD_REMOVED')).toHaveLength(1);
    const again = await user.browser.request('DELETE', '/api/v1/me/password', { json: { current_password: STRONG_PASSWORD } });
    expect(again.status).toBe(409);
  });
});

describe('password set-up request', () => {
  it('is 409 with a password, 400 for the local CLI account, emails a link, then 429', async () => {
    const user = await signedInUser(server);
    const has = await user.browser.post('/api/v1/me/password/setup-request');
    expect([has.status, has.json.code]).toEqual([409, 'ACCOUNT-040']);
    await makeProviderOnly(server, user.id);
    const first = await user.browser.post('/api/v1/me/password/setup-request');
    expect(first.status).toBe(202);
    expect(first.json.status).toBe('accepted');
    const [mail] = await mailsTo(server, user.email, 'password_setup');
    expect(mail.body_text).toContain('/setup-password#token=');
    expect((await user.browser.post('/api/v1/me/password/setup-request')).status).toBe(202);
    const limited = await user.browser.post('/api/v1/me/password/setup-request');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const cli = await signedInUser(server);
    await server.services.db.knex('accounts').where({ id: cli.id }).update({ password_hash: null, is_local_cli: true });
    expect((await cli.browser.post('/api/v1/me/password/setup-request')).status).toBe(400);
  });
});

describe('terms acceptance', () => {
  it('accepts only the current version', async () => {
    const user = await signedInUser(server);
    expect((await user.browser.get('/api/v1/users/profile')).json.accepted_terms_version).toBeNull();
    const old = await user.browser.post('/api/v1/me/terms-acceptance', { version: '2025-06' });
    expect([old.status, old.json.code]).toEqual([409, 'TERMS-002']);
    const ok = await user.browser.post('/api/v1/me/terms-acceptance', { version: '2026-01' });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ version: '2026-01', accepted_at: expect.any(String) });
    expect(await server.services.db.knex('terms_acceptances').where({ account_id: user.id, version: '2026-01' })).toHaveLength(1);
    // The profile tells the account page that nothing is due any more.
    expect((await user.browser.get('/api/v1/users/profile')).json.accepted_terms_version).toBe('2026-01');
  });
});
