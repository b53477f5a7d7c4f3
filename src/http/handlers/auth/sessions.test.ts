/**
 * Browser sessions end to end (A1 rules 1 and 5, section 5 items 1-2): login, cookie,
 * /auth/me, API keys refused, account list and switch, logout scopes, expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../../security.js';
import { cookieAttributes, startAuthTestServer, STRONG_PASSWORD, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { sha256Hex } from '../../../domain/core/sha256.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  server = await startAuthTestServer();
  aliceId = await server.createAdmin('alice', 'alice@example.com');
  bobId = await server.createAdmin('bob', 'bob@example.com');
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('password login and the session cookie', () => {
  it('sets svc_session HttpOnly, SameSite=Lax, Path=/ and returns the user', async () => {
    const b = server.browser();
    const res = await b.login('alice');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
    expect(res.json.user).toMatchObject({ id: aliceId, email: 'alice@example.com', role: 'admin', email_verified: true, mfa_enabled: false });
    const line = res.setCookies.find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    const attrs = cookieAttributes(line);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('secure')).toBe(false); // PUBLIC_URL is http here
    expect(attrs.has('max-age')).toBe(false); // browser-session cookie without "remember"
    expect(b.cookies.get(SESSION_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the sha256 of the session id', async () => {
    const b = server.browser();
    await b.login('alice');
    const token = b.cookies.get(SESSION_COOKIE)!;
    const knex = server.services.db.knex;
    expect(await knex('session_containers').where({ token_hash: token }).first()).toBeUndefined();
    expect(await knex('session_containers').where({ token_hash: sha256Hex(token) }).first()).toBeDefined();
  });

  it('"remember" gives a persistent cookie with the absolute lifetime', async () => {
    const b = server.browser();
    const res = await b.post('/api/v1/auth/login', { login_id: 'alice', password: STRONG_PASSWORD, remember: true });
    const attrs = cookieAttributes(res.setCookies.find((l) => l.startsWith(`${SESSION_COOKIE}=`))!);
    expect(attrs.get('max-age')).toBe(String(server.services.config.auth.sessionRememberAbsoluteSeconds));
  });

  it('echoes a safe return_to and refuses an unsafe one with 422', async () => {
    const b = server.browser();
    const ok = await b.request('POST', '/api/v1/auth/login?return_to=%2Fdashboard%3Ftab%3D1', { json: { login_id: 'alice', password: STRONG_PASSWORD } });
    expect(ok.json.return_to).toBe('/dashboard?tab=1');
    const bad = await b.request('POST', '/api/v1/auth/login?return_to=%2F%2Fevil.example', { json: { login_id: 'alice', password: STRONG_PASSWORD } });
    expect(bad.status).toBe(422);
  });
});

describe('/auth/me and session-only endpoints', () => {
  it('401 without a session, 200 with one', async () => {
    const b = server.browser();
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
    await b.login('alice');
    const me = await b.get('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(aliceId);
  });

  it('403 AUTH-002 with an API key, on /auth/me, /auth/accounts, /users/me and /users/profile', async () => {
    const { key } = await server.services.apiKeys.create({ name: 'session-only-probe' });
    const b = server.browser({ authorization: `Bearer ${key}` });
    for (const p of ['/api/v1/auth/me', '/api/v1/auth/accounts', '/api/v1/users/me', '/api/v1/users/profile']) {
      const res = await b.get(p);
      expect(res.status, p).toBe(403);
      expect(res.json.code).toBe('AUTH-002');
    }
  });

  it('a forged or unknown cookie authenticates nobody', async () => {
    const b = server.browser();
    b.cookies.set(SESSION_COOKIE, 'A'.repeat(43));
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('resolves to the account\'s private context', async () => {
    const b = server.browser();
    await b.login('alice');
    const principal = await server.services.auth.resolveSession!(b.cookies.get(SESSION_COOKIE)!);
    expect(principal).toMatchObject({ kind: 'session', accountId: aliceId, contextId: await server.services.contexts.privateContextOf(aliceId) });
  });
});

describe('several accounts on one browser session', () => {
  it('lists both, switches, and 404s a switch to an account not in the session', async () => {
    const b = server.browser();
    await b.login('alice');
    const firstCookie = b.cookies.get(SESSION_COOKIE);
    await b.login('bob');
    expect(b.cookies.get(SESSION_COOKIE)).not.toBe(firstCookie); // adding an account rotates the id
    let list = await b.get('/api/v1/auth/accounts');
    expect(list.status).toBe(200);
    expect(list.json.accounts.map((a: { id: string }) => a.id)).toEqual([aliceId, bobId]);
    expect(list.json.active_account_id).toBe(bobId);
    expect(list.json.accounts.find((a: { id: string }) => a.id === bobId).active).toBe(true);

    const sw = await b.post('/api/v1/auth/accounts/switch', { account_id: aliceId });
    expect(sw.status).toBe(200);
    expect(sw.json.active_account_id).toBe(aliceId);
    expect((await b.get('/api/v1/auth/me')).json.user.id).toBe(aliceId);

    const carolId = await server.createAdmin('carol', 'carol@example.com');
    for (const target of [carolId, '00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
      const res = await b.post('/api/v1/auth/accounts/switch', { account_id: target });
      expect(res.status, target).toBe(404);
      expect(res.json.code).toBe('SESSION-001');
    }
    list = await b.get('/api/v1/auth/accounts');
    expect(list.json.active_account_id).toBe(aliceId);
  });
});

describe('logout (A1 rule 1)', () => {
  it('scope=current with another account: session continues, the other account becomes active', async () => {
    const b = server.browser();
    await b.login('alice');
    await b.login('bob');
    const res = await b.post('/api/v1/auth/logout?scope=current');
    expect(res.json).toEqual({ success: true, scope: 'current', session_ended: false });
    expect(res.setCookies.some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await b.get('/api/v1/auth/me')).json.user.id).toBe(aliceId);
  });

  it('scope=current with the last account: session ends and the cookie is cleared with Max-Age=0', async () => {
    const b = server.browser();
    await b.login('alice');
    const cookie = b.cookies.get(SESSION_COOKIE)!;
    const res = await b.post('/api/v1/auth/logout?scope=current');
    expect(res.json).toEqual({ success: true, scope: 'current', session_ended: true });
    expect(cookieAttributes(res.setCookies.find((l) => l.startsWith(`${SESSION_COOKIE}=`))!).get('max-age')).toBe('0');
    b.cookies.set(SESSION_COOKIE, cookie);
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('default scope is all: every account leaves and the cookie is cleared', async () => {
    const b = server.browser();
    await b.login('alice');
    await b.login('bob');
    const cookie = b.cookies.get(SESSION_COOKIE)!;
    const res = await b.post('/api/v1/auth/logout');
    expect(res.json).toEqual({ success: true, scope: 'all', session_ended: true });
    b.cookies.set(SESSION_COOKIE, cookie);
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('succeeds without a session and with an expired one', async () => {
    const anonymous = await server.browser().post('/api/v1/auth/logout?scope=current');
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ success: true, scope: 'current', session_ended: true });

    const b = server.browser();
    await b.login('alice');
    const hash = sha256Hex(b.cookies.get(SESSION_COOKIE)!);
    await server.services.db.knex('session_containers').where({ token_hash: hash }).update({ last_seen_at: new Date(Date.now() - 86_400_000 * 30) });
    const res = await b.post('/api/v1/auth/logout');
    expect(res.status).toBe(200);
    expect(res.json.session_ended).toBe(true);
    expect(res.setCookies.some((l) => l.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  });
});

describe('lifetimes', () => {
  it('idle timeout ends the session', async () => {
    const b = server.browser();
    await b.login('alice');
    const idle = server.services.config.auth.sessionIdleSeconds;
    await server.services.db.knex('session_containers').where({ token_hash: sha256Hex(b.cookies.get(SESSION_COOKIE)!) })
      .update({ last_seen_at: new Date(Date.now() - (idle + 5) * 1000) });
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('absolute lifetime ends a sign-in however active', async () => {
    const b = server.browser();
    await b.login('alice');
    const container = await server.services.db.knex('session_containers').where({ token_hash: sha256Hex(b.cookies.get(SESSION_COOKIE)!) }).first();
    await server.services.db.knex('session_accounts').where({ container_id: container.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });
});

describe('users and profile (A2)', () => {
  it('GET /users/me and /users/profile', async () => {
    const b = server.browser();
    await b.login('alice');
    const me = await b.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ id: aliceId, email: 'alice@example.com', timezone: expect.any(String) });
    const profile = await b.get('/api/v1/users/profile');
    expect(profile.json).toMatchObject({ id: aliceId, email: 'alice@example.com', has_password: true, mfa_enabled: false, locale: expect.any(String), timezone: expect.any(String) });
  });

  it('PUT /users/profile canonicalises valid values and refuses bad ones with 422', async () => {
    const b = server.browser();
    await b.login('bob');
    const ok = await b.request('PUT', '/api/v1/users/profile', { json: { name: ' Bob B ', timezone: 'america/new_york', locale: 'pt-br' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: 'Bob B', timezone: 'America/New_York', locale: 'pt-BR' });
    for (const [field, value] of [['timezone', 'Mars/Olympus_Mons'], ['timezone', 'Europe'], ['locale', 'xx-invalid-tag-here-123456789']] as const) {
      const res = await b.request('PUT', '/api/v1/users/profile', { json: { [field]: value } });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.json.code).toBe('REQUEST-001');
      expect(res.json.detail[0].loc).toEqual(['body', field]);
    }
    expect((await b.get('/api/v1/users/profile')).json.timezone).toBe('America/New_York');
  });

  it('401 without a session', async () => {
    expect((await server.browser().request('PUT', '/api/v1/users/profile', { json: { name: 'x' } })).status).toBe(401);
  });
});

describe('provider sign-in without configuration', () => {
  it('404 AUTH-041 when the provider is not enabled; /auth/providers lists none', async () => {
    const res = await server.browser().get('/api/v1/auth/idp_b/login');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('AUTH-041');
    expect((await server.browser().get('/api/v1/auth/providers')).json).toEqual({ providers: [] });
  });

  it('a browser following a stale provider link lands on the sign-in page with provider_unavailable', async () => {
    for (const provider of ['idp_a', 'idp_b']) {
      const res = await server.browser().get(`/api/v1/auth/${provider}/login?return_to=%2Fdashboard`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/login?error=provider_unavailable');
    }
  });

  it('a callback for an unconfigured provider still only redirects', async () => {
    const res = await server.browser().get('/api/v1/auth/idp_a/callback?code=x&state=y');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?error=invalid_state');
  });
});

describe('generic login failure (A1 rule 2)', () => {
  it('unknown identifier, wrong password and an account without a password give the same 401 body', async () => {
    const noPassword = await server.createAdmin('nopass', 'nopass@example.com');
    await server.services.db.knex('accounts').where({ id: noPassword }).update({ password_hash: null });
    const bodies = [];
    for (const [id, pw] of [['nobody-here', STRONG_PASSWORD], ['alice', 'wrong password!'], ['nopass', STRONG_PASSWORD]]) {
      const res = await server.browser().login(id, pw);
      expect(res.status).toBe(401);
      bodies.push({ code: res.json.code, message: res.json.message });
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('an unverified email does not sign in', async () => {
    const id = await server.createAdmin('unverified', 'unverified@example.com');
    await server.services.db.knex('accounts').where({ id }).update({ email_verified: false });
    expect((await server.browser().login('unverified@example.com')).status).toBe(401);
    expect((await server.browser().login('unverified')).status).toBe(200);
  });
});

describe('GET /api/v1/auth/session (the web app asks this on every load)', () => {
  it('answers 200 and authenticated false without a session', async () => {
    const res = await server.browser().request('GET', '/api/v1/auth/session');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ authenticated: false, user: null, accounts: [], active_account_id: null });
  });

  it('names the active user and every account of the session', async () => {
    const b = server.browser();
    await b.login('alice');
    await b.login('bob');
    const res = await b.request('GET', '/api/v1/auth/session');
    expect(res.status).toBe(200);
    expect(res.json.authenticated).toBe(true);
    expect(res.json.user.id).toBe(bobId);
    expect(res.json.active_account_id).toBe(bobId);
    expect(res.json.accounts.map((a: { id: string }) => a.id)).toEqual([aliceId, bobId]);
  });

  it('treats a forged cookie as signed out', async () => {
    const b = server.browser();
    b.cookies.set(SESSION_COOKIE, 'f'.repeat(43));
    const res = await b.request('GET', '/api/v1/auth/session');
    expect(res.json.authenticated).toBe(false);
  });
});
