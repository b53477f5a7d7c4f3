/**
 * Device authorization grant (RFC 8628), client management with confidential clients,
 * and the limits of the unauthenticated endpoints (registration, device authorize).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { consent, csrfOf, pkcePair, postForm } from '../../../testing/http/oauth-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
let server: AuthTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAuthTestServer({ OAUTH_DEVICE_AUTHORIZE_RATE_LIMIT_PER_MINUTE: '8', OAUTH_DCR_RATE_LIMIT_EXEMPT_CIDRS: '10.0.0.0/8' });
  await server.createAdmin('dora', 'dora@example.com');
  browser = server.browser();
  expect((await browser.login('dora')).status).toBe(200);
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

async function createClient(body: Record<string, unknown>) {
  const res = await browser.post('/oauth/clients', { client_name: 'Nightly sync', redirect_uris: ['http://127.0.0.1:9999/cb'], ...body });
  expect(res.status).toBe(201);
  return res.json;
}

describe('client management', () => {
  it('creates (secret once), lists, updates, hides, regenerates and deletes', async () => {
    const created = await createClient({});
    expect(created.client_secret).toMatch(/^mpo_cs_/);
    const stored = await server.services.db.knex('oauth_clients').where({ client_id: created.client_id }).first();
    expect(stored.secret_hash).not.toBe(created.client_secret);

    const list = await browser.get('/oauth/clients');
    expect(list.json.map((c: { client_id: string }) => c.client_id)).toContain(created.client_id);
    expect(JSON.stringify(list.json)).not.toContain(created.client_secret);

    const updated = await browser.request('PUT', `/oauth/clients/${created.client_id}`, { json: { client_name: 'Renamed', scope: 'memory:read' } });
    expect(updated.json).toMatchObject({ client_name: 'Renamed', scope: 'memory:read' });

    const hidden = await browser.post(`/oauth/clients/${created.client_id}/hide`);
    expect(hidden.json.status).toBe('ok');
    expect((await browser.post(`/oauth/clients/${created.client_id}/hide`)).json.hidden_at).toBe(hidden.json.hidden_at);

    const regenerated = await browser.post(`/oauth/clients/${created.client_id}/regenerate-secret`);
    expect(regenerated.status).toBe(200);
    expect(regenerated.json.client_secret).not.toBe(created.client_secret);

    // The old secret stops working at once.
    const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(`${created.client_id}:${secret}`).toString('base64')}` });
    const old = await postForm(`${server.url}/oauth/revoke`, { token: 'x' }, basic(created.client_secret));
    expect(old.status).toBe(401);
    expect(old.json.error).toBe('invalid_client');
    expect((await postForm(`${server.url}/oauth/revoke`, { token: 'x' }, basic(regenerated.json.client_secret))).status).toBe(200);

    const pub = await createClient({ token_endpoint_auth_method: 'none' });
    expect((await browser.post(`/oauth/clients/${pub.client_id}/regenerate-secret`)).status).toBe(409);

    expect((await browser.request('DELETE', `/oauth/clients/${created.client_id}`)).status).toBe(204);
    expect((await browser.get(`/oauth/clients/${created.client_id}`)).status).toBe(404);

    await server.services.auth.background.drain();
    const mails = await server.services.db.knex('mail_outbox').where({ recipient: 'dora@example.com', kind: 'security_notice' });
    expect(mails.length).toBeGreaterThanOrEqual(3); // two creations and one regeneration
  });

  it('a confidential client exchanges a code with client_secret_basic and fails without its secret', async () => {
    const created = await createClient({ token_endpoint_auth_method: 'client_secret_basic' });
    const { verifier, challenge } = pkcePair();
    const query = new URLSearchParams({ client_id: created.client_id, redirect_uri: 'http://127.0.0.1:9999/cb', scope: 'memory:read', resource: `${server.url}/mcp`, code_challenge: challenge, code_challenge_method: 'S256' });
    const { location } = await consent(browser, server.url, query);
    const code = location!.searchParams.get('code')!;
    const form = { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:9999/cb', code_verifier: verifier };
    const noSecret = await postForm(`${server.url}/oauth/token`, { ...form, client_id: created.client_id });
    expect(noSecret.status).toBe(401);
    const ok = await postForm(`${server.url}/oauth/token`, form, { authorization: `Basic ${Buffer.from(`${created.client_id}:${created.client_secret}`).toString('base64')}` });
    expect(ok.status).toBe(200);
    expect(ok.json.scope).toBe('memory:read');
  });
});

describe('dynamic registration rules', () => {
  it('accepts allow-listed hosts and known loopback clients, refuses the rest', async () => {
    const ok = await browser.post('/oauth/register', { client_name: 'Cursor', redirect_uris: ['http://127.0.0.1:5173/cb', 'cursor://anysphere.cursor-retrieval/oauth/callback'] });
    expect(ok.status).toBe(201);
    const unknownLoopback = await browser.post('/oauth/register', { client_name: 'Sneaky', redirect_uris: ['http://127.0.0.1:5173/cb'] });
    expect(unknownLoopback.status).toBe(400);
    expect(unknownLoopback.json.error).toBe('invalid_redirect_uri');
    const mixed = await browser.post('/oauth/register', { client_name: 'Claude', redirect_uris: ['https://claude.ai/api/mcp/auth_callback', 'https://evil.example/cb'] });
    expect(mixed.json.error).toBe('invalid_redirect_uri');
  });

  it('allows 5 registrations per minute per address, then 429 slow_down with Retry-After', async () => {
    const other = server.browser({ 'x-forwarded-for': '192.0.2.55' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await other.post('/oauth/register', { client_name: 'Claude', redirect_uris: ['https://claude.ai/cb'] })).status);
    // Without a trusted proxy every test request comes from 127.0.0.1; earlier tests used part of its budget.
    expect(statuses).toContain(429);
    const last = await other.post('/oauth/register', { client_name: 'Claude', redirect_uris: ['https://claude.ai/cb'] });
    expect(last.status).toBe(429);
    expect(last.json.error).toBe('slow_down');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('device authorization grant', () => {
  let clientId: string;

  beforeAll(async () => {
    const created = await createClient({ token_endpoint_auth_method: 'none', grant_types: [DEVICE_GRANT, 'refresh_token'] });
    clientId = created.client_id;
  });

  it('pending -> slow_down -> approve -> tokens; a used code is refused', async () => {
    // The token is used on the REST API below: the device asks for that resource (RFC 8707).
    const start = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId, scope: 'memory:read', resource: server.url });
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ expires_in: 600, interval: 5, verification_uri: `${server.url}/oauth/device` });
    expect(start.json.user_code).toMatch(/^[B-Z]{4}-[B-Z]{4}$/);
    const poll = () => postForm(`${server.url}/oauth/token`, { grant_type: DEVICE_GRANT, device_code: start.json.device_code, client_id: clientId });
    expect((await poll()).json.error).toBe('authorization_pending');
    expect((await poll()).json.error).toBe('slow_down');

    const page = await browser.get(`/oauth/device?user_code=${encodeURIComponent(start.json.user_code.toLowerCase())}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('memory:read');
    const approved = await postForm(`${server.url}/oauth/device`, { user_code: start.json.user_code, action: 'approve', csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
    expect(approved.status).toBe(200);
    expect(approved.text).toContain('connected');

    // Let the slow_down interval pass without waiting: move the last poll back.
    await server.services.db.knex('oauth_device_codes').update({ last_polled_at: new Date(Date.now() - 60_000) });
    const tokens = await poll();
    expect(tokens.status).toBe(200);
    expect(tokens.json.scope).toBe('memory:read');
    const me = await fetch(`${server.url}/api/v1/memory`, { headers: { Authorization: `Bearer ${tokens.json.access_token}` } });
    expect(me.status).toBe(200);
    expect((await poll()).json.error).toBe('invalid_grant');
    const reused = await postForm(`${server.url}/oauth/device`, { user_code: start.json.user_code, action: 'approve', csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
    expect(reused.status).toBe(400);
  });

  it('a denial answers access_denied; an expired code expired_token', async () => {
    const start = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId });
    const page = await browser.get(`/oauth/device?user_code=${start.json.user_code}`);
    const denied = await postForm(`${server.url}/oauth/device`, { user_code: start.json.user_code, action: 'deny', csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
    expect(denied.status).toBe(200);
    const poll = await postForm(`${server.url}/oauth/token`, { grant_type: DEVICE_GRANT, device_code: start.json.device_code, client_id: clientId });
    expect(poll.json.error).toBe('access_denied');

    const second = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId });
    await server.services.db.knex('oauth_device_codes').where({ status: 'pending' }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await postForm(`${server.url}/oauth/token`, { grant_type: DEVICE_GRANT, device_code: second.json.device_code, client_id: clientId });
    expect(expired.json.error).toBe('expired_token');
  });

  // The verification page (before the per-address limit test below uses up device authorizations).
  it('wears the app look, names the account and has a labelled code field', async () => {
    const page = await browser.get('/oauth/device');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<link rel="stylesheet" href="/app/app.css">');
    expect(page.text).not.toContain('<style');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(page.text).toContain('Signed in as <strong>dora@example.com</strong>');
    expect(page.text).toContain('href="/login?add_account=true&amp;return_to=%2Foauth%2Fdevice"');
    expect(page.text).toMatch(/<label for="user-code">Code shown on your device<\/label>\s*<input id="user-code" name="user_code"/);
  });

  it('shows the form again with the error and the typed code after a wrong code, and limits wrong codes before trying one', async () => {
    const guesser = server.browser();
    expect((await guesser.login('dora')).status).toBe(200);
    // The limit counts per clock minute: start well inside one so it cannot reset halfway.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 5_000) await new Promise((r) => setTimeout(r, left + 100));
    const wrong = await guesser.get('/oauth/device?user_code=bcdf-ghjx');
    expect(wrong.status).toBe(400);
    expect(wrong.text).toMatch(/<div class="alert alert-error" role="alert" id="user-code-error">This code is unknown, has expired or was already used\./);
    expect(wrong.text).toContain('value="bcdf-ghjx"');
    expect(wrong.text).toContain('aria-invalid="true"');

    const start = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId, scope: 'memory:read' });
    expect(start.status).toBe(200);
    // Five wrong codes a minute; then even the right code is refused until the minute is over.
    for (let i = 0; i < 4; i++) expect((await guesser.get('/oauth/device?user_code=BCDF-GHJX')).status).toBe(400);
    const limited = await guesser.get(`/oauth/device?user_code=${start.json.user_code}`);
    expect(limited.status).toBe(400);
    expect(limited.text).toContain('Too many wrong codes');
    // Another session is not affected.
    const confirm = await browser.get(`/oauth/device?user_code=${start.json.user_code}`);
    expect(confirm.status).toBe(200);
    expect(confirm.text.indexOf('value="approve"')).toBeLessThan(confirm.text.indexOf('value="deny"'));
    expect(confirm.text).toContain('class="btn btn-primary" name="action" value="approve">Allow</button>');
    expect(confirm.text).toContain('Read and search your memories');
  });

  it('a code used meanwhile shows the entry form again on submit', async () => {
    const start = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId });
    const page = await browser.get(`/oauth/device?user_code=${start.json.user_code}`);
    const denied = await postForm(`${server.url}/oauth/device`, { user_code: start.json.user_code, action: 'deny', csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
    expect(denied.text).toContain('The device was not given access');
    const again = await postForm(`${server.url}/oauth/device`, { user_code: start.json.user_code, action: 'approve', csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
    expect(again.status).toBe(400);
    expect(again.text).toContain('role="alert"');
    expect(again.text).toContain('<label for="user-code">');
  });

  it('answers invalid_client, invalid_request, 413, and 429 once over the per-address limit', async () => {
    const unknown = await postForm(`${server.url}/oauth/device/authorize`, { client_id: 'no-such-client' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('invalid_client');
    const missing = await postForm(`${server.url}/oauth/device/authorize`, { scope: 'memory:read' });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('invalid_request');
    const big = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId, scope: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    expect(big.json.error).toBe('invalid_request');
    let last = big;
    for (let i = 0; i < 8 && last.status !== 429; i++) last = await postForm(`${server.url}/oauth/device/authorize`, { client_id: clientId });
    expect(last.status).toBe(429);
    expect(last.json.error).toBe('slow_down');
    expect(last.headers.get('retry-after')).toBeTruthy();
  });

  it('sends a browser without a session from the device page to sign-in', async () => {
    const res = await server.browser().get('/oauth/device?user_code=BCDF-GHJK');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?return_to=%2Foauth%2Fdevice%3Fuser_code%3DBCDF-GHJK');
  });
});
