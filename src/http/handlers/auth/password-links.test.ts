/**
 * Password reset and set-up (A1 rule 6, reset/setup operations, section 7 400/422/429),
 * with email delivered to a real SMTP server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../../security.js';
import { linkTokenIn, startSmtpTestServer } from '../../../testing/stand-ins/smtp-server.js';
import { startAuthTestServer, STRONG_PASSWORD, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { RESET_ACCEPTED_BODY } from './requestPasswordReset.js';
import { sha256Hex } from '../../../domain/core/sha256.js';
import { testTime } from '../../../testing/time-budget.js';

const NEW_PASSWORD = 'copper-Lantern-meadow-77';
let server: AuthTestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startAuthTestServer({ SMTP_URL: smtp.url, RESET_REQUEST_LIMIT_PER_CLIENT: '6', RESET_REQUEST_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: 'true' });
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await smtp?.close();
}, testTime(60_000));

async function settle() {
  await server.services.auth.background.drain();
}

function mailsTo(address: string) {
  return smtp.messages.filter((m) => m.to.includes(address));
}

describe('reset request', () => {
  it('answers 202 with the same body for known and unknown addresses; mails only the known one', async () => {
    await server.createAdmin('rita', 'rita@example.com');
    const b = server.browser({ 'x-forwarded-for': '10.0.0.1' });
    const known = await b.post('/api/v1/auth/password/reset-request', { email: 'Rita@Example.com' });
    const unknown = await b.post('/api/v1/auth/password/reset-request', { email: 'nobody@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(known.json).toEqual(RESET_ACCEPTED_BODY);
    await settle();
    expect(mailsTo('rita@example.com')).toHaveLength(1);
    expect(mailsTo('nobody@example.com')).toHaveLength(0);
    const audit = await server.services.db.knex('audit_log').where({ action: 'auth.password_reset_requested' });
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('limits per client address with 429 RATE-001 and Retry-After', async () => {
    const b = server.browser({ 'x-forwarded-for': '10.0.0.2' });
    for (let i = 0; i < 6; i++) expect((await b.post('/api/v1/auth/password/reset-request', { email: `n${i}@example.com` })).status).toBe(202);
    const over = await b.post('/api/v1/auth/password/reset-request', { email: 'n7@example.com' });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe('RATE-001');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits per email address silently (still 202, no further mail)', async () => {
    await server.createAdmin('sam', 'sam@example.com');
    for (let i = 0; i < 4; i++) {
      const b = server.browser({ 'x-forwarded-for': `10.0.1.${i}` });
      expect((await b.post('/api/v1/auth/password/reset-request', { email: i % 2 ? 'SAM@Example.COM' : 'sam@example.com' })).status).toBe(202);
    }
    await settle();
    expect(mailsTo('sam@example.com')).toHaveLength(2);
  });

  it('stores the link token only hashed', async () => {
    const token = linkTokenIn(mailsTo('rita@example.com')[0].raw)!;
    const knex = server.services.db.knex;
    expect(await knex('password_link_tokens').where({ token_hash: token }).first()).toBeUndefined();
    expect(await knex('password_link_tokens').where({ token_hash: sha256Hex(token) }).first()).toBeDefined();
  });
});

describe('reset', () => {
  it('204, signs out every session, sends a notice; the link works once', async () => {
    await server.createAdmin('tom', 'tom@example.com');
    const b1 = server.browser();
    const b2 = server.browser();
    await b1.login('tom');
    await b2.login('tom');
    await server.browser({ 'x-forwarded-for': '10.0.2.1' }).post('/api/v1/auth/password/reset-request', { email: 'tom@example.com' });
    await settle();
    const token = linkTokenIn(mailsTo('tom@example.com')[0].raw)!;
    expect(token).toBeDefined();

    const weak = await server.browser().post('/api/v1/auth/password/reset', { token, new_password: 'password1234' });
    expect(weak.status).toBe(422);
    expect(weak.json.detail[0].type).toBe('value_error.password.common');
    const containsId = await server.browser().post('/api/v1/auth/password/reset', { token, new_password: 'my-name-is-tom-and-i-rock' });
    expect(containsId.status).toBe(422);
    const tooShort = await server.browser().post('/api/v1/auth/password/reset', { token, new_password: 'Short-1' });
    expect(tooShort.json.detail[0].type).toBe('value_error.password.too_short');

    const ok = await server.browser().post('/api/v1/auth/password/reset', { token, new_password: NEW_PASSWORD });
    expect(ok.status).toBe(204);
    expect((await b1.get('/api/v1/auth/me')).status).toBe(401);
    expect((await b2.get('/api/v1/auth/me')).status).toBe(401);
    expect((await server.browser().login('tom')).status).toBe(401);
    expect((await server.browser().login('tom', NEW_PASSWORD)).status).toBe(200);

    const again = await server.browser().post('/api/v1/auth/password/reset', { token, new_password: 'another-Fine-password-9' });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('AUTH-030');
    await settle();
    expect(mailsTo('tom@example.com').some((m) => m.raw.includes('Security notice'))).toBe(true);
  });

  it('400 for an unknown and for an expired link', async () => {
    const unknown = await server.browser().post('/api/v1/auth/password/reset', { token: 'x'.repeat(43), new_password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    await server.createAdmin('uma', 'uma@example.com');
    await server.browser({ 'x-forwarded-for': '10.0.3.1' }).post('/api/v1/auth/password/reset-request', { email: 'uma@example.com' });
    await settle();
    const token = linkTokenIn(mailsTo('uma@example.com')[0].raw)!;
    await server.services.db.knex('password_link_tokens').where({ token_hash: sha256Hex(token) }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await server.browser().post('/api/v1/auth/password/reset', { token, new_password: NEW_PASSWORD });
    expect(expired.status).toBe(400);
  });
});

describe('set-up', () => {
  it('204: password set, email verified, other sessions revoked, this browser kept, notice sent', async () => {
    const knex = server.services.db.knex;
    const accountId = await server.createAdmin('vera', 'vera@example.com');
    // An account without a password (as after a provider sign-up) whose email is not verified yet.
    await knex('accounts').where({ id: accountId }).update({ password_hash: null, email_verified: false });
    const here = server.browser();
    const elsewhere = server.browser();
    for (const b of [here, elsewhere]) {
      const issued = await server.services.auth.sessions.signIn({ accountId, authMethod: 'idp_a', addToExisting: false });
      b.cookies.set(SESSION_COOKIE, issued.token);
    }
    const account = await server.services.auth.accounts.get(accountId);
    await server.services.auth.passwordLinks.sendLink(account, 'setup');
    const token = linkTokenIn(mailsTo('vera@example.com').at(-1)!.raw)!;

    const res = await here.post('/api/v1/auth/password/setup', { token, new_password: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await here.get('/api/v1/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/auth/me')).status).toBe(401);
    const row = await knex('accounts').where({ id: accountId }).first();
    expect(row.email_verified).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1,keyid=[A-Za-z0-9+/]{8}\$/);
    expect((await server.browser().post('/api/v1/auth/password/setup', { token, new_password: NEW_PASSWORD })).status).toBe(400);
    await settle();
    expect(mailsTo('vera@example.com').some((m) => m.raw.includes('password was set'))).toBe(true);
  });

  it('a reset link does not work as a set-up link', async () => {
    await server.browser({ 'x-forwarded-for': '10.0.4.1' }).post('/api/v1/auth/password/reset-request', { email: 'rita@example.com' });
    await settle();
    const token = linkTokenIn(mailsTo('rita@example.com').at(-1)!.raw)!;
    expect((await server.browser().post('/api/v1/auth/password/setup', { token, new_password: NEW_PASSWORD })).status).toBe(400);
  });
});
