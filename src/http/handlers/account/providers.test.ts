/**
 * Sign-in providers of the account (A3 rules 1, 2 and 5) with a real round trip through a
 * plain OAuth 2.0 test provider standing in for idp_b.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuth2TestProvider, type OAuth2TestProvider } from '../../../testing/stand-ins/identity-providers.js';
import { onFreePort } from '../../../testing/ports.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { FLOW_COOKIE } from '../auth/cookies.js';
import { mailsTo, makeProviderOnly, signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';
import { idpBSettings, throughProvider as throughProviderTo } from '../../../testing/http/provider-round-trip.js';

let server: AuthTestServer;
let idpB: OAuth2TestProvider;
let base: string;

beforeAll(async () => {
  idpB = await startOAuth2TestProvider();
  // The server's port goes into its callback address: picked first, again if taken meanwhile.
  server = await onFreePort((port) => {
    base = `http://127.0.0.1:${port}`;
    return startAuthTestServer({
      PORT: String(port),
      AUTH_PROVIDERS: 'idp_b',
      ...idpBSettings(idpB),
    });
  });
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await idpB?.close();
}, testTime(60_000));

const throughProvider = (b: Browser, authorizationUrl: string) => throughProviderTo(b, authorizationUrl, `${base}/api/v1/auth/`);

describe('linking a provider', () => {
  it('binds the identity only when the callback comes back with the session that started it', async () => {
    const user = await signedInUser(server);
    expect((await user.browser.get('/api/v1/me/account/providers')).json).toEqual({ providers: [] });
    expect((await user.browser.post('/api/v1/me/account/link-provider', { provider: 'idp_a' })).status).toBe(422);

    // A callback carried to a browser without that session does not bind.
    idpB.nextUser = { id: 1111, login: 'mallory', email: 'mallory@idp-b.example' };
    const hijack = await user.browser.post('/api/v1/me/account/link-provider', { provider: 'idp_b' });
    const elsewhere = server.browser();
    elsewhere.cookies.set(FLOW_COOKIE, user.browser.cookies.get(FLOW_COOKIE)!);
    const stolen = await elsewhere.get(await throughProvider(elsewhere, hijack.json.authorization_url));
    expect(stolen.status).toBe(303);
    expect(stolen.headers.get('location')).toContain('error=');
    expect((await user.browser.get('/api/v1/me/account/providers')).json.providers).toEqual([]);

    idpB.nextUser = { id: 4242, login: 'octo', email: 'octo@idp-b.example' };
    const started = await user.browser.post('/api/v1/me/account/link-provider', { provider: 'idp_b', return_to: '/settings' });
    expect(started.status).toBe(200);
    expect(new URL(started.json.authorization_url).searchParams.get('state')).toBe(started.json.state);
    const done = await user.browser.get(await throughProvider(user.browser, started.json.authorization_url));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/settings');
    const listed = await user.browser.get('/api/v1/me/account/providers');
    expect(listed.json.providers).toEqual([expect.objectContaining({ provider: 'idp_b', subject_hint: '****4242', email: 'octo@idp-b.example' })]);
    const again = await user.browser.post('/api/v1/me/account/link-provider', { provider: 'idp_b' });
    expect([again.status, again.json.code]).toEqual([409, 'ACCOUNT-021']);
  });
});

describe('unlinking a provider', () => {
  it('is 404 when not linked, 409 for the last sign-in method, otherwise ok with a notice', async () => {
    const user = await signedInUser(server);
    expect((await user.browser.post('/api/v1/me/account/unlink-provider', { provider: 'idp_b' })).status).toBe(404);
    await makeProviderOnly(server, user.id);
    const last = await user.browser.post('/api/v1/me/account/unlink-provider', { provider: 'idp_b' });
    expect([last.status, last.json.code]).toEqual([409, 'ACCOUNT-023']);
    await server.services.auth.identities.linkIdentity({ accountId: user.id, provider: 'idp_a', subject: `a-${user.id}`, email: null, now: new Date() });
    const ok = await user.browser.post('/api/v1/me/account/unlink-provider', { provider: 'idp_b' });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: 'ok' });
    expect((await user.browser.get('/api/v1/me/account/providers')).json.providers.map((p: { provider: string }) => p.provider)).toEqual(['idp_a']);
    expect(await mailsTo(server, user.email, 'PROVIDER_UNLINKED')).toHaveLength(1);
  });
});

describe('refresh-oauth', () => {
  it('is 400 for password users', async () => {
    const user = await signedInUser(server);
    const res = await user.browser.post('/api/v1/me/refresh-oauth', {});
    expect([res.status, res.json.code]).toEqual([400, 'ACCOUNT-030']);
  });

  it('starts a round trip with the account provider, once per minute (429 with Retry-After)', async () => {
    const user = await signedInUser(server);
    await makeProviderOnly(server, user.id);
    const first = await user.browser.post('/api/v1/me/refresh-oauth', { return_to: '/back' });
    expect(first.status).toBe(200);
    expect(first.json.authorization_url).toContain(`${idpB.base}/authorize`);
    const second = await user.browser.post('/api/v1/me/refresh-oauth', {});
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is 500 when the account provider is not configured on the server', async () => {
    const user = await signedInUser(server);
    await server.services.db.knex('accounts').where({ id: user.id }).update({ password_hash: null });
    await server.services.auth.identities.linkIdentity({ accountId: user.id, provider: 'idp_a', subject: `a-${user.id}`, email: null, now: new Date() });
    const res = await user.browser.post('/api/v1/me/refresh-oauth', {});
    expect(res.status).toBe(500);
  });
});

describe('terms acceptance without TERMS_VERSION', () => {
  it('is 404', async () => {
    const user = await signedInUser(server);
    const res = await user.browser.post('/api/v1/me/terms-acceptance', { version: '1' });
    expect([res.status, res.json.code]).toEqual([404, 'TERMS-001']);
  });
});
