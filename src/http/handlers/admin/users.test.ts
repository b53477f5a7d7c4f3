/** GET /api/v1/admin/users: administrators only, newest first, cursor pages, text filter. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { signedIn } from '../../../testing/http/admin-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

describe('who may list accounts', () => {
  it('refuses no session (401), an API key (403 AUTH-002) and a non-admin session (403 ADMIN-001)', async () => {
    expect((await server.browser().get('/api/v1/admin/users')).status).toBe(401);
    const { key } = await server.services.apiKeys.create({ name: `admin-list-${Date.now()}` });
    const byKey = await server.browser({ authorization: `Bearer ${key}` }).get('/api/v1/admin/users');
    expect([byKey.status, byKey.json.code]).toEqual([403, 'AUTH-002']);
    const member = await signedIn(server, 'user');
    const refused = await member.browser.get('/api/v1/admin/users');
    expect([refused.status, refused.json.code]).toEqual([403, 'ADMIN-001']);
  });
});

describe('the list', () => {
  it('shows each account with its sign-in methods, MFA state and activity, newest first', async () => {
    const admin = await signedIn(server, 'admin');
    const member = await signedIn(server, 'user', 'listed');
    const knex = server.services.db.knex;
    await server.services.auth.identities.linkIdentity({ accountId: member.id, provider: 'idp_b', subject: `s-${member.id}`, email: null, now: new Date() });
    await knex('totp_credentials').insert({ account_id: member.id, secret_encrypted: 'x', created_at: new Date(), confirmed_at: new Date() });
    await knex('accounts').where({ id: member.id }).update({ name: '' });

    const res = await admin.browser.get('/api/v1/admin/users');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ids = res.json.users.map((u: { id: string }) => u.id);
    expect(ids.indexOf(member.id)).toBeLessThan(ids.indexOf(admin.id));
    const listed = res.json.users.find((u: { id: string }) => u.id === member.id);
    expect(listed).toEqual({
      id: member.id,
      email: member.email,
      name: null,
      login_id: member.loginId,
      role: 'user',
      email_verified: true,
      mfa_enabled: true,
      created_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      providers: ['password', 'idp_b'],
    });
    const self = res.json.users.find((u: { id: string }) => u.id === admin.id);
    expect(self).toMatchObject({ role: 'admin', mfa_enabled: false, providers: ['password'] });
    expect(JSON.stringify(res.json)).not.toMatch(/argon2|password_hash|subject/);
  });

  it('pages with next_cursor until it is null, each account once', async () => {
    const admin = await signedIn(server, 'admin');
    const total = await server.services.db.knex('accounts').count<{ count: string }[]>('id as count');
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res = await admin.browser.get(`/api/v1/admin/users?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.json.users.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.users.map((u: { id: string }) => u.id));
      cursor = res.json.next_cursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(Number(total[0]!.count));
  });

  it('filters on email, name or login id, case-insensitively and literally', async () => {
    const admin = await signedIn(server, 'admin');
    const target = await signedIn(server, 'user', 'zebra');
    await server.services.db.knex('accounts').where({ id: target.id }).update({ name: 'Grace Hopper' });
    const byLogin = await admin.browser.get('/api/v1/admin/users?q=ZEBRA');
    expect(byLogin.json.users.map((u: { id: string }) => u.id)).toEqual([target.id]);
    const byName = await admin.browser.get('/api/v1/admin/users?q=hopper');
    expect(byName.json.users.map((u: { id: string }) => u.id)).toEqual([target.id]);
    const byEmail = await admin.browser.get(`/api/v1/admin/users?q=${encodeURIComponent(target.email.toUpperCase())}`);
    expect(byEmail.json.users.map((u: { id: string }) => u.id)).toEqual([target.id]);
    // Wildcards are ordinary characters.
    expect((await admin.browser.get('/api/v1/admin/users?q=%25')).json.users).toEqual([]);
  });

  it('answers 422 for a limit out of range or a cursor it did not issue', async () => {
    const admin = await signedIn(server, 'admin');
    expect((await admin.browser.get('/api/v1/admin/users?limit=101')).status).toBe(422);
    expect((await admin.browser.get('/api/v1/admin/users?limit=0')).status).toBe(422);
    const bad = await admin.browser.get('/api/v1/admin/users?cursor=not-a-cursor');
    expect(bad.status).toBe(422);
    expect(bad.json.detail[0].loc).toEqual(['query', 'cursor']);
  });
});
