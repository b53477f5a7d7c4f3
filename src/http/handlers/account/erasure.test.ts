/**
 * Account erasure over HTTP (spec section 3, A3 rules 8 and 9), and the cooling-off sweep
 * driven with an explicit clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { mailsTo, makeProviderOnly, signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

const PATH = '/api/v1/me/account/erasure-request';
const DAY = 86_400_000;
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com'); // the protected initial admin
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

describe('erasure requests', () => {
  it('refuses the protected initial admin, and its profile says so before it asks', async () => {
    const b = server.browser();
    expect((await b.login('initial-admin')).status).toBe(200);
    expect((await b.get('/api/v1/users/profile')).json.erasure_refused).toBe('ERASURE-005');
    const other = (await signedInUser(server)).browser;
    expect((await other.get('/api/v1/users/profile')).json.erasure_refused).toBeNull();
    const res = await b.post(PATH);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('ERASURE-005');
  });

  it('password user: token in the answer, one active request, confirm with token and password, cancel', async () => {
    const { browser: b, email, id } = await signedInUser(server);
    expect((await b.get(PATH)).json).toBeNull();
    const created = await b.post(PATH);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ state: 'pending', cooling_off_ends_at: null });
    expect(created.json.confirm_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await b.post(PATH);
    expect([again.status, again.json.code]).toEqual([409, 'ERASURE-006']);
    expect((await b.get(PATH)).json).toMatchObject({ id: created.json.id, state: 'pending' });
    const stored = await server.services.db.knex('erasure_requests').where({ id: created.json.id }).first();
    expect(stored.token_hash).not.toContain(created.json.confirm_token); // only the hash is kept

    const badToken = await b.post('/api/v1/me/account/erasure-confirm', { token: 'x'.repeat(43), password: STRONG_PASSWORD });
    expect([badToken.status, badToken.json.code]).toEqual([400, 'ERASURE-001']);
    const noPassword = await b.post('/api/v1/me/account/erasure-confirm', { token: created.json.confirm_token });
    expect(noPassword.status).toBe(403);
    const wrongPassword = await b.post('/api/v1/me/account/erasure-confirm', { token: created.json.confirm_token, password: 'not-the-password-at-all' });
    expect([wrongPassword.status, wrongPassword.json.code]).toEqual([403, 'ERASURE-002']);
    const confirmed = await b.post('/api/v1/me/account/erasure-confirm', { token: created.json.confirm_token, password: STRONG_PASSWORD });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.state).toBe('cooling_off');
    const ends = new Date(confirmed.json.cooling_off_ends_at).getTime();
    expect(Math.abs(ends - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const reuse = await b.post('/api/v1/me/account/erasure-confirm', { token: created.json.confirm_token, password: STRONG_PASSWORD });
    expect(reuse.status).toBe(400);

    const cancelled = await b.request('DELETE', PATH);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ id: created.json.id, state: 'cancelled' });
    expect((await b.get(PATH)).json).toBeNull();
    expect((await b.request('DELETE', PATH)).status).toBe(404);
    expect((await mailsTo(server, email, 'ERASURE_REQUESTED')).length).toBe(1);
    expect(await server.services.db.knex('accounts').where({ id }).first('id')).toBeDefined();
  });

  it('cancels a pending request too (x-decision), and refuses a running paid subscription on create and confirm', async () => {
    const { browser: b, id } = await signedInUser(server);
    const created = await b.post(PATH);
    expect((await b.request('DELETE', PATH)).json.state).toBe('cancelled');

    const knex = server.services.db.knex;
    const workspaceId = crypto.randomUUID();
    await knex('workspaces').insert({ id: workspaceId, name: 'Paid', owner_account_id: id, subscription_status: 'active' });
    const refused = await b.post(PATH);
    expect([refused.status, refused.json.code]).toEqual([409, 'BILLING-005']);
    await knex('workspaces').where({ id: workspaceId }).update({ subscription_status: 'none' });
    const second = await b.post(PATH);
    expect(second.status).toBe(201);
    expect(second.json.id).not.toBe(created.json.id);
    await knex('workspaces').where({ id: workspaceId }).update({ subscription_status: 'active' });
    const confirm = await b.post('/api/v1/me/account/erasure-confirm', { token: second.json.confirm_token, password: STRONG_PASSWORD });
    expect([confirm.status, confirm.json.code]).toEqual([409, 'BILLING-005']);
    expect((await b.get(PATH)).json.state).toBe('pending');
  });

  it('provider-only user: the token goes by email (null in the answer) and confirms without a password', async () => {
    const { browser: b, email, id } = await signedInUser(server);
    await makeProviderOnly(server, id);
    const created = await b.post(PATH);
    expect(created.status).toBe(201);
    expect(created.json.confirm_token).toBeNull();
    const [mail] = await mailsTo(server, email, 'erasure_confirmation');
    const token = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(mail.body_text)![1]!;
    expect(mail.body_text).toContain(`${server.services.config.server.publicUrl}/account/erasure#token=${token}`);
    const confirmed = await b.post('/api/v1/me/account/erasure-confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.state).toBe('cooling_off');
  });

  it('after the cooling-off period the sweep erases the account, its private memories and its sessions', async () => {
    const { browser: b, id, email } = await signedInUser(server);
    const mem = await b.post('/api/v1/memory', { key: 'diary', value: 'Private thoughts' });
    expect(mem.status).toBe(201);
    const token = (await b.post(PATH)).json.confirm_token;
    await b.post('/api/v1/me/account/erasure-confirm', { token, password: STRONG_PASSWORD });
    const knex = server.services.db.knex;
    const [context] = await knex('contexts').where({ kind: 'private', owner_account_id: id }).pluck('id');
    expect(await knex('memories').where({ context_id: context }).count({ n: '*' })).toEqual([{ n: expect.anything() }]);

    const erasure = server.services.account.erasure;
    expect(await erasure.sweep(new Date(Date.now() + 6 * DAY))).toBe(0); // still cooling off
    expect((await b.get(PATH)).json.state).toBe('cooling_off');
    expect(await erasure.sweep(new Date(Date.now() + 7 * DAY + 60_000))).toBeGreaterThanOrEqual(1); // earlier tests' requests too

    expect(await knex('accounts').where({ id }).first()).toBeUndefined();
    expect(await knex('memories').where({ context_id: context })).toHaveLength(0);
    expect(await knex('session_accounts').where({ account_id: id })).toHaveLength(0);
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
    const row = await knex('erasure_requests').where({ account_id: id }).first();
    expect(row.state).toBe('complete');
    expect((await mailsTo(server, email, 'ERASURE_COMPLETE')).length).toBe(1);
  });

  it('marks the request failed when erasing throws', async () => {
    const { browser: b, id } = await signedInUser(server);
    const token = (await b.post(PATH)).json.confirm_token;
    await b.post('/api/v1/me/account/erasure-confirm', { token, password: STRONG_PASSWORD });
    const sessions = server.services.auth.sessions;
    const original = sessions.revokeAccountSessions;
    sessions.revokeAccountSessions = async () => {
      throw new Error('store unavailable');
    };
    try {
      expect(await server.services.account.erasure.sweep(new Date(Date.now() + 8 * DAY))).toBe(1);
    } finally {
      sessions.revokeAccountSessions = original;
    }
    const row = await server.services.db.knex('erasure_requests').where({ account_id: id }).first();
    expect(row.state).toBe('failed');
    expect(await server.services.db.knex('accounts').where({ id }).first('id')).toBeDefined();
    expect((await b.get(PATH)).json).toBeNull(); // failed is not active
  });
});

describe('erasure with a mail server that refuses', () => {
  let failing: AuthTestServer;
  beforeAll(async () => {
    failing = await startAuthTestServer({ SMTP_URL: 'smtp://127.0.0.1:1', SMTP_TIMEOUT_MS: '500' });
    await failing.createAdmin('initial-admin', 'initial@example.com');
  }, testTime(240_000));
  afterAll(async () => {
    await failing?.close();
  }, testTime(60_000));

  it('answers 503 for a provider-only user and keeps nothing', async () => {
    const { browser: b, id } = await signedInUser(failing);
    await makeProviderOnly(failing, id);
    const res = await b.post(PATH);
    expect([res.status, res.json.code]).toEqual([503, 'SYSTEM-003']);
    expect(await failing.services.db.knex('erasure_requests').where({ account_id: id })).toHaveLength(0);
    expect((await b.get(PATH)).json).toBeNull();
  });
});
