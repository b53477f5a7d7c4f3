/**
 * TOTP: enrolment (start, confirm with recovery codes), sign-in with mfa_required and
 * /auth/mfa/verify, replay refusal, recovery codes single use, disable and regenerate.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../security.js';
import { startAuthTestServer, STRONG_PASSWORD, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer({ MFA_MAX_ATTEMPTS: '3' });
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

/** A code for the step after the one last used, so tests need not wait 30 s. */
async function codeAt(secret: string, offsetSteps: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

async function enrol(b: Browser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await b.post('/api/v1/me/mfa/totp');
  expect(start.status).toBe(200);
  expect(start.headers.get('cache-control')).toBe('no-store');
  expect(start.json.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
  const secret = start.json.secret as string;
  const confirm = await b.post('/api/v1/me/mfa/totp/confirm', { code: await codeAt(secret, -1) });
  expect(confirm.status).toBe(200);
  expect(confirm.json.enabled).toBe(true);
  expect(confirm.json.recovery_codes).toHaveLength(10);
  return { secret, recoveryCodes: confirm.json.recovery_codes };
}

describe('enrolment', () => {
  it('confirm with a wrong code is 400, without a pending enrolment 409, twice 409', async () => {
    await server.createAdmin('mia', 'mia@example.com');
    const b = server.browser();
    await b.login('mia');
    expect((await b.post('/api/v1/me/mfa/totp/confirm', { code: '123456' })).status).toBe(409);
    const start = await b.post('/api/v1/me/mfa/totp');
    const wrong = await b.post('/api/v1/me/mfa/totp/confirm', { code: (Number(await codeAt(start.json.secret, 0)) ^ 1).toString().padStart(6, '0') });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('AUTH-023');
    expect((await b.post('/api/v1/me/mfa/totp/confirm', { code: await codeAt(start.json.secret, 0) })).status).toBe(200);
    expect((await b.post('/api/v1/me/mfa/totp')).status).toBe(409);
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const accountId = await server.createAdmin('noah', 'noah@example.com');
    const b = server.browser();
    await b.login('noah');
    const { secret, recoveryCodes } = await enrol(b);
    const knex = server.services.db.knex;
    const row = await knex('totp_credentials').where({ account_id: accountId }).first();
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.secret_encrypted).toMatch(new RegExp(`^v2:${server.services.auth.secretBox.keyId}:`));
    const codes = await knex('recovery_codes').where({ account_id: accountId });
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(recoveryCodes.map((r) => r.replace('-', ''))).not.toContain(c.code_hash);
  });

  it('session-only: an API key gets 403', async () => {
    const { key } = await server.services.apiKeys.create({ name: 'mfa-probe' });
    expect((await server.browser({ authorization: `Bearer ${key}` }).post('/api/v1/me/mfa/totp')).status).toBe(403);
  });
});

describe('sign-in with TOTP', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    await server.createAdmin('olga', 'olga@example.com');
    const b = server.browser();
    await b.login('olga');
    ({ secret, recoveryCodes } = await enrol(b));
  });

  it('login answers mfa_required without a cookie; verify completes it with a new session id', async () => {
    const b = server.browser();
    b.cookies.set(SESSION_COOKIE, 'planted-before-login-'.padEnd(43, 'x'));
    const first = await b.login('olga');
    expect(first.status).toBe(200);
    expect(first.json.status).toBe('mfa_required');
    expect(first.json.mfa_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.setCookies.some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const verify = await b.post('/api/v1/auth/mfa/verify?return_to=/settings', { mfa_token: first.json.mfa_token, code: await codeAt(secret, 1) });
    expect(verify.status).toBe(200);
    expect(verify.json).toMatchObject({ status: 'ok', return_to: '/settings', user: { mfa_enabled: true } });
    expect(b.cookies.get(SESSION_COOKIE)).not.toMatch(/^planted/);
    expect((await b.get('/api/v1/auth/me')).status).toBe(200);
    // The mfa_token is single use.
    const reuse = await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: first.json.mfa_token, code: await codeAt(secret, 2) });
    expect(reuse.status).toBe(401);
  });

  it('refuses a replayed code (same time step) with 401', async () => {
    await server.createAdmin('quinn', 'quinn@example.com');
    const enrolled = server.browser();
    await enrolled.login('quinn');
    const { secret: quinnSecret } = await enrol(enrolled); // uses the previous step
    const a = await server.browser().login('quinn');
    const code = await codeAt(quinnSecret, 0);
    const ok = await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: a.json.mfa_token, code });
    expect(ok.status).toBe(200);
    const b = await server.browser().login('quinn');
    const replay = await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: b.json.mfa_token, code });
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('AUTH-011');
  });

  it('a recovery code works once', async () => {
    const a = await server.browser().login('olga');
    const used = recoveryCodes[0].toUpperCase();
    expect((await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: a.json.mfa_token, recovery_code: used })).status).toBe(200);
    const b = await server.browser().login('olga');
    expect((await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: b.json.mfa_token, recovery_code: used })).status).toBe(401);
  });

  it('wrong codes: 401, then 429 once the attempts are used up, and the token is gone', async () => {
    const a = await server.browser().login('olga');
    const body = { mfa_token: a.json.mfa_token, code: '000000' };
    expect((await server.browser().post('/api/v1/auth/mfa/verify', body)).status).toBe(401);
    expect((await server.browser().post('/api/v1/auth/mfa/verify', body)).status).toBe(401);
    const third = await server.browser().post('/api/v1/auth/mfa/verify', body);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect((await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: a.json.mfa_token, code: await codeAt(secret, 0) })).status).toBe(401);
  });

  it('an expired mfa_token is refused', async () => {
    const a = await server.browser().login('olga');
    await server.services.db.knex('mfa_pending_logins').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: a.json.mfa_token, code: await codeAt(secret, 0) })).status).toBe(401);
  });
});

describe('managing TOTP', () => {
  it('regenerate needs the password (403), replaces every code; disable needs password and code', async () => {
    await server.createAdmin('paul', 'paul@example.com');
    const b = server.browser();
    await b.login('paul');
    expect((await b.post('/api/v1/me/mfa/recovery-codes', { password: STRONG_PASSWORD })).status).toBe(409);
    const { secret, recoveryCodes } = await enrol(b);
    expect((await b.post('/api/v1/me/mfa/recovery-codes', { password: 'wrong password here' })).status).toBe(403);
    const regen = await b.post('/api/v1/me/mfa/recovery-codes', { password: STRONG_PASSWORD });
    expect(regen.status).toBe(200);
    expect(regen.json.recovery_codes).toHaveLength(10);
    const login = await server.browser().login('paul');
    expect((await server.browser().post('/api/v1/auth/mfa/verify', { mfa_token: login.json.mfa_token, recovery_code: recoveryCodes[1] })).status).toBe(401);

    expect((await b.request('DELETE', '/api/v1/me/mfa/totp', { json: { password: 'wrong password here', code: await codeAt(secret, 1) } })).status).toBe(403);
    expect((await b.request('DELETE', '/api/v1/me/mfa/totp', { json: { password: STRONG_PASSWORD } })).status).toBe(403);
    const off = await b.request('DELETE', '/api/v1/me/mfa/totp', { json: { password: STRONG_PASSWORD, code: await codeAt(secret, 1) } });
    expect(off.status).toBe(204);
    expect((await b.request('DELETE', '/api/v1/me/mfa/totp', { json: { password: STRONG_PASSWORD, code: '123456' } })).status).toBe(409);
    expect((await server.browser().login('paul')).json.status).toBe('ok');
  });
});
