/**
 * Closed-beta invitations: administrators create, list and revoke them, and the provider
 * sign-up (SIGNUP_INVITE_REQUIRED) accepts exactly the usable ones, through a real round
 * trip with a plain OAuth 2.0 test provider standing in for idp_b.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startOAuth2TestProvider, type OAuth2TestProvider } from '../../../testing/stand-ins/identity-providers.js';
import { idpBSettings } from '../../../testing/http/provider-round-trip.js';
import { onFreePort } from '../../../testing/ports.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { signedIn } from '../../../testing/http/admin-fixtures.js';
import { sha256Hex } from '../../../domain/core/sha256.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let idpB: OAuth2TestProvider;
let base: string;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  idpB = await startOAuth2TestProvider();
  // The server's port goes into its callback address: picked first, again if taken meanwhile.
  server = await onFreePort((port) => {
    base = `http://127.0.0.1:${port}`;
    return startAuthTestServer({
      PORT: String(port),
      SIGNUP_INVITE_REQUIRED: 'true',
      AUTH_PROVIDERS: 'idp_b',
      ...idpBSettings(idpB),
    });
  });
  await server.createAdmin('initial-admin', 'initial@example.com');
  admin = await signedIn(server, 'admin');
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await idpB?.close();
}, testTime(60_000));

/** Starts the idp_b sign-in (with the invite, when given) and comes back to the callback; returns where it lands. */
async function signUp(b: Browser, invite?: string): Promise<string> {
  const query = `return_to=%2Fwelcome${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`;
  let location = (await b.get(`/api/v1/auth/idp_b/login?${query}`)).headers.get('location')!;
  for (let hop = 0; hop < 8 && !location.startsWith(`${base}/api/v1/auth/`); hop++) {
    location = new URL((await b.get(location)).headers.get('location')!, location).toString();
  }
  return (await b.get(location)).headers.get('location')!;
}

async function create(body: Record<string, unknown> = {}) {
  return admin.browser.post('/api/v1/admin/invitations', body);
}

async function statusOf(id: string): Promise<string> {
  const list = await admin.browser.get('/api/v1/admin/invitations');
  return list.json.invitations.find((i: { id: string }) => i.id === id).status;
}

describe('creating an invitation', () => {
  it('answers the token and link once, stores only the hash, audits, and mails the link when an address is given', async () => {
    const before = Date.now();
    const res = await create({ email: 'guest@example.com', note: '  Design partner  ', expires_in_days: 3 });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({ email: 'guest@example.com', note: 'Design partner', status: 'active', used_at: null, revoked_at: null, emailed: true });
    expect(res.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json.url).toBe(`${base}/login?invite=${res.json.token}`);
    const days = (Date.parse(res.json.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);

    const knex = server.services.db.knex;
    const row = await knex('signup_invites').where({ id: res.json.id }).first();
    expect(row.token_hash).toBe(sha256Hex(res.json.token));
    expect(row.created_by_account_id).toBe(admin.id);
    expect(JSON.stringify(row)).not.toContain(res.json.token);
    const audit = await knex('audit_log').where({ action: 'invitation.created', target_id: res.json.id }).first();
    expect(audit).toMatchObject({ account_id: admin.id, target_type: 'invitation' });
    expect(JSON.stringify(audit.details)).not.toContain(res.json.token);
    const mails = await knex('mail_outbox').where({ recipient: 'guest@example.com', kind: 'signup_invitation' });
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toContain(res.json.url);

    const listed = await admin.browser.get('/api/v1/admin/invitations');
    expect(listed.status).toBe(200);
    expect(listed.json.invitations[0]).toEqual({
      id: res.json.id, email: 'guest@example.com', note: 'Design partner', created_at: res.json.created_at, expires_at: res.json.expires_at, used_at: null, revoked_at: null, status: 'active',
    });
    expect(listed.text).not.toContain(res.json.token);
  });

  it('defaults to 14 days and no email', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: null, note: null, emailed: false });
    expect(Math.round((Date.parse(res.json.expires_at) - Date.parse(res.json.created_at)) / 86_400_000)).toBe(14);
  });

  it('validates the body (422)', async () => {
    expect((await create({ expires_in_days: 0 })).status).toBe(422);
    expect((await create({ expires_in_days: 91 })).status).toBe(422);
    expect((await create({ note: 'x'.repeat(201) })).status).toBe(422);
    expect((await create({ email: 'not-an-address' })).status).toBe(422);
    expect((await create({ token: 'chosen-by-me' })).status).toBe(422);
  });
});

describe('who may manage invitations', () => {
  it('refuses a non-admin session with 403 ADMIN-001 and no session with 401', async () => {
    const member = await signedIn(server, 'user');
    const existing = (await create()).json.id as string;
    for (const res of [
      await member.browser.get('/api/v1/admin/invitations'),
      await member.browser.post('/api/v1/admin/invitations', {}),
      await member.browser.request('DELETE', `/api/v1/admin/invitations/${existing}`),
    ]) {
      expect([res.status, res.json.code]).toEqual([403, 'ADMIN-001']);
    }
    expect(await statusOf(existing)).toBe('active');
    expect((await server.browser().get('/api/v1/admin/invitations')).status).toBe(401);
  });
});

describe('revoking', () => {
  it('is 204 (again on repeat), 404 ADMIN-002 for an unknown id, 422 for a malformed one', async () => {
    const { id } = (await create()).json;
    expect((await admin.browser.request('DELETE', `/api/v1/admin/invitations/${id}`)).status).toBe(204);
    expect(await statusOf(id)).toBe('revoked');
    expect((await admin.browser.request('DELETE', `/api/v1/admin/invitations/${id}`)).status).toBe(204);
    expect(await server.services.db.knex('audit_log').where({ action: 'invitation.revoked', target_id: id })).toHaveLength(1);
    const unknown = await admin.browser.request('DELETE', '/api/v1/admin/invitations/00000000-0000-4000-8000-000000000099');
    expect([unknown.status, unknown.json.code]).toEqual([404, 'ADMIN-002']);
    expect((await admin.browser.request('DELETE', '/api/v1/admin/invitations/nope')).status).toBe(422);
  });
});

describe('signing up with an invitation', () => {
  it('admits a new account only with a usable invitation, once', async () => {
    idpB.nextUser = { id: 9001, login: 'no-invite', email: 'no-invite@idp-b.example' };
    expect(await signUp(server.browser())).toBe('/login?error=invite_required');

    const invitation = (await create({ note: 'first' })).json;
    idpB.nextUser = { id: 9002, login: 'invited', email: 'invited@idp-b.example' };
    const invited = server.browser();
    expect(await signUp(invited, invitation.token)).toBe('/welcome');
    const me = (await invited.get('/api/v1/auth/me')).json.user;
    const list = (await admin.browser.get('/api/v1/admin/invitations')).json.invitations;
    expect(list.find((i: { id: string }) => i.id === invitation.id)).toMatchObject({ status: 'used', used_at: expect.any(String) });
    const users = (await admin.browser.get('/api/v1/admin/users?limit=100')).json.users;
    expect(users.find((u: { id: string }) => u.id === me.id)).toMatchObject({ role: 'user', providers: ['idp_b'] });

    idpB.nextUser = { id: 9003, login: 'second', email: 'second@idp-b.example' };
    expect(await signUp(server.browser(), invitation.token)).toBe('/login?error=invite_required');
  });

  it('refuses a revoked or expired invitation', async () => {
    const revoked = (await create()).json;
    await admin.browser.request('DELETE', `/api/v1/admin/invitations/${revoked.id}`);
    idpB.nextUser = { id: 9004, login: 'revoked-guest' };
    expect(await signUp(server.browser(), revoked.token)).toBe('/login?error=invite_required');

    const expired = (await create()).json;
    await server.services.db.knex('signup_invites').where({ id: expired.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await statusOf(expired.id)).toBe('expired');
    idpB.nextUser = { id: 9005, login: 'late-guest' };
    expect(await signUp(server.browser(), expired.token)).toBe('/login?error=invite_required');
    // Revoking an expired invitation changes nothing.
    expect((await admin.browser.request('DELETE', `/api/v1/admin/invitations/${expired.id}`)).status).toBe(204);
    expect(await statusOf(expired.id)).toBe('expired');
  });
});
