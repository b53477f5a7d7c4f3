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
