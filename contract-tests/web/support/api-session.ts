/**
 * A signed-in API caller with a cookie jar, for setting up what a journey needs before
 * the browser arrives (e.g. enrolling TOTP): signs in like the web app does and sends
 * the CSRF token and Origin on writes as the app's client does.
 */
import { nextTotpCode } from './totp.js';

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export class ApiSession {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, json?: unknown): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && method !== 'HEAD') {
      headers.origin = this.baseUrl;
      const csrf = this.cookies.get('svc_csrf');
      if (csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
    }
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || attrs.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, text, json: body };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, json?: unknown) {
    return this.request('POST', path, json);
  }

  /** Password sign-in, with the TOTP step when the account has one. */
  async signIn(loginId: string, password: string, totpSecret?: string): Promise<void> {
    const res = await this.post('/api/v1/auth/login', { login_id: loginId, password });
    if (res.status !== 200) throw new Error(`sign-in of ${loginId} failed: ${res.status} ${res.text}`);
    if (res.json.status === 'mfa_required') {
      if (!totpSecret) throw new Error(`${loginId} has TOTP on; pass its secret`);
      const verified = await this.post('/api/v1/auth/mfa/verify', { mfa_token: res.json.mfa_token, code: await nextTotpCode(totpSecret) });
      if (verified.status !== 200) throw new Error(`TOTP step of ${loginId} failed: ${verified.status} ${verified.text}`);
    }
  }

  /** Enrols TOTP for the signed-in account; returns the secret and the recovery codes. */
  async enrolTotp(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const start = await this.post('/api/v1/me/mfa/totp');
    if (start.status !== 200) throw new Error(`TOTP enrolment start failed: ${start.status} ${start.text}`);
    const secret = start.json.secret as string;
    const confirm = await this.post('/api/v1/me/mfa/totp/confirm', { code: await nextTotpCode(secret) });
    if (confirm.status !== 200) throw new Error(`TOTP enrolment confirm failed: ${confirm.status} ${confirm.text}`);
    return { secret, recoveryCodes: confirm.json.recovery_codes };
  }
}
