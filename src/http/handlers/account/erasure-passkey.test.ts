/**
 * Erasure of an account without a password on a server that cannot send mail (no SMTP): the
 * token comes in the answer and the owner confirms with a fresh passkey assertion; with SMTP
 * the token still goes by email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../../testing/webauthn/software-authenticator.js';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { mailsTo, makeProviderOnly, signedInUser } from '../../../testing/http/account-fixtures.js';
import { startSmtpTestServer } from '../../../testing/stand-ins/smtp-server.js';
import { testTime } from '../../../testing/time-budget.js';

const PATH = '/api/v1/me/account/erasure-request';
const CONFIRM = '/api/v1/me/account/erasure-confirm';
const OPTIONS = '/api/v1/me/account/erasure-confirm/passkey-options';

/** A signed-in account without a password that has one passkey in `authenticator`. */
async function passkeyOnlyUser(server: AuthTestServer, authenticator: SoftwareAuthenticator) {
  const user = await signedInUser(server, 'pk');
  const origin = `http://localhost:${new URL(server.url).port}`;
  const start = await user.browser.post('/api/v1/me/passkey-registration', { current_password: STRONG_PASSWORD });
  expect(start.status).toBe(200);
  expect((await user.browser.post('/api/v1/me/passkeys', { credential: authenticator.register(start.json.options, origin) })).status).toBe(201);
  await makeProviderOnly(server, user.id);
  return { ...user, origin };
}

async function assertionFor(b: Browser, authenticator: SoftwareAuthenticator, origin: string) {
  const options = await b.post(OPTIONS);
  expect(options.status).toBe(200);
  return authenticator.authenticate(options.json.options, origin);
}

describe('erasure without mail', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer();
    await server.createAdmin('initial-admin', 'initial@example.com'); // the protected initial admin
  }, testTime(240_000));
  afterAll(async () => server?.close(), testTime(60_000));

  it('a passkey user gets the token in the answer and confirms with a fresh passkey assertion, never by email', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { browser: b, email, origin } = await passkeyOnlyUser(server, authenticator);
    const created = await b.post(PATH);
    expect(created.status).toBe(201);
    expect(created.json.confirm_with).toBe('passkey');
    const token = created.json.confirm_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo(server, email, 'erasure_confirmation')).toHaveLength(0);

    const tokenAlone = await b.post(CONFIRM, { token });
    expect([tokenAlone.status, tokenAlone.json.code]).toEqual([403, 'ERASURE-008']);

    const options = await b.post(OPTIONS);
    expect(options.headers.get('cache-control')).toBe('no-store');
    expect(options.json.options).toMatchObject({ userVerification: 'required', rpId: 'localhost' });
    expect(options.json.options.allowCredentials).toHaveLength(1);

    // A passwordless sign-in challenge is for another purpose: refused.
    const signInOptions = await server.browser().post('/api/v1/auth/passkey/options', {});
    const otherPurpose = await b.post(CONFIRM, { token, passkey_credential: authenticator.authenticate(signInOptions.json.options, origin) });
    expect([otherPurpose.status, otherPurpose.json.code]).toEqual([403, 'ERASURE-008']);

    // Without user verification: refused, and that challenge is used up.
    authenticator.options.userVerified = false;
    const unverified = authenticator.authenticate(options.json.options, origin);
    authenticator.options.userVerified = true;
    expect((await b.post(CONFIRM, { token, passkey_credential: unverified })).json.code).toBe('ERASURE-008');
    expect((await b.post(CONFIRM, { token, passkey_credential: authenticator.authenticate(options.json.options, origin) })).json.code).toBe('ERASURE-008');
    expect((await b.get(PATH)).json.state).toBe('pending');

    const confirmed = await b.post(CONFIRM, { token, passkey_credential: await assertionFor(b, authenticator, origin) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.state).toBe('cooling_off');
    expect((await b.post(OPTIONS)).json.code).toBe('ERASURE-003'); // nothing pending any more
  });

  it("another account's passkey does not confirm, and a wrong token is refused before the passkey counts", async () => {
    const mine = new SoftwareAuthenticator();
    const theirs = new SoftwareAuthenticator();
    const me = await passkeyOnlyUser(server, mine);
    const them = await passkeyOnlyUser(server, theirs);
    const token = (await me.browser.post(PATH)).json.confirm_token as string;
    expect((await them.browser.post(PATH)).json.confirm_with).toBe('passkey');

    const theirAssertion = await assertionFor(them.browser, theirs, them.origin);
    expect((await me.browser.post(CONFIRM, { token, passkey_credential: theirAssertion })).json.code).toBe('ERASURE-008');
    const badToken = await me.browser.post(CONFIRM, { token: 'x'.repeat(43), passkey_credential: await assertionFor(me.browser, mine, me.origin) });
    expect([badToken.status, badToken.json.code]).toEqual([400, 'ERASURE-001']);
    expect((await me.browser.post(CONFIRM, { token, passkey_credential: await assertionFor(me.browser, mine, me.origin) })).status).toBe(200);
  });

  it('offers no passkey options without a pending request or for a request confirmed another way', async () => {
    const { browser: b } = await signedInUser(server);
    expect([(await b.post(OPTIONS)).status, (await b.post(OPTIONS)).json.code]).toEqual([404, 'ERASURE-003']);
    const created = await b.post(PATH);
    expect(created.json.confirm_with).toBe('password');
    const res = await b.post(OPTIONS);
    expect([res.status, res.json.code]).toEqual([409, 'ERASURE-007']);
  });

  it('a provider-only account without a passkey keeps the email path (the mail waits in the outbox)', async () => {
    const { browser: b, email, id } = await signedInUser(server);
    await makeProviderOnly(server, id);
    const created = await b.post(PATH);
    expect(created.json).toMatchObject({ confirm_with: 'email', confirm_token: null });
    expect(await mailsTo(server, email, 'erasure_confirmation')).toHaveLength(1);
  });
});

describe('erasure with mail', () => {
  let server: AuthTestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startAuthTestServer({ SMTP_URL: smtp.url });
    await server.createAdmin('initial-admin', 'initial@example.com');
  }, testTime(240_000));
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  }, testTime(60_000));

  it('a passkey user without a password gets the token by email, as before', async () => {
    const { browser: b, email } = await passkeyOnlyUser(server, new SoftwareAuthenticator());
    const created = await b.post(PATH);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ confirm_with: 'email', confirm_token: null });
    expect(smtp.messages.some((m) => m.to.includes(email) && m.raw.includes('#token='))).toBe(true);
    expect((await b.post(OPTIONS)).json.code).toBe('ERASURE-007');
  });
});
