/** ASVS 3.3.2 (L2): 30 minutes idle and 12 hours per sign-in by default; "keep me signed in" is an explicit, longer choice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/index.js';
import { sha256Hex } from '../../../domain/core/sha256.js';
import { SESSION_COOKIE } from '../../security.js';
import { cookieAttributes, STRONG_PASSWORD, startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('lena', 'lena@example.com');
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

const containerOf = (b: Browser) => server.services.db.knex('session_containers').where({ token_hash: sha256Hex(b.cookies.get(SESSION_COOKIE)!) });
const idleFor = async (b: Browser, ms: number) => containerOf(b).update({ last_seen_at: new Date(Date.now() - ms) });
async function signIn(remember: boolean): Promise<{ b: Browser; maxAge: string | undefined; expiresIn: number }> {
  const b = server.browser();
  const res = await b.post('/api/v1/auth/login', { login_id: 'lena', password: STRONG_PASSWORD, remember });
  expect(res.status).toBe(200);
  const maxAge = cookieAttributes(res.setCookies.find((l) => l.startsWith(`${SESSION_COOKIE}=`))!).get('max-age');
  const container = await containerOf(b).first();
  const member = await server.services.db.knex('session_accounts').where({ container_id: container.id }).first();
  return { b, maxAge, expiresIn: new Date(member.expires_at).getTime() - Date.now() };
}

describe('ASVS 3.3.2: session lifetimes at L2 by default', () => {
  it('defaults to 30 minutes idle and 12 hours absolute; remembered sign-ins 12 hours idle and 7 days', () => {
    const { auth } = loadConfig({});
    expect([auth.sessionIdleSeconds, auth.sessionAbsoluteSeconds]).toEqual([1800, 43_200]);
    expect([auth.sessionRememberIdleSeconds, auth.sessionRememberAbsoluteSeconds]).toEqual([43_200, 604_800]);
  });

  it('a sign-in without "keep me signed in" has a browser-session cookie, ends after 30 idle minutes and lasts at most 12 hours', async () => {
    const { b, maxAge, expiresIn } = await signIn(false);
    expect(maxAge).toBeUndefined();
    expect(expiresIn).toBeGreaterThan(12 * 60 * MINUTE - MINUTE);
    expect(expiresIn).toBeLessThanOrEqual(12 * 60 * MINUTE);
    await idleFor(b, 29 * MINUTE);
    expect((await b.get('/api/v1/auth/me')).status).toBe(200);
    await idleFor(b, 31 * MINUTE);
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('"keep me signed in" is the explicit longer choice: persistent cookie, 12 idle hours, 7 days', async () => {
    const { b, maxAge, expiresIn } = await signIn(true);
    expect(maxAge).toBe('604800');
    expect(expiresIn).toBeGreaterThan(7 * 24 * 60 * MINUTE - MINUTE);
    await idleFor(b, 31 * MINUTE);
    expect((await b.get('/api/v1/auth/me')).status).toBe(200);
    const sessions = await b.get('/api/v1/me/sessions');
    expect(sessions.status).toBe(200);
    await idleFor(b, 12 * 60 * MINUTE + MINUTE);
    expect((await b.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('the purge removes idle sessions by their own limit', async () => {
    const short = await signIn(false);
    const remembered = await signIn(true);
    await idleFor(short.b, 31 * MINUTE);
    await idleFor(remembered.b, 31 * MINUTE);
    await server.services.auth.sessions.purgeExpired();
    expect(await containerOf(short.b).first()).toBeUndefined();
    expect(await containerOf(remembered.b).first()).toBeDefined();
  });
});
