/**
 * Test helpers for the sign-in area: a real server on 127.0.0.1:0 over PGlite (or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set), and a tiny browser with a cookie jar
 * that sends the CSRF token on writes as the web app does.
 */
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../test-server.js';

export const STRONG_PASSWORD = 'violet-Harbour-tramline-42';

export interface AuthTestServer {
  url: string;
  running: RunningServer;
  services: RunningServer['services'];
  dataDir: string;
  createAdmin(loginId: string, email?: string, password?: string): Promise<string>;
  browser(headers?: Record<string, string>): Browser;
  close(): Promise<void>;
}

export async function startAuthTestServer(env: Record<string, string> = {}): Promise<AuthTestServer> {
  const server = await startTestServer('memplat-auth-', { LOGIN_DELAY_BASE_MS: '0', ...env });
  const { running } = server;
  return {
    url: running.url,
    running,
    services: running.services,
    dataDir: server.store.dataDir,
    async createAdmin(loginId, email, password = STRONG_PASSWORD) {
      const created = await running.services.auth.admin.create({ loginId, email, password });
      return created.id;
    },
    browser(headers = {}) {
      return new Browser(running.url, headers);
    },
    async close() {
      await running.services.auth.background.drain();
      await server.close();
    },
  };
}

export interface BrowserResponse {
  status: number;
  headers: Headers;
  setCookies: string[];
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keeps cookies by name (the paths used here nest) and never follows redirects. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string, private readonly defaultHeaders: Record<string, string> = {}) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /**
   * Like the web app: writes (POST/PUT/PATCH/DELETE) carry the svc_csrf cookie's value in
   * X-CSRF-Token, unless `csrf: false` or the caller sets the header itself.
   */
  async request(method: string, pathOrUrl: string, options: { json?: unknown; headers?: Record<string, string>; csrf?: boolean } = {}): Promise<BrowserResponse> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...(options.headers ?? {}) };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get('svc_csrf');
    const hasOwnHeader = Object.keys(headers).some((h) => h.toLowerCase() === 'x-csrf-token');
    if (UNSAFE_METHODS.has(method.toUpperCase()) && csrf && options.csrf !== false && !hasOwnHeader) headers['x-csrf-token'] = csrf;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : this.baseUrl + pathOrUrl;
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const cleared = attrs.some((a) => /^max-age=0$/i.test(a)) || value === '';
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, setCookies, text, json };
  }

  get(p: string, headers?: Record<string, string>) {
    return this.request('GET', p, { headers });
  }

  post(p: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', p, { json, headers });
  }

  async login(loginId: string, password = STRONG_PASSWORD): Promise<BrowserResponse> {
    return this.post('/api/v1/auth/login', { login_id: loginId, password });
  }
}

/** The value of a Set-Cookie line's attribute list, lower-cased names. */
export function cookieAttributes(line: string): Map<string, string> {
  const [, ...attrs] = line.split(';').map((s) => s.trim());
  return new Map(attrs.map((a) => {
    const i = a.indexOf('=');
    return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
  }));
}
