/**
 * External identity providers with real round trips: idp_a against oidc-provider (OIDC,
 * PKCE, nonce, ID token), idp_b against a plain OAuth 2.0 server with a user-info
 * endpoint. Success and every failure path end in a 303 (never JSON).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../../security.js';
import { FLOW_COOKIE } from './cookies.js';
import { startOAuth2TestProvider, startOidcTestProvider, type OAuth2TestProvider, type OidcTestProvider } from '../../../testing/stand-ins/identity-providers.js';
import { onFreePort } from '../../../testing/ports.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { sha256Hex } from '../../../domain/core/sha256.js';
import { testTime } from '../../../testing/time-budget.js';
import { idpBSettings, forgetProviderSession, throughProvider as throughProviderTo } from '../../../testing/http/provider-round-trip.js';

let server: AuthTestServer;
let idpA: OidcTestProvider;
let idpB: OAuth2TestProvider;
let base: string;

beforeAll(async () => {
  idpB = await startOAuth2TestProvider();
  // The server's port goes into the provider's callback address: picked first, again if taken meanwhile.
  server = await onFreePort(async (port) => {
    base = `http://127.0.0.1:${port}`;
    idpA = await startOidcTestProvider([`${base}/api/v1/auth/idp_a/callback`]);
    try {
      return await startAuthTestServer({
        PORT: String(port),
        AUTH_PROVIDERS: 'idp_a,idp_b',
        IDP_A_ISSUER: idpA.issuer,
        IDP_A_CLIENT_ID: idpA.clientId,
        IDP_A_CLIENT_SECRET: idpA.clientSecret,
        ...idpBSettings(idpB),
      });
    } catch (error) {
      await idpA.close();
      throw error;
    }
  });
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await idpA?.close();
  await idpB?.close();
}, testTime(60_000));

const throughProvider = (b: Browser, authorizationUrl: string) => throughProviderTo(b, authorizationUrl, `${base}/api/v1/auth/`);

async function signInWith(b: Browser, provider: 'idp_a' | 'idp_b', query = 'return_to=%2Fafter') {
  const start = await b.get(`/api/v1/auth/${provider}/login?${query}`);
  expect(start.status).toBe(303);
  const callback = await throughProvider(b, start.headers.get('location')!);
  return { callback, done: await b.get(callback) };
}

describe('providers list and config', () => {
  it('lists the providers named in AUTH_PROVIDERS that have credentials', async () => {
    const res = await server.browser().get('/api/v1/auth/providers');
    expect(res.json.providers.map((p: { id: string; type: string }) => [p.id, p.type])).toEqual([['idp_a', 'oidc'], ['idp_b', 'oauth2']]);
    const config = await server.browser().get('/api/v1/auth/config');
    expect(config.json).toMatchObject({ terms_version: null, invite_required: false, password_policy: { min_length: 12, max_length: 128 } });
  });

  it('JSON start without return_to: authorization_url with PKCE S256, nonce and a state stored only hashed', async () => {
    const b = server.browser();
    const res = await b.get('/api/v1/auth/idp_a/login');
    expect(res.status).toBe(200);
    const url = new URL(res.json.authorization_url);
    expect(url.origin).toBe(idpA.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe(res.json.state);
    expect(b.cookies.get(FLOW_COOKIE)).toBeTruthy();
    const knex = server.services.db.knex;
    expect(await knex('auth_flow_states').where({ state_hash: res.json.state }).first()).toBeUndefined();
    expect(await knex('auth_flow_states').where({ state_hash: sha256Hex(res.json.state) }).first()).toBeDefined();
  });
});

describe('idp_a (OpenID Connect)', () => {
  it('signs in a new identity: a new account, session cookie, 303 to return_to', async () => {
    idpA.nextUser = 'alice-oidc';
    const b = server.browser();
    const { done } = await signInWith(b, 'idp_a');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/after');
    expect(b.cookies.get(SESSION_COOKIE)).toBeTruthy();
    const me = await b.get('/api/v1/auth/me');
    expect(me.json.user).toMatchObject({ email: 'alice-oidc@idp.example', email_verified: true, name: 'User alice-oidc' });
    // The same identity again: the same account, no second one.
    const again = server.browser();
    await signInWith(again, 'idp_a');
    expect((await again.get('/api/v1/auth/me')).json.user.id).toBe(me.json.user.id);
    expect(await server.services.db.knex('external_identities').where({ provider: 'idp_a', subject: 'alice-oidc' })).toHaveLength(1);
  });

  it('never links by email: a new identity whose email belongs to another account gets a new account', async () => {
    const existingId = await server.createAdmin('emailowner', 'owner-oidc@idp.example');
    idpA.nextUser = 'owner-oidc';
    const b = server.browser();
    await signInWith(b, 'idp_a');
    const me = (await b.get('/api/v1/auth/me')).json.user;
    expect(me.id).not.toBe(existingId);
    expect(me.email).toBeNull();
  });

  it('replaying the callback URL fails (state is single use)', async () => {
    idpA.nextUser = 'replay-user';
    const b = server.browser();
    const { callback, done } = await signInWith(b, 'idp_a');
    expect(done.headers.get('location')).toBe('/after');
    const replay = await b.get(callback);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/login?error=invalid_state');
  });

  it('a replayed code under a fresh state is refused by the provider', async () => {
    idpA.nextUser = 'code-replay';
    const b = server.browser();
    const { callback } = await signInWith(b, 'idp_a');
    const oldCode = new URL(callback).searchParams.get('code')!;
    const fresh = await b.get('/api/v1/auth/idp_a/login');
    const forged = `${base}/api/v1/auth/idp_a/callback?code=${encodeURIComponent(oldCode)}&state=${encodeURIComponent(fresh.json.state)}&iss=${encodeURIComponent(idpA.issuer)}`;
    const res = await b.get(forged);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?error=provider_error');
  });

  it('bad, missing or foreign state: 303 to /login?error=invalid_state', async () => {
    const b = server.browser();
    for (const q of ['code=abc', 'code=abc&state=not-a-state', 'error=access_denied']) {
      const res = await b.get(`/api/v1/auth/idp_a/callback?${q}`);
      expect(res.status, q).toBe(303);
      expect(res.headers.get('location'), q).toBe('/login?error=invalid_state');
      expect(res.headers.get('content-type') ?? '').not.toContain('json');
    }
    // A state issued for idp_b does not complete idp_a.
    const startB = await b.get('/api/v1/auth/idp_b/login');
    const cross = await b.get(`/api/v1/auth/idp_a/callback?code=abc&state=${startB.json.state}`);
    expect(cross.headers.get('location')).toBe('/login?error=invalid_state');
  });

  it('the user declining at the provider: /login?error=access_denied', async () => {
    idpA.nextUser = null;
    const b = server.browser();
    const { done } = await signInWith(b, 'idp_a');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login?error=access_denied');
    expect(b.cookies.get(SESSION_COOKIE)).toBeUndefined();
    idpA.nextUser = 'user-1';
  });

  it('an expired state: invalid_state', async () => {
    idpA.nextUser = 'slow-user';
    const b = server.browser();
    const start = await b.get('/api/v1/auth/idp_a/login?return_to=/x');
    const callback = await throughProvider(b, start.headers.get('location')!);
    await server.services.db.knex('auth_flow_states').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await b.get(callback)).headers.get('location')).toBe('/login?error=invalid_state');
  });

  it('link_proof records auth_time from the verified ID token', async () => {
    idpA.nextUser = 'proof-user';
    const b = server.browser();
    const before = Math.floor(Date.now() / 1000) - 1;
    await signInWith(b, 'idp_a', 'return_to=%2F&link_proof=true');
    const principal = await server.services.auth.resolveSession!(b.cookies.get(SESSION_COOKIE)!);
    const member = await server.services.db.knex('session_accounts').where({ account_id: (principal as { accountId: string }).accountId }).first();
    expect(member.auth_method).toBe('idp_a');
    const authTime = new Date(member.auth_time).getTime() / 1000;
    expect(authTime).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(authTime)).toBe(true); // whole seconds: it came from the token's auth_time claim
  });

  it('add_account keeps the accounts already signed in; without it the session is replaced', async () => {
    const b = server.browser();
    idpA.nextUser = 'first-of-two';
    await signInWith(b, 'idp_a');
    idpA.nextUser = 'second-of-two';
    forgetProviderSession(b);
    await signInWith(b, 'idp_a', 'return_to=%2F&add_account=true');
    expect((await b.get('/api/v1/auth/accounts')).json.accounts).toHaveLength(2);
    idpA.nextUser = 'third-alone';
    forgetProviderSession(b);
    await signInWith(b, 'idp_a');
    expect((await b.get('/api/v1/auth/accounts')).json.accounts).toHaveLength(1);
  });
});

describe('idp_b (OAuth 2.0 with user-info)', () => {
  it('signs in through the user-info subject and keeps the email when verified only', async () => {
    idpB.nextUser = { id: 777, login: 'octo777', email: 'octo777@idp-b.example' };
    const b = server.browser();
    const { done } = await signInWith(b, 'idp_b');
    expect(done.headers.get('location')).toBe('/after');
    const me = (await b.get('/api/v1/auth/me')).json.user;
    expect(me.name).toBe('octo777');
    expect(me.email).toBeNull(); // user-info did not say the address is verified
    expect(await server.services.db.knex('external_identities').where({ provider: 'idp_b', subject: '777' })).toHaveLength(1);
  });

  it('provider error and a replayed code', async () => {
    idpB.nextUser = null;
    const b = server.browser();
    expect((await signInWith(b, 'idp_b')).done.headers.get('location')).toBe('/login?error=access_denied');
    idpB.nextUser = { id: 778, login: 'octo778' };
    const { callback } = await signInWith(b, 'idp_b');
    const code = new URL(callback).searchParams.get('code')!;
    const fresh = await b.get('/api/v1/auth/idp_b/login');
    const res = await b.get(`/api/v1/auth/idp_b/callback?code=${code}&state=${fresh.json.state}`);
    expect(res.headers.get('location')).toBe('/login?error=provider_error');
  });
});
