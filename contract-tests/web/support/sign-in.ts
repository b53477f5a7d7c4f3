/** Signing in through the web app's sign-in page, as a person does. */
import type { Page } from 'playwright-core';
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
