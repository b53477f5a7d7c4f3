/**
 * A passkey is a way to sign in of its own: with one, the password can be removed (and the
 * account then signs in with its passkeys), and the last passkey of an account without a
 * password or a linked provider stays (409 AUTH-079). A passkey blocked as a possible copy
 * signs nobody in, so it counts for neither rule.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../../testing/webauthn/software-authenticator.js';
import { startAuthTestServer, STRONG_PASSWORD, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let origin: string;

beforeAll(async () => {
  server = await startAuthTestServer();
  origin = `http://localhost:${new URL(server.url).port}`;
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

async function signedIn(loginId: string): Promise<Browser> {
  await server.createAdmin(loginId, `${loginId}@example.com`);
  const b = server.browser();
  expect((await b.login(loginId)).json.status).toBe('ok');
  return b;
}

/** Adds a passkey; `password` only while the account has one (otherwise the recent sign-in proves it). */
async function addPasskey(b: Browser, authenticator: SoftwareAuthenticator, password?: string): Promise<string> {
  const start = await b.post('/api/v1/me/passkey-registration', password ? { current_password: password } : {});
  expect(start.status).toBe(200);
  const added = await b.post('/api/v1/me/passkeys', { credential: authenticator.register(start.json.options, origin) });
  expect(added.status).toBe(201);
  return added.json.passkey.id as string;
}

async function passwordless(authenticator: SoftwareAuthenticator) {
  const b = server.browser();
  const options = await b.post('/api/v1/auth/passkey/options', {});
  return b.post('/api/v1/auth/passkey/verify', { credential: authenticator.authenticate(options.json.options, origin) });
}

const removePassword = (b: Browser) => b.request('DELETE', '/api/v1/me/password', { json: { current_password: STRONG_PASSWORD } });
const removePasskey = (b: Browser, id: string) => b.request('DELETE', `/api/v1/me/passkeys/${id}`, { json: {} });

it('lets a passkey replace the password, and keeps the last passkey of an account without one', async () => {
  const b = await signedIn('kim');
  const refused = await removePassword(b);
  expect([refused.status, refused.json.code]).toEqual([409, 'ACCOUNT-043']);

  const phone = new SoftwareAuthenticator();
  const phoneId = await addPasskey(b, phone, STRONG_PASSWORD);
  expect((await removePassword(b)).status).toBe(204);
  expect((await server.browser().login('kim')).status).toBe(401);
  expect((await passwordless(phone)).status).toBe(200);

  // The only way in stays, whatever the proof.
  const last = await removePasskey(b, phoneId);
  expect([last.status, last.json.code]).toEqual([409, 'AUTH-079']);
  expect((await b.get('/api/v1/me/passkeys')).json.passkeys).toHaveLength(1);

  // With a second passkey either may go, until one is left.
  const laptop = new SoftwareAuthenticator();
  const laptopId = await addPasskey(b, laptop);
  expect((await removePasskey(b, phoneId)).status).toBe(204);
  expect((await passwordless(laptop)).status).toBe(200);
  expect((await removePasskey(b, laptopId)).json.code).toBe('AUTH-079');
});

it('does not count a passkey blocked as a possible copy as a way to sign in', async () => {
  const b = await signedIn('lou');
  const key = new SoftwareAuthenticator();
  const keyId = await addPasskey(b, key, STRONG_PASSWORD);
  expect((await passwordless(key)).status).toBe(200);
  key.credentials[0].counter = 0; // a copy of the key that signed before
  expect((await passwordless(key)).json.code).toBe('AUTH-075');
  const refused = await removePassword(b);
  expect([refused.status, refused.json.code]).toEqual([409, 'ACCOUNT-043']);

  // A blocked passkey can always be removed; the password stays.
  expect((await b.request('DELETE', `/api/v1/me/passkeys/${keyId}`, { json: { current_password: STRONG_PASSWORD } })).status).toBe(204);
});
