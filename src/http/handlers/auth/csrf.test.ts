/**
 * CSRF protection of cookie-authenticated writes: the svc_csrf cookie's life follows the
 * session cookie's, and POST/PUT/PATCH/DELETE with the session cookie need X-CSRF-Token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCsrfTokens } from '../../../domain/auth/crypto/session-csrf.js';
import { clearCsrfCookie, CSRF_COOKIE, setCsrfCookie } from '../../csrf.js';
import { SESSION_COOKIE } from '../../security.js';
import { cookieAttributes, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('carol', 'carol@example.com');
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

const profile = { name: 'Carol' };

describe('the svc_csrf cookie', () => {
  it('is set with the session cookie: readable by scripts, SameSite=Strict, Path=/, same lifetime', async () => {
    const b = server.browser();
    const res = await b.login('carol');
    const line = res.setCookies.find((l) => l.startsWith(`${CSRF_COOKIE}=`))!;
    const attrs = cookieAttributes(line);
    expect(attrs.has('httponly')).toBe(false);
    expect(attrs.get('samesite')).toBe('Strict');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('secure')).toBe(false); // PUBLIC_URL is http here, as for svc_session
    expect(attrs.has('max-age')).toBe(false); // browser-session cookie, like svc_session without "remember"
    expect(b.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const remembered = await server.browser().post('/api/v1/auth/login', { login_id: 'carol', password: 'violet-Harbour-tramline-42', remember: true });
    const lifetimes = [SESSION_COOKIE, CSRF_COOKIE].map((n) => cookieAttributes(remembered.setCookies.find((l) => l.startsWith(`${n}=`))!).get('max-age'));
    expect(lifetimes[0]).toBe(String(server.services.config.auth.sessionRememberAbsoluteSeconds));
    expect(lifetimes[1]).toBe(lifetimes[0]);
  });

  it('is Secure exactly when the session cookie is (PUBLIC_URL https), and replaces an earlier one in the same answer', () => {
    let lines: string[] = ['svc_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure'];
    const ctx = { response: { get: () => lines }, set: (_: string, v: string[]) => (lines = v) } as never;
    const services = { config: { server: { publicUrl: 'https://memory.example' } }, auth: { csrf: new SessionCsrfTokens(Buffer.alloc(32, 7)) } } as never;
    setCsrfCookie(ctx, services, 'session-1', 60);
    expect(lines).toHaveLength(2);
    expect(cookieAttributes(lines[1]!).has('secure')).toBe(true);
    expect(cookieAttributes(lines[1]!).get('max-age')).toBe('60');
    clearCsrfCookie(ctx, services);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^svc_session=abc/);
    expect(cookieAttributes(lines[1]!).get('max-age')).toBe('0');
  });

  it('holds an HMAC of the session id under a key derived from the master secret', () => {
    const a = new SessionCsrfTokens(Buffer.from('master secret one, at least 32 characters'));
    const b = new SessionCsrfTokens(Buffer.from('master secret two, at least 32 characters'));
    expect(a.tokenFor('s1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.tokenFor('s1')).toBe(new SessionCsrfTokens(Buffer.from('master secret one, at least 32 characters')).tokenFor('s1'));
    expect(a.tokenFor('s1')).not.toBe(a.tokenFor('s2'));
    expect(a.tokenFor('s1')).not.toBe(b.tokenFor('s1'));
    expect(a.matches('s1', a.tokenFor('s1'))).toBe(true);
    expect(a.matches('s1', undefined)).toBe(false);
    expect(a.matches('s1', a.tokenFor('s1').slice(1))).toBe(false);
  });

  it('changes with every sign-in and is cleared on logout', async () => {
    const b = server.browser();
    await b.login('carol');
    const first = b.cookies.get(CSRF_COOKIE);
    await b.login('carol');
    expect(b.cookies.get(CSRF_COOKIE)).not.toBe(first);
    const out = await b.post('/api/v1/auth/logout?scope=all');
    const cleared = cookieAttributes(out.setCookies.find((l) => l.startsWith(`${CSRF_COOKIE}=`))!);
    expect(cleared.get('max-age')).toBe('0');
    expect(b.cookies.has(CSRF_COOKIE)).toBe(false);
  });

  it('is sent again to a session whose browser lost it or holds a stale one', async () => {
    const b = server.browser();
    await b.login('carol');
    const token = b.cookies.get(CSRF_COOKIE)!;
    b.cookies.delete(CSRF_COOKIE);
    const res = await b.get('/api/v1/auth/me');
    expect(res.status).toBe(200);
    expect(b.cookies.get(CSRF_COOKIE)).toBe(token);
    b.cookies.set(CSRF_COOKIE, 'stale'.padEnd(43, 'x'));
    await b.get('/api/v1/auth/accounts');
    expect(b.cookies.get(CSRF_COOKIE)).toBe(token);
    const quiet = await b.get('/api/v1/auth/me');
    expect(quiet.setCookies.filter((l) => l.startsWith(`${CSRF_COOKIE}=`))).toEqual([]); // nothing to fix
  });
});

describe('cookie-authenticated writes', () => {
  it('without X-CSRF-Token are refused with 403 AUTH-050 before anything happens', async () => {
    const b = server.browser();
    await b.login('carol');
    const res = await b.request('PUT', '/api/v1/users/profile', { json: { name: 'Mallory' }, csrf: false });
    expect([res.status, res.json.code]).toEqual([403, 'AUTH-050']);
    expect(res.json.message).toMatch(/X-CSRF-Token/);
    const del = await b.request('DELETE', '/api/v1/me/sessions', { csrf: false });
    expect(del.status).toBe(403);
    expect((await b.get('/api/v1/users/profile')).json.name).not.toBe('Mallory');
    // Validation comes after the check: an invalid body is still a 403.
    const invalid = await b.request('POST', '/api/v1/me/api-keys', { json: { name: 'bad name!' }, csrf: false });
    expect(invalid.status).toBe(403);
  });

  it('with a wrong token, or a header and cookie that agree on a forged value, are refused', async () => {
    const b = server.browser();
    await b.login('carol');
    const wrong = await b.request('PUT', '/api/v1/users/profile', { json: profile, headers: { 'x-csrf-token': 'x'.repeat(43) } });
    expect([wrong.status, wrong.json.code]).toEqual([403, 'AUTH-050']);
    const forged = 'f'.repeat(43);
    const cookie = `${SESSION_COOKIE}=${b.cookies.get(SESSION_COOKIE)}; ${CSRF_COOKIE}=${forged}`;
    const doubleForged = await fetch(`${server.url}/api/v1/users/profile`, { method: 'PUT', headers: { cookie, 'x-csrf-token': forged, 'content-type': 'application/json' }, body: JSON.stringify(profile) });
    expect(doubleForged.status).toBe(403);
    // The token of another session does not work either.
    const other = server.browser();
    await other.login('carol');
    const crossed = await b.request('PUT', '/api/v1/users/profile', { json: profile, headers: { 'x-csrf-token': other.cookies.get(CSRF_COOKIE)! } });
    expect(crossed.status).toBe(403);
  });

  it('with the header set to the cookie value go through', async () => {
    const b = server.browser();
    await b.login('carol');
    const res = await b.request('PUT', '/api/v1/users/profile', { json: profile, headers: { 'x-csrf-token': b.cookies.get(CSRF_COOKIE)! } });
    expect(res.status).toBe(200);
    expect((await b.post('/api/v1/me/api-keys', { name: `csrf-${Date.now()}` })).status).toBe(201); // the test browser sends it itself
  });

  it('recover after a 403: the refusal carries the cookie to send', async () => {
    const b = server.browser();
    await b.login('carol');
    b.cookies.delete(CSRF_COOKIE);
    const refused = await b.request('PUT', '/api/v1/users/profile', { json: profile });
    expect(refused.status).toBe(403);
    expect(b.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await b.request('PUT', '/api/v1/users/profile', { json: profile })).status).toBe(200);
  });
});

describe('requests the token does not concern', () => {
  it('bearer-authenticated writes need no token, even with a session cookie present', async () => {
    const b = server.browser();
    await b.login('carol');
    const { key } = await server.services.apiKeys.create({ name: `csrf-bearer-${Date.now()}` });
    const res = await b.request('POST', '/api/v1/memory', { json: { key: 'csrf-k', value: 'v' }, headers: { authorization: `Bearer ${key}` }, csrf: false });
    expect(res.status).toBe(201);
  });

  it('public operations (login) need no token', async () => {
    const b = server.browser();
    await b.login('carol');
    expect((await b.request('POST', '/api/v1/auth/login', { json: { login_id: 'carol', password: 'violet-Harbour-tramline-42' }, csrf: false })).status).toBe(200);
  });

  it('logout needs it while a session cookie signs the browser in; without one (or an expired one) it still succeeds', async () => {
    const b = server.browser();
    await b.login('carol');
    const forced = await b.request('POST', '/api/v1/auth/logout?scope=all', { csrf: false });
    expect([forced.status, forced.json.code]).toEqual([403, 'AUTH-050']);
    expect(forced.setCookies.filter((l) => l.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    expect((await b.get('/api/v1/auth/me')).status).toBe(200); // still signed in
    const out = await b.post('/api/v1/auth/logout?scope=all'); // the test browser sends the token, as the web app does
    expect([out.status, out.json.session_ended]).toEqual([200, true]);
    expect((await server.browser().request('POST', '/api/v1/auth/logout', { csrf: false })).status).toBe(200);
    const expired = server.browser();
    expired.cookies.set(SESSION_COOKIE, 'e'.repeat(43));
    expect((await expired.request('POST', '/api/v1/auth/logout', { csrf: false })).status).toBe(200);
  });

  it('reads need no token', async () => {
    const b = server.browser();
    await b.login('carol');
    b.cookies.delete(CSRF_COOKIE);
    expect((await b.get('/api/v1/me/api-keys')).status).toBe(200);
  });
});
