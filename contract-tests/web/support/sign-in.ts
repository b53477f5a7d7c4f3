/** Signing in: through the web app's sign-in page, as a person does, or through the API where the page is not the subject. */
import type { BrowserContext, Page } from 'playwright-core';
import { nextTotpCode } from './totp.js';

export interface SignInOptions {
  /** The account's TOTP secret: answer the two-step verification with a fresh code. */
  totpSecret?: string;
}

/**
 * Fills the sign-in page ('Email or login ID', 'Password', 'Sign in'; then 'Authentication
 * code', 'Verify' when TOTP is on) and waits until the browser has left /login. Opens
 * /login first when the page is elsewhere (stay on /login?return_to=... to keep it).
 */
export async function signIn(page: Page, loginId: string, password: string, options: SignInOptions = {}): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email or login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (options.totpSecret) {
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    await codeField.fill(await nextTotpCode(options.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs the browser context in with the calls the sign-in page makes (password login, then the
 * TOTP step when the account has one), sent from the context's own request client: the session
 * cookies land in the context as they would from the page, and the next page opens signed in.
 * For journeys whose subject is not the sign-in page: it saves loading that page and typing.
 */
export async function signInThroughApi(context: BrowserContext, baseUrl: string, account: { loginId: string; password: string }, options: SignInOptions = {}): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const csrf = (await context.cookies(baseUrl)).find((c) => c.name === 'svc_csrf')?.value;
    const res = await context.request.post(baseUrl + path, { data, headers: { origin: baseUrl, ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) } });
    if (res.status() !== 200) throw new Error(`${path} for ${account.loginId} answered ${res.status()}: ${await res.text()}`);
    return res.json() as Promise<{ status?: string; mfa_token?: string }>;
  };
  const login = await post('/api/v1/auth/login', { login_id: account.loginId, password: account.password });
  if (login.status !== 'mfa_required') return;
  if (!options.totpSecret) throw new Error(`${account.loginId} has TOTP on; pass its secret`);
  await post('/api/v1/auth/mfa/verify', { mfa_token: login.mfa_token, code: await nextTotpCode(options.totpSecret) });
}
