/**
 * RFC 8707 audiences: an access token is accepted only by the resources it was issued for,
 * the MCP endpoint ({base}/mcp) and the REST API ({base}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { consent, csrfOf, pkcePair, postForm } from '../../../testing/http/oauth-fixtures.js';
import { DEVICE_GRANT } from '../../../domain/oauth/grant-types/device-code.js';
import { testTime } from '../../../testing/time-budget.js';

const REDIRECT = 'http://127.0.0.1:33419/callback';
let server: AuthTestServer;
let browser: Browser;
let clientId: string;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('aud', 'aud@example.com');
  browser = server.browser();
  expect((await browser.login('aud')).status).toBe(200);
  const reg = await browser.post('/oauth/register', { client_name: 'Claude', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' });
  expect(reg.status).toBe(201);
  clientId = reg.json.client_id;
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

const mcp = () => `${server.url}/mcp`;
const api = () => server.url;

/** Consent for the resources given, then the code exchange (with `tokenResources` narrowing, if any). */
async function tokenFor(resources: string[], tokenResources: string[] = []) {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams([
    ['client_id', clientId], ['redirect_uri', REDIRECT], ['response_type', 'code'], ['scope', 'memory:read memory:write'],
    ['code_challenge', challenge], ['code_challenge_method', 'S256'], ...resources.map((r): [string, string] => ['resource', r]),
  ]);
  const { location } = await consent(browser, server.url, query);
  const code = location!.searchParams.get('code')!;
  return postForm(`${server.url}/oauth/token`, [
    ['grant_type', 'authorization_code'], ['code', code], ['redirect_uri', REDIRECT], ['code_verifier', verifier], ['client_id', clientId],
    ...tokenResources.map((r): [string, string] => ['resource', r]),
  ]);
}

const rest = (token: string) => fetch(`${server.url}/api/v1/memory`, { headers: { authorization: `Bearer ${token}` } });
const mcpInitialize = (token: string) => fetch(`${server.url}/mcp`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'aud', version: '1' } } }),
});

describe('RFC 8707 / ASVS 3.5.3: access tokens are bound to the resource they were issued for', () => {
  it('a token for /mcp is refused by the REST API with 401 AUTH-005 and an invalid_token challenge', async () => {
    const token = await tokenFor([mcp()]);
    expect(token.status).toBe(200);
    const refused = await rest(token.json.access_token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('AUTH-005');
    const challenge = refused.headers.get('www-authenticate')!;
    expect(challenge).toContain('error="invalid_token"');
    expect(challenge).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource"`);
    const accepted = await mcpInitialize(token.json.access_token);
    expect(accepted.status).toBe(200);
    await accepted.body?.cancel();
  });

  it('a token for the REST API is refused by /mcp, naming the MCP metadata', async () => {
    const token = await tokenFor([api()]);
    expect((await rest(token.json.access_token)).status).toBe(200);
    const refused = await mcpInitialize(token.json.access_token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('AUTH-005');
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp"`);
  });

  it('a token issued for both opens both; a token request may narrow it, and refresh keeps the grant whole', async () => {
    const both = await tokenFor([mcp(), api()]);
    expect((await rest(both.json.access_token)).status).toBe(200);
    const initialized = await mcpInitialize(both.json.access_token);
    expect(initialized.status).toBe(200);
    await initialized.body?.cancel();

    const narrowed = await tokenFor([mcp(), `${api()}/`], [api()]);
    expect((await rest(narrowed.json.access_token)).status).toBe(200);
    expect((await mcpInitialize(narrowed.json.access_token)).status).toBe(401);
    const refreshed = await postForm(`${server.url}/oauth/token`, { grant_type: 'refresh_token', refresh_token: narrowed.json.refresh_token, client_id: clientId });
    expect(refreshed.status).toBe(200);
    const again = await mcpInitialize(refreshed.json.access_token);
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });

  it('refuses to widen: a token request for a resource the grant does not cover is invalid_target', async () => {
    const widened = await tokenFor([mcp()], [api()]);
    expect([widened.status, widened.json.error]).toEqual([400, 'invalid_target']);
    const foreign = await tokenFor([mcp()], ['https://elsewhere.example/mcp']);
    expect([foreign.status, foreign.json.error]).toEqual([400, 'invalid_target']);
  });

  it('device authorization names its resources too (the MCP endpoint by default)', async () => {
    const created = await browser.post('/oauth/clients', { client_name: 'Device CLI', redirect_uris: ['http://127.0.0.1:9998/cb'], token_endpoint_auth_method: 'none', grant_types: [DEVICE_GRANT] });
    expect(created.status).toBe(201);
    const deviceClient = created.json.client_id as string;
    const start = await postForm(`${server.url}/oauth/device/authorize`, [['client_id', deviceClient], ['scope', 'memory:read'], ['resource', api()]]);
    expect(start.status).toBe(200);
    const page = await browser.get(`/oauth/device?user_code=${encodeURIComponent(start.json.user_code)}`);
    const approved = await postForm(`${server.url}/oauth/device`, { user_code: start.json.user_code, action: 'approve', csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
    expect(approved.status).toBe(200);
    const token = await postForm(`${server.url}/oauth/token`, { grant_type: DEVICE_GRANT, device_code: start.json.device_code, client_id: deviceClient });
    expect(token.status).toBe(200);
    expect((await rest(token.json.access_token)).status).toBe(200);
    expect((await mcpInitialize(token.json.access_token)).status).toBe(401);

    const byDefault = await postForm(`${server.url}/oauth/device/authorize`, { client_id: deviceClient, scope: 'memory:read' });
    const row = await server.services.db.knex('oauth_device_codes').orderBy('created_at', 'desc').first('resource');
    expect(byDefault.status).toBe(200);
    expect(row.resource).toBe(mcp());
    const foreign = await postForm(`${server.url}/oauth/device/authorize`, { client_id: deviceClient, resource: 'https://elsewhere.example/' });
    expect([foreign.status, foreign.json.error]).toEqual([400, 'invalid_target']);
  });
});
