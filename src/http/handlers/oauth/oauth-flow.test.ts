/**
 * The OAuth authorization server end to end with a real server: dynamic registration,
 * consent with a browser session, PKCE code exchange, MCP with the access token, refresh
 * rotation and reuse detection, revocation, and the failure cases of the code flow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { consent, pkcePair, postForm } from '../../../testing/http/oauth-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

const REDIRECT = 'http://127.0.0.1:33418/callback';
let server: AuthTestServer;
let browser: Browser;
let clientId: string;

function authorizeQuery(challenge: string, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'memory:read memory:write',
    state: 'st-123',
    resource: `${server.url}/mcp`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
}

async function codeFor(challenge: string, overrides: Record<string, string> = {}) {
  const { location } = await consent(browser, server.url, authorizeQuery(challenge, overrides));
  return location!.searchParams.get('code')!;
}

function exchange(code: string, verifier: string, extra: Record<string, string> = {}) {
  return postForm(`${server.url}/oauth/token`, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: clientId, resource: `${server.url}/mcp`, ...extra });
}

/** Status of an MCP initialize with the token (the resource these tokens are for): 401 once it is revoked. */
async function mcpStatus(accessToken: string): Promise<number> {
  const res = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'oauth-test', version: '1' } } }),
  });
  await res.body?.cancel();
  return res.status;
}

async function mcpTools(accessToken: string) {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${accessToken}` } } });
  await client.connect(transport, { timeout: testTime(60_000) });
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('olivia', 'olivia@example.com');
  browser = server.browser();
  expect((await browser.login('olivia')).status).toBe(200);
  const reg = await browser.post('/oauth/register', { client_name: 'Claude', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' });
  expect(reg.status).toBe(201);
  expect(reg.json.client_secret).toBeUndefined();
  expect(reg.json.token_endpoint_auth_method).toBe('none');
  clientId = reg.json.client_id;
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

describe('authorization code flow with PKCE', () => {
  it('runs DCR -> consent -> token -> MCP -> refresh -> revoke', async () => {
    const { verifier, challenge } = pkcePair();
    const { page, location } = await consent(browser, server.url, authorizeQuery(challenge));
    expect(page.text).toContain('Claude');
    expect(page.text).toContain('memory:write');
    expect(location!.origin + location!.pathname).toBe(REDIRECT);
    expect(location!.searchParams.get('state')).toBe('st-123');
    expect(location!.searchParams.get('iss')).toBe(server.url);

    const token = await exchange(location!.searchParams.get('code')!, verifier);
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(token.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'memory:read memory:write' });

    const tools = await mcpTools(token.json.access_token);
    expect(tools.length).toBeGreaterThan(0);

    const refreshed = await postForm(`${server.url}/oauth/token`, { grant_type: 'refresh_token', refresh_token: token.json.refresh_token, client_id: clientId });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(token.json.refresh_token);
    expect((await mcpTools(refreshed.json.access_token)).length).toBe(tools.length);

    // Reusing the rotated refresh token revokes the whole family.
    const reuse = await postForm(`${server.url}/oauth/token`, { grant_type: 'refresh_token', refresh_token: token.json.refresh_token, client_id: clientId });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error).toBe('invalid_grant');
    expect(await mcpStatus(refreshed.json.access_token)).toBe(401);

    const { verifier: v2, challenge: c2 } = pkcePair();
    const second = await exchange(await codeFor(c2), v2);
    expect(second.status).toBe(200);
    const revoked = await postForm(`${server.url}/oauth/revoke`, { token: second.json.refresh_token, client_id: clientId });
    expect(revoked.status).toBe(200);
    expect(await mcpStatus(second.json.access_token)).toBe(401);
  });

  it('lists the grant and sets its default context only to readable contexts', async () => {
    const grants = await browser.get('/api/v1/me/oauth/grants');
    expect(grants.status).toBe(200);
    expect(grants.json).toEqual([expect.objectContaining({ client_id: clientId, client_name: 'Claude', scope: 'memory:read memory:write', default_context_id: null })]);
    const unreadable = await browser.request('PUT', `/api/v1/me/oauth/grants/${clientId}/default-context`, { json: { context_id: '00000000-0000-4000-8000-000000000001' } });
    expect(unreadable.status).toBe(404);
    expect(unreadable.json.message).toBe('Context not found');
    const unknown = await browser.request('PUT', '/api/v1/me/oauth/grants/nope/default-context', { json: { context_id: null } });
    expect(unknown.status).toBe(404);
    const cleared = await browser.request('DELETE', `/api/v1/me/oauth/grants/${clientId}/default-context`);
    expect(cleared.status).toBe(204);
  });

  it('refuses a wrong PKCE verifier, a wrong redirect_uri and a replayed code (which revokes its tokens)', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(challenge);
    const wrongVerifier = await exchange(code, pkcePair().verifier);
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.json.error).toBe('invalid_grant');

    const code2 = await codeFor(challenge);
    const wrongRedirect = await exchange(code2, verifier, { redirect_uri: 'http://127.0.0.1:33418/other' });
    expect(wrongRedirect.json.error).toBe('invalid_grant');

    const code3 = await codeFor(challenge);
    const first = await exchange(code3, verifier);
    expect(first.status).toBe(200);
    const replay = await exchange(code3, verifier);
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe('invalid_grant');
    expect(await mcpStatus(first.json.access_token)).toBe(401);
  });

  it('RFC 6749 §5.2: grant_type=password is unsupported_grant_type; a missing grant_type is invalid_request', async () => {
    const password = await postForm(`${server.url}/oauth/token`, { grant_type: 'password', username: 'admin', password: 'x', client_id: clientId });
    expect(password.status).toBe(400);
    expect(password.json.error).toBe('unsupported_grant_type');
    const missing = await postForm(`${server.url}/oauth/token`, { client_id: clientId });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('invalid_request');
  });

  it('a parameter the grant requires (optional in TokenRequest) missing is 400 invalid_request naming it, before client authentication', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ grant_type: 'authorization_code', code: 'mpo_ac_unknown', client_id: clientId }, 'redirect_uri'],
      [{ grant_type: 'authorization_code', redirect_uri: REDIRECT, client_id: clientId }, 'code'],
      [{ grant_type: 'refresh_token', client_id: clientId }, 'refresh_token'],
      // No client_id: still invalid_request (400), not invalid_client (401).
      [{ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: 'mpo_dc_unknown' }, 'client_id'],
    ];
    for (const [form, missing] of cases) {
      const res = await postForm(`${server.url}/oauth/token`, form);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('invalid_request');
      expect(res.json.error_description).toContain(missing);
    }
  });

  it('shows a 400 page (no redirect) for unregistered redirect URIs, missing PKCE and a foreign resource', async () => {
    const { challenge } = pkcePair();
    const withoutPkce = authorizeQuery(challenge);
    withoutPkce.delete('code_challenge');
    withoutPkce.delete('code_challenge_method');
    const queries = [authorizeQuery(challenge, { redirect_uri: 'https://evil.example/cb' }), withoutPkce, authorizeQuery(challenge, { resource: 'https://other.example/mcp' })];
    for (const query of queries) {
      const res = await browser.get(`/oauth/authorize?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('sends a browser without a session to the sign-in page, and refuses a bad CSRF token', async () => {
    const { challenge } = pkcePair();
    const anonymous = server.browser();
    const res = await anonymous.get(`/oauth/authorize?${authorizeQuery(challenge)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/login\?return_to=%2Foauth%2Fauthorize%3F/);
    const forged = await postForm(`${server.url}/oauth/authorize?${authorizeQuery(challenge)}`, { action: 'approve', csrf_token: 'f'.repeat(43) }, { cookie: browser.cookieHeader() });
    expect(forged.status).toBe(403);
  });

  it('shows the consent page in the app look: the account, the permissions in words, Allow first, a form-action reaching the client only', async () => {
    const { challenge } = pkcePair();
    const query = authorizeQuery(challenge);
    const page = await browser.get(`/oauth/authorize?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<link rel="stylesheet" href="/app/app.css">');
    expect(page.text).not.toMatch(/<style|style="|<script/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("form-action 'self' http://127.0.0.1:33418;");
    expect(page.text).toContain('Signed in as <strong>olivia@example.com</strong>');
    expect(page.text).toContain(`href="/login?add_account=true&amp;return_to=${encodeURIComponent(`/oauth/authorize?${query}`)}">Switch account</a>`);
    expect(page.text).toContain('Read and search your memories and the memory graph');
    expect(page.text).toContain('Create, change and delete memories and record interactions');
    expect(page.text).toMatch(/class="btn btn-primary" name="action" value="approve">Allow<\/button>\s*<button type="submit" class="btn btn-secondary" name="action" value="deny">Deny<\/button>/);
  });

  it('escapes client names on the consent page', async () => {
    const reg = await browser.post('/oauth/register', { client_name: '<script>alert(1)</script>', redirect_uris: ['https://claude.ai/api/mcp/auth_callback'] });
    expect(reg.status).toBe(201);
    const { challenge } = pkcePair();
    const page = await browser.get(`/oauth/authorize?${authorizeQuery(challenge, { client_id: reg.json.client_id, redirect_uri: 'https://claude.ai/api/mcp/auth_callback' })}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;');
  });

  it('emails a security notice for a new grant', async () => {
    await server.services.auth.background.drain();
    const mails = await server.services.db.knex('mail_outbox').where({ recipient: 'olivia@example.com', kind: 'security_notice' });
    expect(mails.some((m: { body_text: string }) => m.body_text.includes('authorized the application "Claude"'))).toBe(true);
  });
});
