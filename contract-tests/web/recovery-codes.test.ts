/**
 * Someone who lost their phone signs in with a recovery code typed exactly as shown
 * (`xxxxxx-xxxxxx-xxxxxx-xxxxxx`), and with another typed in capitals without dashes: the
 * browser submits both (no leftover TOTP `pattern` on the field) and the server takes them.
 */
import { expect, it } from 'vitest';
import { ApiSession, checkA11y, screenshot, useWebSuite, type Account } from './support/index.js';

let lena: Account;
let codes: string[];
const web = useWebSuite({
  setup: async (server) => {
    lena = await server.createAdmin('lena');
    const api = new ApiSession(server.url);
    await api.signIn(lena.loginId, lena.password);
    codes = (await api.enrolTotp()).recoveryCodes;
  },
});

async function signInWithRecoveryCode(typed: string): Promise<void> {
  const page = await web.page();
  await page.goto('/login?return_to=%2Fsecurity');
  await page.getByLabel('Email or login ID').fill(lena.loginId);
  await page.getByLabel('Password', { exact: true }).fill(lena.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Authentication code').waitFor();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByLabel('Recovery code');
  await field.fill(typed);
  // Nothing in the browser refuses the code as typed.
  expect(await field.getAttribute('pattern')).toBeNull();
  expect(await field.evaluate((el) => (el as unknown as { checkValidity(): boolean }).checkValidity())).toBe(true);
  await screenshot(page, `recovery-code-typed-${typed.includes('-') ? 'as-shown' : 'loose'}`);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
}

it('signs in with a recovery code typed as shown, dashes included', async () => {
  expect(codes[0]).toMatch(/^[0-9a-z]{6}(-[0-9a-z]{6}){3}$/);
  await signInWithRecoveryCode(codes[0]);
});

it('signs in with a recovery code typed in capitals without dashes', async () => {
  await signInWithRecoveryCode(codes[1].toUpperCase().replace(/-/g, ''));
});
