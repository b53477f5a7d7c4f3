/**
 * The account's browser sessions (list, sign out of one or of all others) and revocation
 * of an OAuth grant with everything issued under it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SESSION_COOKIE } from '../../security.js';
import { CSRF_COOKIE } from '../../csrf.js';
import { cookieAttributes, startAuthTestServer, type AuthTestServer } from '../../../testing/http/auth-test-server.js';
import { authorizedMcpClient, postForm } from '../../../testing/http/oauth-fixtures.js';
import { signedInUser } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

interface SessionItem { id: string; current: boolean; active: boolean; user_agent: string | null; ip: string | null; expires_at: string }

describe('GET /api/v1/me/sessions', () => {
  it('lists the sessions of the account with where they signed in from, the current one flagged', async () => {
    const user = await signedInUser(server);
    const phone = server.browser({ 'user-agent': 'PhoneBrowser/2.0' });
    expect((await phone.login(user.loginId)).status).toBe(200);
    const res = await phone.get('/api/v1/me/sessions');
    expect(res.status).toBe(200);
    const sessions = res.json.sessions as SessionItem[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ active: true, user_agent: 'PhoneBrowser/2.0', ip: expect.stringMatching(/127\.0\.0\.1|::1/) });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // The public id is not the cookie, nor its hash.
    const cookie = phone.cookies.get(SESSION_COOKIE)!;
    for (const s of sessions) expect(s.id).not.toContain(cookie);
    const rows = await server.services.db.knex('session_containers').whereIn('id', sessions.map((s) => s.id)).select('token_hash');
    for (const s of sessions) expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(s.id);
    expect(new Date(current.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('does not list sessions of other accounts', async () => {
    const user = await signedInUser(server);
    const other = await signedInUser(server, 'other');
    const mine = (await user.browser.get('/api/v1/me/sessions')).json.sessions as SessionItem[];
    const theirs = (await other.browser.get('/api/v1/me/sessions')).json.sessions as SessionItem[];
    expect(mine.map((s) => s.id)).not.toContain(theirs[0]!.id);
  });
});

describe('DELETE /api/v1/me/sessions/{session_id}', () => {
  it('signs the account out of another session; 404 for unknown ids and for sessions of others', async () => {
    const user = await signedInUser(server);
    const laptop = server.browser();
    await laptop.login(user.loginId);
    const laptopId = ((await laptop.get('/api/v1/me/sessions')).json.sessions as SessionItem[]).find((s) => s.current)!.id;
    const stranger = await signedInUser(server, 'stranger');
    const strangerId = ((await stranger.browser.get('/api/v1/me/sessions')).json.sessions as SessionItem[])[0]!.id;

    const foreign = await user.browser.request('DELETE', `/api/v1/me/sessions/${strangerId}`);
    expect([foreign.status, foreign.json.code]).toEqual([404, 'ACCOUNT-060']);
    expect((await stranger.browser.get('/api/v1/auth/me')).status).toBe(200);
    expect((await user.browser.request('DELETE', `/api/v1/me/sessions/${randomUUID()}`)).status).toBe(404);
    expect((await user.browser.request('DELETE', '/api/v1/me/sessions/not-a-uuid')).status).toBe(422);

    expect((await user.browser.request('DELETE', `/api/v1/me/sessions/${laptopId}`)).status).toBe(204);
    expect((await laptop.get('/api/v1/auth/me')).status).toBe(401);
    expect((await user.browser.get('/api/v1/auth/me')).status).toBe(200);
    expect((await user.browser.request('DELETE', `/api/v1/me/sessions/${laptopId}`)).status).toBe(404);
  });

  it('in a session where another account is active, only this account leaves', async () => {
    const user = await signedInUser(server);
    const partner = await signedInUser(server, 'partner');
    const shared = server.browser();
    await shared.login(user.loginId);
    await shared.login(partner.loginId); // partner is now the active account there
    const sharedId = ((await shared.get('/api/v1/me/sessions')).json.sessions as SessionItem[]).find((s) => s.current)!.id;
    expect((await user.browser.request('DELETE', `/api/v1/me/sessions/${sharedId}`)).status).toBe(204);
    const accounts = await shared.get('/api/v1/auth/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.json.accounts.map((a: { id: string }) => a.id)).toEqual([partner.id]);
  });

  it('revoking the current session is a logout of the current account', async () => {
    const user = await signedInUser(server);
    const partner = await signedInUser(server, 'partner');
    const shared = server.browser();
    await shared.login(partner.loginId);
    await shared.login(user.loginId); // user active, partner also signed in
    const currentId = ((await shared.get('/api/v1/me/sessions')).json.sessions as SessionItem[]).find((s) => s.current)!.id;
    expect((await shared.request('DELETE', `/api/v1/me/sessions/${currentId}`)).status).toBe(204);
    const me = await shared.get('/api/v1/auth/me');
    expect([me.status, me.json.user.id]).toEqual([200, partner.id]); // the other account became active

    const alone = (await shared.get('/api/v1/me/sessions')).json.sessions as SessionItem[];
    const res = await shared.request('DELETE', `/api/v1/me/sessions/${alone.find((s) => s.current)!.id}`);
    expect(res.status).toBe(204);
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      const line = res.setCookies.find((l) => l.startsWith(`${name}=`));
      expect(cookieAttributes(line!).get('max-age'), name).toBe('0');
    }
    expect((await shared.get('/api/v1/auth/me')).status).toBe(401);
  });
});

describe('DELETE /api/v1/me/sessions', () => {
  it('signs the account out of every other session and answers how many', async () => {
    const user = await signedInUser(server);
    const others = [server.browser(), server.browser()];
    for (const b of others) await b.login(user.loginId);
    const res = await user.browser.request('DELETE', '/api/v1/me/sessions');
    expect([res.status, res.json]).toEqual([200, { revoked: 2 }]);
    for (const b of others) expect((await b.get('/api/v1/auth/me')).status).toBe(401);
    expect((await user.browser.get('/api/v1/auth/me')).status).toBe(200);
    expect((await user.browser.request('DELETE', '/api/v1/me/sessions')).json).toEqual({ revoked: 0 });
  });
});

describe('DELETE /api/v1/me/oauth/grants/{client_id}', () => {
  it('revokes the grant with its access and refresh tokens and ends MCP sessions opened with them', async () => {
    const user = await signedInUser(server);
    const { clientId, accessToken, refreshToken } = await authorizedMcpClient(user.browser, server.url, 'Claude');

    const client = new Client({ name: 'grant-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${accessToken}` } } }), { timeout: testTime(60_000) });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);

    const revoked = await user.browser.request('DELETE', `/api/v1/me/oauth/grants/${clientId}`);
    expect(revoked.status).toBe(204);
    expect((await user.browser.get('/api/v1/me/oauth/grants')).json).toEqual([]);
    const rest = await fetch(`${server.url}/api/v1/memory`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(rest.status).toBe(401);
    await expect(client.listTools()).rejects.toThrow();
    await client.close().catch(() => undefined);
    const refresh = await postForm(`${server.url}/oauth/token`, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
    expect([refresh.status, refresh.json.error]).toEqual([400, 'invalid_grant']);

    const again = await user.browser.request('DELETE', `/api/v1/me/oauth/grants/${clientId}`);
    expect([again.status, again.json.code]).toEqual([404, 'OAUTH-004']);
    const trail = await user.browser.get('/api/v1/me/audit-events');
    expect(trail.json.events[0]).toMatchObject({ action: 'oauth.grant_revoked', details: {} });
    // Authorizing the app is on the account's trail too, naming the app and what it may do.
    const granted = (trail.json.events as Array<{ action: string; details: Record<string, unknown> }>).filter((e) => e.action === 'oauth.grant_created');
    expect(granted).toHaveLength(1);
    expect(granted[0]!.details).toMatchObject({ client_id: clientId, client_name: 'Claude', scope: 'memory:read memory:write' });
  });

  it('is 404 for a client the account never authorized', async () => {
    const user = await signedInUser(server);
    const res = await user.browser.request('DELETE', '/api/v1/me/oauth/grants/no-such-client');
    expect([res.status, res.json.code]).toEqual([404, 'OAUTH-004']);
  });
});
