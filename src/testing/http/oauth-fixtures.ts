/** Helpers for the OAuth end-to-end tests: PKCE pairs, form posts, the consent dance. */
import { createHash, randomBytes } from 'node:crypto';
import type { Browser } from './auth-test-server.js';

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Posts a form; pairs allow a repeated field (RFC 8707 `resource`). */
export async function postForm(url: string, form: Record<string, string> | Array<[string, string]>, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function csrfOf(html: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no csrf token on the page');
  return match[1];
}

/** Opens the consent page as the signed-in browser and submits `action`; returns the redirect. */
export async function consent(browser: Browser, baseUrl: string, query: URLSearchParams, action: 'approve' | 'deny' = 'approve') {
  const page = await browser.get(`/oauth/authorize?${query}`);
  if (page.status !== 200) return { page, location: null as URL | null };
  const res = await postForm(`${baseUrl}/oauth/authorize?${query}`, { action, csrf_token: csrfOf(page.text) }, { cookie: browser.cookieHeader() });
  return { page, submit: res, location: res.headers.get('location') ? new URL(res.headers.get('location')!) : null };
}

/**
 * The signed-in browser registers a public client named `clientName`, approves it for the MCP
 * resource and exchanges the code: the client's id and its access and refresh tokens.
 */
export async function authorizedMcpClient(browser: Browser, baseUrl: string, clientName: string, redirectUri = 'http://127.0.0.1:33418/callback') {
  const reg = await browser.post('/oauth/register', { client_name: clientName, redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' });
  if (reg.status !== 201) throw new Error(`client registration answered ${reg.status}: ${reg.text}`);
  const clientId = reg.json.client_id as string;
  const { verifier, challenge } = pkcePair();
  const resource = `${baseUrl}/mcp`;
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'memory:read memory:write', state: 's', resource, code_challenge: challenge, code_challenge_method: 'S256' });
  const { location } = await consent(browser, baseUrl, query);
  const token = await postForm(`${baseUrl}/oauth/token`, { grant_type: 'authorization_code', code: location!.searchParams.get('code')!, redirect_uri: redirectUri, code_verifier: verifier, client_id: clientId, resource });
  if (token.status !== 200) throw new Error(`token exchange answered ${token.status}: ${token.text}`);
  return { clientId, accessToken: token.json.access_token as string, refreshToken: token.json.refresh_token as string };
}
