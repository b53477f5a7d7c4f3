/**
 * Erasure of a provider-only account (no password, no passkey) on a server that cannot send
 * mail: the owner confirms with a fresh sign-in at the identity provider (oidc-provider, the
 * reference OpenID Connect implementation, on loopback), whose callback confirms the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuth2TestProvider, type OAuth2TestProvider, type OidcTestProvider } from '../../../testing/stand-ins/identity-providers.js';
import type { AuthTestServer, Browser } from '../../../testing/http/auth-test-server.js';
import { forgetProviderSession, idpBSettings, startAuthTestServerWithOidc, throughProvider } from '../../../testing/http/provider-round-trip.js';
import { testTime } from '../../../testing/time-budget.js';
import { FLOW_COOKIE } from '../auth/cookies.js';

const REQUEST = '/api/v1/me/account/erasure-request';
const CONFIRM = '/api/v1/me/account/erasure-confirm';
const START = '/api/v1/me/account/erasure-confirm/provider-start';

let server: AuthTestServer;
let idp: OidcTestProvider;
let idpB: OAuth2TestProvider;
let base: string;

beforeAll(async () => {
  idpB = await startOAuth2TestProvider();
  ({ server, idp, base } = await startAuthTestServerWithOidc({ AUTH_PROVIDERS: 'idp_a,idp_b', ...idpBSettings(idpB) }));
  await server.createAdmin('initial-admin', 'initial@example.com'); // the protected initial admin
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await idp?.close();
  await idpB?.close();
}, testTime(60_000));

const callbackPrefix = () => `${base}/api/v1/auth/`;

/** A new account made by signing in at the provider as `subject`: no password, no passkey. */
async function providerOnlyUser(subject: string): Promise<Browser> {
  idp.nextUser = subject;
  const b = server.browser();
  const start = await b.get('/api/v1/auth/idp_a/login?return_to=%2F');
  const done = await b.get(await throughProvider(b, start.headers.get('location')!, callbackPrefix()));
  expect(done.headers.get('location')).toBe('/');
  return b;
}

/** Starts the confirming round trip and brings its callback back to `b` as `subject` (signed in afresh at the provider). */
async function roundTrip(b: Browser, token: string, subject: string, callbackBrowser = b) {
  const started = await b.post(START, { token });
  expect(started.status).toBe(200);
  const url = new URL(started.json.authorization_url);
  expect(url.searchParams.get('prompt')).toBe('login');
  expect(url.searchParams.get('max_age')).toBe('0');
  idp.nextUser = subject;
  const callback = await throughProvider(b, url.toString(), callbackPrefix());
  // Another browser that got hold of the flow cookie too still lacks the session that started it.
  if (callbackBrowser !== b) callbackBrowser.cookies.set(FLOW_COOKIE, b.cookies.get(FLOW_COOKIE)!);
  return Object.assign(await callbackBrowser.get(callback), { callback });
}

const failure = (token: string) => `/account/erasure?erasure_error=${token}`;

describe('confirm_with provider', () => {
  it('a fresh sign-in at the provider as the owner confirms the request; the code alone does not', async () => {
    const b = await providerOnlyUser('erase-me');
    const created = await b.post(REQUEST);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ state: 'pending', confirm_with: 'provider', confirm_token: expect.any(String), confirm_provider: { id: 'idp_a', name: expect.any(String) } });
    // The page names the provider ("Confirm with <name>") from the request as it is read back too.
    expect((await b.get(REQUEST)).json.confirm_provider).toEqual(created.json.confirm_provider);
    const token = created.json.confirm_token as string;
    // The confirm operation cannot confirm it: the provider's callback does.
    const direct = await b.post(CONFIRM, { token });
    expect(direct.status).toBe(409);
    expect(direct.json.code).toBe('ERASURE-009');
    const wrong = await b.post(START, { token: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('ERASURE-001');

    const done = await roundTrip(b, token, 'erase-me');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account/erasure?erasure=confirmed');
    const state = await b.get(REQUEST);
    expect(state.json).toMatchObject({ state: 'cooling_off', confirm_with: 'provider' });
    const audit = await server.services.db.knex('audit_log').where({ action: 'account.erasure_confirmed' }).orderBy('id', 'desc').first();
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    expect(details).toMatchObject({ confirmed_with: 'provider' });
    // Once confirmed there is nothing left to start, and the provider's answer cannot be replayed.
    const again = await b.post(START, { token });
    expect(again.status).toBe(404);
    expect(again.json.code).toBe('ERASURE-003');
    // A used state is no longer recognised as this round trip's: the refusal lands where unknown states do.
    expect((await b.get(done.callback)).headers.get('location')).toBe('/login?error=invalid_state');
  });

  it('another identity at the provider, or the callback in another browser, confirms nothing', async () => {
    const b = await providerOnlyUser('owner-two');
    const token = (await b.post(REQUEST)).json.confirm_token as string;
    forgetProviderSession(b);
    const someoneElse = await roundTrip(b, token, 'not-the-owner');
    expect(someoneElse.headers.get('location')).toBe(failure('identity_mismatch'));
    expect((await b.get(REQUEST)).json.state).toBe('pending');

    forgetProviderSession(b);
    const elsewhere = await roundTrip(b, token, 'owner-two', server.browser());
    expect(elsewhere.headers.get('location')).toBe(failure('invalid_state'));
    expect((await b.get(REQUEST)).json.state).toBe('pending');

    // A request withdrawn meanwhile: nothing pending when the callback comes back.
    forgetProviderSession(b);
    const started = await b.post(START, { token });
    expect((await b.request('DELETE', REQUEST)).status).toBe(200);
    idp.nextUser = 'owner-two';
    const late = await b.get(await throughProvider(b, started.json.authorization_url, callbackPrefix()));
    expect(late.headers.get('location')).toBe(failure('erasure_not_pending'));
    expect(await b.get(REQUEST).then((r) => r.json)).toBeNull();
  });

  it('a sign-in the provider did not make afresh (stale auth_time) confirms nothing, and its answer cannot be replayed', async () => {
    const b = await providerOnlyUser('owner-stale');
    const token = (await b.post(REQUEST)).json.confirm_token as string;
    forgetProviderSession(b);
    idp.loginAgeSeconds = 3600; // the provider answers with a sign-in of an hour ago
    let stale;
    try {
      stale = await roundTrip(b, token, 'owner-stale');
    } finally {
      idp.loginAgeSeconds = undefined;
    }
    expect(stale.headers.get('location')).toBe(failure('not_reauthenticated'));
    expect((await b.get(REQUEST)).json.state).toBe('pending');
    // The same provider answer again: its state was used up.
    expect((await b.get(stale.callback)).headers.get('location')).toBe('/login?error=invalid_state');
    expect((await b.get(REQUEST)).json.state).toBe('pending');
    // A fresh sign-in still confirms.
    forgetProviderSession(b);
    expect((await roundTrip(b, token, 'owner-stale')).headers.get('location')).toBe('/account/erasure?erasure=confirmed');
  });

  it('at a plain OAuth 2.0 provider (no ID token) the provider user id that comes back must be the linked one', async () => {
    idpB.nextUser = { id: 5150, login: 'octo5150' };
    const b = server.browser();
    const signIn = await b.get('/api/v1/auth/idp_b/login?return_to=%2F');
    expect((await b.get(await throughProvider(b, signIn.headers.get('location')!, callbackPrefix()))).headers.get('location')).toBe('/');
    const created = await b.post(REQUEST);
    expect(created.json).toMatchObject({ confirm_with: 'provider', confirm_provider: { id: 'idp_b', name: expect.any(String) } });
    const token = created.json.confirm_token as string;
    const viaB = async (user: { id: number; login: string }) => {
      const started = await b.post(START, { token });
      expect(started.status).toBe(200);
      // Such a provider cannot be asked for a fresh sign-in: no prompt, no max_age.
      expect(new URL(started.json.authorization_url).searchParams.get('prompt')).toBeNull();
      idpB.nextUser = user;
      return (await b.get(await throughProvider(b, started.json.authorization_url, callbackPrefix()))).headers.get('location');
    };
    expect(await viaB({ id: 5151, login: 'octo5151' })).toBe(failure('identity_mismatch'));
    expect((await b.get(REQUEST)).json.state).toBe('pending');
    expect(await viaB({ id: 5150, login: 'octo5150' })).toBe('/account/erasure?erasure=confirmed');
    expect((await b.get(REQUEST)).json.state).toBe('cooling_off');
  });

  it('a request that is not confirmed with a provider cannot start the round trip', async () => {
    const password = server.browser();
    await server.createAdmin('has-password', 'has-password@example.com');
    expect((await password.login('has-password')).status).toBe(200);
    const created = await password.post(REQUEST);
    expect(created.json.confirm_with).toBe('password');
    const res = await password.post(START, { token: created.json.confirm_token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('ERASURE-009');
    expect((await server.browser().post(START, { token: created.json.confirm_token })).status).toBe(401);
  });
});
