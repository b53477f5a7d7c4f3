/**
 * Erasure of a provider-only account (no password, no passkey) on a server that cannot send
 * mail: the owner confirms with a fresh sign-in at the identity provider (oidc-provider, the
 * reference OpenID Connect implementation, on loopback), whose callback confirms the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcTestProvider } from '../../../testing/stand-ins/identity-providers.js';
import type { AuthTestServer, Browser } from '../../../testing/http/auth-test-server.js';
import { forgetProviderSession, startAuthTestServerWithOidc, throughProvider } from '../../../testing/http/provider-round-trip.js';
import { testTime } from '../../../testing/time-budget.js';
import { FLOW_COOKIE } from '../auth/cookies.js';

const REQUEST = '/api/v1/me/account/erasure-request';
const CONFIRM = '/api/v1/me/account/erasure-confirm';
const START = '/api/v1/me/account/erasure-confirm/provider-start';

let server: AuthTestServer;
let idp: OidcTestProvider;
let base: string;

beforeAll(async () => {
  ({ server, idp, base } = await startAuthTestServerWithOidc());
  await server.createAdmin('initial-admin', 'initial@example.com'); // the protected initial admin
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await idp?.close();
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
  return callbackBrowser.get(callback);
}

describe('confirm_with provider', () => {
  it('a fresh sign-in at the provider as the owner confirms the request; the code alone does not', async () => {
    const b = await providerOnlyUser('erase-me');
    const created = await b.post(REQUEST);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ state: 'pending', confirm_with: 'provider', confirm_token: expect.any(String) });
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
    // Once confirmed there is nothing left to start.
    expect((await b.post(START, { token })).status).toBe(404);
  });

  it('another identity at the provider, or the callback in another browser, confirms nothing', async () => {
    const b = await providerOnlyUser('owner-two');
    const token = (await b.post(REQUEST)).json.confirm_token as string;
    forgetProviderSession(b);
    const someoneElse = await roundTrip(b, token, 'not-the-owner');
    expect(someoneElse.headers.get('location')).toBe('/account/erasure?erasure_error=not_reauthenticated');
    expect((await b.get(REQUEST)).json.state).toBe('pending');

    forgetProviderSession(b);
    const elsewhere = await roundTrip(b, token, 'owner-two', server.browser());
    expect(elsewhere.headers.get('location')).toBe('/account/erasure?erasure_error=invalid_state');
    expect((await b.get(REQUEST)).json.state).toBe('pending');

    // A cancelled request is refused when the callback comes back.
    forgetProviderSession(b);
    const started = await b.post(START, { token });
    expect((await b.request('DELETE', REQUEST)).status).toBe(200);
    idp.nextUser = 'owner-two';
    const late = await b.get(await throughProvider(b, started.json.authorization_url, callbackPrefix()));
    expect(late.headers.get('location')).toBe('/account/erasure?erasure_error=erasure_refused');
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
