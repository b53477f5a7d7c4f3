import { checkResponse, type CheckedResponse } from './spec-validator.js';

export interface CallOptions {
  method: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: string; contentType: string };
}

export interface CallResult extends CheckedResponse {
  problems: string[];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const csrfBySession = new Map<string, string>();

/**
 * The svc_csrf token of the browser session named in a Cookie header. When the header does
 * not carry it, it is fetched the way an existing session recovers it: any request with the
 * session cookie answers a Set-Cookie svc_csrf.
 */
async function csrfTokenFor(baseUrl: string, cookie: string): Promise<string | undefined> {
  const explicit = /(?:^|;\s*)svc_csrf=([^;]+)/.exec(cookie)?.[1];
  if (explicit) return explicit;
  const session = /(?:^|;\s*)svc_session=([^;]+)/.exec(cookie)?.[1];
  if (!session) return undefined;
  const known = csrfBySession.get(session);
  if (known) return known;
  const res = await fetch(`${baseUrl}/api/v1/auth/session`, { headers: { cookie } });
  await res.text();
  const line = res.headers.getSetCookie().find((c) => c.startsWith('svc_csrf='));
  const token = line?.split(';')[0]!.slice('svc_csrf='.length);
  if (token) csrfBySession.set(session, token);
  return token;
}

/**
 * Calls the server and checks the response against the spec of `operationId`. Like the web
 * app, a write with a session cookie sends the svc_csrf cookie and X-CSRF-Token (unless the
 * caller set X-CSRF-Token itself).
 */
export async function call(baseUrl: string, operationId: string | null, options: CallOptions): Promise<CallResult> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (headers.cookie && UNSAFE_METHODS.has(options.method.toUpperCase()) && !('x-csrf-token' in headers)) {
    const token = await csrfTokenFor(baseUrl, headers.cookie);
    if (token) {
      headers['x-csrf-token'] = token;
      if (!headers.cookie.includes('svc_csrf=')) headers.cookie = `${headers.cookie}; svc_csrf=${token}`;
    }
  }
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.body;
  }
  const res = await fetch(baseUrl + options.path, { method: options.method, headers, body, redirect: 'manual' });
  const text = await res.text();
  const checked: CheckedResponse = { status: res.status, headers: res.headers, text };
  try {
    checked.json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { ...checked, problems: operationId ? checkResponse(operationId, checked) : [] };
}
