/**
 * Attacks on browser sign-in: session fixation, cookie flags, open redirects, CSRF on
 * the provider state, login enumeration by timing (rank test over many attempts), TOTP
 * replay, and throttle bypass by changing the identifier's case, whitespace or width.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeReturnTo, safeReturnTo } from '../../../domain/auth/return-to.js';
import { SESSION_COOKIE } from '../../security.js';
import { clearSessionCookie, FLOW_COOKIE, setSessionCookie } from './cookies.js';
import { startOidcTestProvider, type OidcTestProvider } from '../../../testing/stand-ins/identity-providers.js';
import { onFreePort } from '../../../testing/ports.js';
import { mannWhitneyZ } from '../../../testing/mann-whitney.js';
import { cookieAttributes, startAuthTestServer, STRONG_PASSWORD, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;
let idp: OidcTestProvider;
let base: string;

beforeAll(async () => {
  // The server's port goes into the provider's callback address: picked first, again if taken meanwhile.
  server = await onFreePort(async (port) => {
    base = `http://127.0.0.1:${port}`;
    idp = await startOidcTestProvider([`${base}/api/v1/auth/idp_a/callback`]);
    try {
      return await startAuthTestServer({
        PORT: String(port),
        TRUST_PROXY: 'true',
        LOGIN_CLIENT_LOCK_THRESHOLD: '3',
        LOGIN_ACCOUNT_LOCK_THRESHOLD: '8',
        AUTH_PROVIDERS: 'idp_a',
        IDP_A_ISSUER: idp.issuer,
        IDP_A_CLIENT_ID: idp.clientId,
        IDP_A_CLIENT_SECRET: idp.clientSecret,
      });
    } catch (error) {
      await idp.close();
      throw error;
    }
  });
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
  await idp?.close();
}, testTime(60_000));

function from(ip: string): Browser {
  return server.browser({ 'x-forwarded-for': ip });
}

describe('session fixation', () => {
  it('a session id known before sign-in is dead after it', async () => {
    await server.createAdmin('fixa', 'fixa@example.com');
    await server.createAdmin('fixb', 'fixb@example.com');
    const attacker = from('192.0.2.1');
    await attacker.login('fixa');
    const planted = attacker.cookies.get(SESSION_COOKIE)!;
    const victim = from('192.0.2.2');
    victim.cookies.set(SESSION_COOKIE, planted);
    await victim.login('fixb');
    expect(victim.cookies.get(SESSION_COOKIE)).not.toBe(planted);
    expect((await attacker.get('/api/v1/auth/me')).status).toBe(401);
    expect((await victim.get('/api/v1/auth/me')).json.user.email).toBe('fixb@example.com');
  });

  it('a made-up cookie value is ignored and replaced at sign-in', async () => {
    const b = from('192.0.2.3');
    b.cookies.set(SESSION_COOKIE, 'chosen-by-attacker'.padEnd(43, '0'));
    await b.login('fixa');
    expect(b.cookies.get(SESSION_COOKIE)).not.toMatch(/^chosen/);
  });
});

describe('cookie flags', () => {
  function fakeCtx() {
    const headers: string[] = [];
    const set = (name: string, lines: string[]) => name === 'Set-Cookie' && headers.splice(0, headers.length, ...lines);
    return { headers, ctx: { set, response: { get: () => [...headers] } } as never };
  }

  it('Secure is added when PUBLIC_URL is https; HttpOnly, SameSite=Lax and Path=/ always', () => {
    const services = { config: { server: { publicUrl: 'https://memory.example' }, auth: { flowSeconds: 600 } } } as never;
    const { headers, ctx } = fakeCtx();
    setSessionCookie(ctx, services, 'tok', undefined);
    const cleared = fakeCtx();
    clearSessionCookie(cleared.ctx, services);
    const set = cookieAttributes(headers[0]);
    expect([...set.keys()].sort()).toEqual(['httponly', 'path', 'samesite', 'secure']);
    expect(set.get('samesite')).toBe('Lax');
    const clearing = cookieAttributes(cleared.headers[0]);
    expect(clearing.get('max-age')).toBe('0');
    expect(clearing.has('secure')).toBe(true);
  });

  it('the flow cookie of a provider sign-in is HttpOnly and SameSite=Lax too', async () => {
    const res = await from('192.0.2.4').get('/api/v1/auth/idp_a/login');
    const line = res.setCookies.find((l) => l.startsWith(`${FLOW_COOKIE}=`))!;
    const attrs = cookieAttributes(line);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
  });
});

describe('open redirects', () => {
  const hostile = ['//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'javascript:alert(1)',
    '/\t/evil.example', ' /x', '/%0d%0aSet-Cookie:x=y'.replace('%0d%0a', '\r\n'), 'evil.example', '', '/\u0000x'];

  it('isSafeReturnTo refuses every off-site or malformed destination', () => {
    for (const value of hostile) expect(isSafeReturnTo(value), JSON.stringify(value)).toBe(false);
    for (const value of ['/', '/dashboard', '/a/b?c=d#e', '/%2F%2Fevil.example']) expect(isSafeReturnTo(value), value).toBe(true);
    expect(safeReturnTo('//evil.example', '/')).toBe('/');
  });

  it('login and provider start refuse them with 422; the provider callback never leaves the site', async () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
      const q = `return_to=${encodeURIComponent(value)}`;
      expect((await from('192.0.2.5').request('POST', `/api/v1/auth/login?${q}`, { json: { login_id: 'fixa', password: STRONG_PASSWORD } })).status, value).toBe(422);
      expect((await from('192.0.2.5').get(`/api/v1/auth/idp_a/login?${q}`)).status, value).toBe(422);
    }
    const cb = await from('192.0.2.5').get('/api/v1/auth/idp_a/callback?state=x&return_to=https://evil.example');
    expect(cb.headers.get('location')).toBe('/login?error=invalid_state');
  });
});

describe('CSRF on the provider state', () => {
  it('a callback carried to another browser (login CSRF) fails with invalid_state', async () => {
    const attacker = from('192.0.2.6');
    const start = await attacker.get('/api/v1/auth/idp_a/login?return_to=/');
    let location = start.headers.get('location')!;
    for (let hop = 0; hop < 12 && !location.startsWith(base); hop++) {
      const res = await attacker.get(location);
      location = new URL(res.headers.get('location')!, location).toString();
    }
    const victim = from('192.0.2.7');
    const res = await victim.get(location);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?error=invalid_state');
    expect(victim.cookies.get(SESSION_COOKIE)).toBeUndefined();
    // A forged flow cookie does not help either, and the state is now spent for the attacker too.
    victim.cookies.set(FLOW_COOKIE, 'f'.repeat(43));
    expect((await victim.get(location)).headers.get('location')).toBe('/login?error=invalid_state');
    expect((await attacker.get(location)).headers.get('location')).toBe('/login?error=invalid_state');
  });
});

describe('TOTP replay', () => {
  it('the same code cannot complete two sign-ins', async () => {
    await server.createAdmin('replayer', 'replayer@example.com');
    const b = from('192.0.2.8');
    await b.login('replayer');
    const secret = (await b.post('/api/v1/me/mfa/totp')).json.secret;
    await b.post('/api/v1/me/mfa/totp/confirm', { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) });
    const code = await generate({ secret });
    const first = await from('192.0.2.8').login('replayer');
    const second = await from('192.0.2.9').login('replayer');
    const [r1, r2] = await Promise.all([
      from('192.0.2.8').post('/api/v1/auth/mfa/verify', { mfa_token: first.json.mfa_token, code }),
      from('192.0.2.9').post('/api/v1/auth/mfa/verify', { mfa_token: second.json.mfa_token, code }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 401]);
  });
});

describe('throttle bypass by rewriting the identifier', () => {
  it('case, whitespace and full-width variants count against the same account and pair', async () => {
    await server.createAdmin('throttled', 'throttled@example.com');
    const b = from('198.51.100.1');
    for (const variant of ['THROTTLED', ' throttled ', 'ｔｈｒｏｔｔｌｅｄ']) expect((await b.login(variant, 'wrong password!!')).status).toBe(401);
    const locked = await b.login('Throttled', STRONG_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe('RATE-001');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Email and login id name the same account: the email does not get a fresh counter.
    expect((await b.login('Throttled@Example.com', STRONG_PASSWORD)).status).toBe(429);
    // The lock is per client address: the owner elsewhere is not locked out.
    expect((await from('198.51.100.2').login('throttled')).status).toBe(200);
  });

  it('unknown identifiers are throttled the same way (no enumeration through lock-out)', async () => {
    const b = from('198.51.100.3');
    for (const variant of ['Ghost-User', ' ghost-user', 'GHOST-USER ']) expect((await b.login(variant, 'whatever password')).status).toBe(401);
    expect((await b.login('ghost-user', 'whatever password')).status).toBe(429);
  });

  it('the account-wide cap stops distributed guessing but not the owner at a known address', async () => {
    await server.createAdmin('distributed', 'distributed@example.com');
    expect((await from('203.0.113.200').login('distributed')).status).toBe(200); // the owner's usual address
    for (let i = 0; i < 8; i++) expect((await from(`203.0.113.${i}`).login('distributed', 'guess number one')).status).toBe(401);
    expect((await from('203.0.113.100').login('distributed')).status).toBe(429);
    expect((await from('203.0.113.200').login('distributed')).status).toBe(200);
  });
});

describe('login enumeration by timing', () => {
  let timing: AuthTestServer;

  beforeAll(async () => {
    timing = await startAuthTestServer({ LOGIN_CLIENT_LOCK_THRESHOLD: '100000', LOGIN_ACCOUNT_LOCK_THRESHOLD: '100000' });
    await timing.createAdmin('timed', 'timed@example.com');
  }, testTime(240_000));
  afterAll(async () => timing?.close(), testTime(60_000));

  async function timed(loginId: string): Promise<number> {
    const started = process.hrtime.bigint();
    const res = await timing.browser().login(loginId, 'not the password at all');
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    expect(res.status).toBe(401);
    return elapsed;
  }

  it('unknown identifiers and wrong passwords take indistinguishable time (Mann-Whitney, |z| < 3.29)', async () => {
    for (let i = 0; i < 4; i++) {
      await timed('timed');
      await timed('nobody');
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      // Interleaved so drift in machine load hits both samples alike; both sides repeat
      // the same pair of identifiers (login id and email form), so each side's throttle
      // counters are updated rather than created and the only difference left is whether
      // the account exists.
      if (i % 2 === 0) {
        known.push(await timed('timed'));
        unknown.push(await timed('nobody@example.com'));
      } else {
        unknown.push(await timed('nobody'));
        known.push(await timed('TIMED@example.com'));
      }
    }
    const z = mannWhitneyZ(known, unknown);
    // Two-sided p > 0.001: no significant difference between the two distributions.
    expect(Math.abs(z)).toBeLessThan(3.29);
  }, testTime(240_000));
});
