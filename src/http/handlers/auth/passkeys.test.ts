/**
 * Passkeys over HTTP with a software authenticator: registration (re-authentication, recovery
 * codes with the first second factor), the second step after the password, passwordless
 * sign-in, single-use challenges, origin and user-verification checks, clone detection by the
 * sign counter, renaming and removal (the last one turns the second step off again), and the
 * throttling of failed passwordless sign-ins per passkey and per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../../testing/webauthn/software-authenticator.js';
import { startAuthTestServer, STRONG_PASSWORD, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let origin: string;

beforeAll(async () => {
  // Passwordless failures lock a passkey after 3 (the tests below count on it) and an address after 20.
  server = await startAuthTestServer({ PASSKEY_SIGNIN_CREDENTIAL_LOCK_THRESHOLD: '3', PASSKEY_SIGNIN_CLIENT_LOCK_THRESHOLD: '20' });
  origin = `http://localhost:${new URL(server.url).port}`;
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

async function signedIn(loginId: string): Promise<Browser> {
  await server.createAdmin(loginId, `${loginId}@example.com`);
  const b = server.browser();
  expect((await b.login(loginId)).json.status).toBe('ok');
  return b;
}

async function addPasskey(b: Browser, authenticator: SoftwareAuthenticator, name?: string) {
  const start = await b.post('/api/v1/me/passkey-registration', { current_password: STRONG_PASSWORD });
  expect(start.status).toBe(200);
  const credential = authenticator.register(start.json.options, origin);
  return b.post('/api/v1/me/passkeys', { credential, ...(name ? { name } : {}) });
}

async function passwordless(authenticator: SoftwareAuthenticator, b = server.browser()) {
  const options = await b.post('/api/v1/auth/passkey/options', {});
  expect(options.status).toBe(200);
  return { b, res: await b.post('/api/v1/auth/passkey/verify', { credential: authenticator.authenticate(options.json.options, origin) }) };
}

describe('registration', () => {
  it('asks for the password, offers a discoverable credential with user verification, and stores the passkey', async () => {
    const b = await signedIn('pia');
    expect((await b.post('/api/v1/me/passkey-registration', { current_password: 'wrong password' })).json.code).toBe('AUTH-012');
    const start = await b.post('/api/v1/me/passkey-registration', { current_password: STRONG_PASSWORD });
    expect(start.json.options.rp.id).toBe('localhost');
    expect(start.json.options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = new SoftwareAuthenticator();
    const added = await b.post('/api/v1/me/passkeys', { credential: authenticator.register(start.json.options, origin), name: 'Laptop' });
    expect(added.status).toBe(201);
    expect(added.json.passkey).toMatchObject({ name: 'Laptop', transports: ['internal'], authenticator_attachment: 'platform', last_used_at: null, clone_suspected: false });
    expect(added.json.recovery_codes).toHaveLength(10);
    const list = await b.get('/api/v1/me/passkeys');
    expect(list.json.passkeys.map((p: { name: string }) => p.name)).toEqual(['Laptop']);

    // The challenge was used: the same answer again is refused.
    const again = await b.post('/api/v1/me/passkeys', { credential: authenticator.register(start.json.options, origin) });
    expect([again.status, again.json.code]).toEqual([400, 'AUTH-070']);
    // A second passkey brings no new recovery codes.
    const second = await addPasskey(b, new SoftwareAuthenticator());
    expect(second.status).toBe(201);
    expect(second.json.recovery_codes).toBeUndefined();
    expect(second.json.passkey.name).toMatch(/^Passkey on this device \(\d{4}-\d{2}-\d{2}\)$/);
  });

  it('refuses a credential made on another origin', async () => {
    const b = await signedIn('oona');
    const start = await b.post('/api/v1/me/passkey-registration', { current_password: STRONG_PASSWORD });
    const res = await b.post('/api/v1/me/passkeys', { credential: new SoftwareAuthenticator().register(start.json.options, 'http://evil.example') });
    expect([res.status, res.json.code]).toEqual([400, 'AUTH-071']);
  });

  it('refuses a credential without user verification', async () => {
    const b = await signedIn('ugo');
    const start = await b.post('/api/v1/me/passkey-registration', { current_password: STRONG_PASSWORD });
    const res = await b.post('/api/v1/me/passkeys', { credential: new SoftwareAuthenticator({ userVerified: false }).register(start.json.options, origin) });
    expect([res.status, res.json.code]).toEqual([400, 'AUTH-071']);
  });
});

describe('sign-in', () => {
  it('asks a password sign-in for a second step, which a passkey or a recovery code completes', async () => {
    const b = await signedIn('ada');
    const authenticator = new SoftwareAuthenticator();
    const codes = (await addPasskey(b, authenticator)).json.recovery_codes as string[];

    const fresh = server.browser();
    const login = await fresh.login('ada');
    expect(login.json).toMatchObject({ status: 'mfa_required', mfa_methods: ['passkey', 'recovery_code'] });
    const options = await fresh.post('/api/v1/auth/passkey/options', { mfa_token: login.json.mfa_token });
    expect(options.json.options.allowCredentials).toHaveLength(1);
    expect(options.json.options.userVerification).toBe('preferred');
    const done = await fresh.post('/api/v1/auth/passkey/verify', { credential: authenticator.authenticate(options.json.options, origin), mfa_token: login.json.mfa_token });
    expect(done.status).toBe(200);
    expect(done.json.status).toBe('ok');
    expect((await fresh.get('/api/v1/auth/me')).status).toBe(200);

    const withCode = server.browser();
    const login2 = await withCode.login('ada');
    expect((await withCode.post('/api/v1/auth/mfa/verify', { mfa_token: login2.json.mfa_token, recovery_code: codes[0] })).json.status).toBe('ok');
  });

  it('signs in without a password, once per challenge, and records the use', async () => {
    const b = await signedIn('bea');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(b, authenticator);

    const { b: visitor, res } = await passwordless(authenticator);
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe('bea@example.com');
    expect((await visitor.get('/api/v1/auth/me')).json.user.email).toBe('bea@example.com');
    const list = await b.get('/api/v1/me/passkeys');
    expect(list.json.passkeys[0].last_used_at).not.toBeNull();
    const audit = await visitor.get('/api/v1/me/audit-events?limit=20');
    const actions = (audit.json.events as Array<{ action: string }>).map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.passkey_added', 'auth.passkey_used', 'auth.login']));

    // Replaying the same answer finds no challenge.
    const options = await visitor.post('/api/v1/auth/passkey/options', {});
    const assertion = authenticator.authenticate(options.json.options, origin);
    expect((await visitor.post('/api/v1/auth/passkey/verify', { credential: assertion })).status).toBe(200);
    const replay = await visitor.post('/api/v1/auth/passkey/verify', { credential: assertion });
    expect([replay.status, replay.json.code]).toEqual([401, 'AUTH-074']);
  });

  it('takes null for what a browser did not report (user handle, attachment), as PublicKeyCredential.toJSON() may send', async () => {
    const b = await signedIn('jon');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(b, authenticator);
    const visitor = server.browser();
    const options = await visitor.post('/api/v1/auth/passkey/options', {});
    const assertion = authenticator.authenticate(options.json.options, origin);
    const credential = { ...assertion, authenticatorAttachment: null, response: { ...assertion.response, userHandle: null } };
    expect((await visitor.post('/api/v1/auth/passkey/verify', { credential })).status).toBe(200);
  });

  it('requires user verification without a password', async () => {
    const b = await signedIn('cai');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(b, authenticator);
    authenticator.options.userVerified = false;
    const { res } = await passwordless(authenticator);
    expect([res.status, res.json.code]).toEqual([401, 'AUTH-074']);
  });

  it('blocks a passkey whose sign counter goes backwards', async () => {
    const b = await signedIn('dov');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(b, authenticator);
    expect((await passwordless(authenticator)).res.status).toBe(200);
    expect((await passwordless(authenticator)).res.status).toBe(200);
    authenticator.credentials[0].counter = 0; // a copy of the key that signed before
    const cloned = (await passwordless(authenticator)).res;
    expect([cloned.status, cloned.json.code]).toEqual([401, 'AUTH-075']);
    expect((await b.get('/api/v1/me/passkeys')).json.passkeys[0].clone_suspected).toBe(true);
    const after = (await passwordless(authenticator)).res;
    expect(after.json.code).toBe('AUTH-075');
    await server.services.auth.background.drain();
    const mails = await server.services.db.knex('mail_outbox').where({ recipient: 'dov@example.com', kind: 'security_notice' });
    expect(mails.some((m: { body_text: string }) => m.body_text.includes('has been copied'))).toBe(true);
  });

  it('lets a synced passkey whose counter stays at zero sign in again and again', async () => {
    const b = await signedIn('eve');
    const authenticator = new SoftwareAuthenticator({ counting: false });
    await addPasskey(b, authenticator);
    for (let i = 0; i < 3; i++) expect((await passwordless(authenticator)).res.status).toBe(200);
  });
});

describe('management', () => {
  it('renames only the account\'s own passkeys', async () => {
    const b = await signedIn('fay');
    const id = (await addPasskey(b, new SoftwareAuthenticator())).json.passkey.id as string;
    const renamed = await b.request('PATCH', `/api/v1/me/passkeys/${id}`, { json: { name: 'Work phone' } });
    expect([renamed.status, renamed.json.name]).toEqual([200, 'Work phone']);
    const other = await signedIn('gil');
    expect((await other.request('PATCH', `/api/v1/me/passkeys/${id}`, { json: { name: 'Mine now' } })).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/me/passkeys/${id}`, { json: { current_password: STRONG_PASSWORD } })).status).toBe(404);
  });

  it('removing the last passkey needs the password and turns the second step off, with the recovery codes', async () => {
    const b = await signedIn('hal');
    const id = (await addPasskey(b, new SoftwareAuthenticator())).json.passkey.id as string;
    expect((await server.browser().login('hal')).json.status).toBe('mfa_required');
    const wrong = await b.request('DELETE', `/api/v1/me/passkeys/${id}`, { json: { current_password: 'not it at all' } });
    expect([wrong.status, wrong.json.code]).toEqual([403, 'AUTH-012']);
    expect((await b.request('DELETE', `/api/v1/me/passkeys/${id}`, { json: { current_password: STRONG_PASSWORD } })).status).toBe(204);
    expect((await b.get('/api/v1/me/passkeys')).json.passkeys).toEqual([]);
    expect((await server.browser().login('hal')).json.status).toBe('ok');
    const accountId = (await b.get('/api/v1/auth/me')).json.user.id;
    expect(await server.services.db.knex('recovery_codes').where({ account_id: accountId })).toHaveLength(0);
    await server.services.auth.background.drain();
    const mails = (await server.services.db.knex('mail_outbox').where({ recipient: 'hal@example.com', kind: 'security_notice' })).map((m: { body_text: string }) => m.body_text);
    expect(mails.some((t) => t.includes('was added to your account'))).toBe(true);
    expect(mails.some((t) => t.includes('was removed from your account'))).toBe(true);
  });
});

describe('recovery codes beside TOTP', () => {
  it('keeps the recovery codes when TOTP is turned off while passkeys remain, and renews them without TOTP', async () => {
    const { generate } = await import('otplib');
    const b = await signedIn('ivo');
    const start = await b.post('/api/v1/me/mfa/totp');
    const confirm = await b.post('/api/v1/me/mfa/totp/confirm', { code: await generate({ secret: start.json.secret, epoch: Math.floor(Date.now() / 1000) - 30 }) });
    expect(confirm.status).toBe(200);
    const added = await addPasskey(b, new SoftwareAuthenticator());
    expect(added.json.recovery_codes).toBeUndefined(); // TOTP was the first second factor
    const codes = confirm.json.recovery_codes as string[];
    const off = await b.request('DELETE', '/api/v1/me/mfa/totp', { json: { password: STRONG_PASSWORD, code: await generate({ secret: start.json.secret }) } });
    expect(off.status).toBe(204);

    const again = server.browser();
    const login = await again.login('ivo');
    expect(login.json.mfa_methods).toEqual(['passkey', 'recovery_code']);
    expect((await again.post('/api/v1/auth/mfa/verify', { mfa_token: login.json.mfa_token, recovery_code: codes[1] })).json.status).toBe('ok');

    const renewed = await b.post('/api/v1/me/mfa/recovery-codes', { password: STRONG_PASSWORD });
    expect(renewed.status).toBe(200);
    expect(renewed.json.recovery_codes).toHaveLength(10);
  });
});

describe('limits', () => {
  // Locks this client address for passwordless sign-in: after every other passwordless test.
  it('locks a passkey, then a client address, after repeated failed passwordless sign-ins (429 with Retry-After)', async () => {
    const b = await signedIn('lia');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(b, authenticator);
    const other = new SoftwareAuthenticator();
    await addPasskey(await signedIn('max'), other);

    // Assertions for challenges the server never issued (as an expired one): 401, counted against the passkey.
    const visitor = server.browser();
    const stale = { challenge: Buffer.from('never-issued-challenge-000000000').toString('base64url'), rpId: 'localhost' };
    for (let i = 0; i < 3; i++) {
      const res = await visitor.post('/api/v1/auth/passkey/verify', { credential: authenticator.authenticate(stale, origin) });
      expect([res.status, res.json.code]).toEqual([401, 'AUTH-074']);
    }
    const locked = (await passwordless(authenticator)).res;
    expect([locked.status, locked.json.code]).toEqual([429, 'RATE-001']);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's other ways in, and other passkeys from this address, still work.
    expect((await passwordless(other)).res.status).toBe(200);
    expect((await server.browser().login('lia')).json.status).toBe('mfa_required');

    // Unknown passkeys count against the address until it is refused, for every passkey.
    let refused;
    for (let i = 0; i < 20 && !refused; i++) {
      const stranger = new SoftwareAuthenticator();
      stranger.register({ challenge: stale.challenge, rp: { id: 'localhost' }, user: { id: 'c3RyYW5nZXI' } }, origin);
      const res = await visitor.post('/api/v1/auth/passkey/verify', { credential: stranger.authenticate(stale, origin) });
      if (res.status === 429) refused = res;
      else expect([res.status, res.json.code]).toEqual([401, 'AUTH-074']);
    }
    expect(refused?.json.code).toBe('RATE-001');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const blocked = (await passwordless(other)).res;
    expect([blocked.status, blocked.json.code]).toEqual([429, 'RATE-001']);
  });

  // Last in this file: it uses up this client address's sign-in options for the minute.
  it('bounds the sign-in challenges one client address may start', async () => {
    const b = server.browser();
    let refused;
    for (let i = 0; i <= 30 && !refused; i++) {
      const res = await b.post('/api/v1/auth/passkey/options', {});
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.json.code).toBe('RATE-001');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
