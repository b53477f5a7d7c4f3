/**
 * Password, second factor and account pages in Chromium: a password reset from the email
 * in the outbox (A1), TOTP enrolment on the Security page with the QR code and the
 * recovery codes, the profile and terms, and an erasure request confirmed and cancelled (A2, A3).
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, latestMailTo, linksIn, nextTotpCode, screenshot, signIn, useWebSuite, type Account } from './support/index.js';

let alice: Account;
let bruno: Account;
let carla: Account;
let dora: Account;
const web = useWebSuite({
  // A server of its own: terms of service are asked for only where TERMS_VERSION is set. Its
  // protected initial administrator comes first, so the accounts here can be erased.
  env: { TERMS_VERSION: '2026-01' },
  setup: async (server) => {
    alice = await server.createAdmin('alice');
    bruno = await server.createAdmin('bruno');
    carla = await server.createAdmin('carla');
    dora = await server.createAdmin('dora');
  },
});

const NEW_PASSWORD = 'juniper-Harbor-compass-84';

async function signedInAt(path: string, account: Account): Promise<Page> {
  const page = await web.page();
  await web.signInThroughApi(account);
  await page.goto(path);
  return page;
}

it('resets a forgotten password with the link from the email and signs in with the new one', async () => {
  const page = await web.page();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  await screenshot(page, 'forgot-password');
  await checkA11y(page);

  const requestedAt = new Date(Date.now() - 1000);
  await page.getByLabel('Email address').fill(alice.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
  await expect.poll(() => page.getByRole('status').textContent()).toContain('If an account exists for that address, we sent a link');
  await screenshot(page, 'forgot-password-sent');
  await checkA11y(page);

  const mail = await latestMailTo(web.server, alice.email, { kind: 'password_reset', after: requestedAt });
  const [emailed] = linksIn(mail, '/reset-password');
  expect(emailed?.hash).toMatch(/^#token=/);
  // The server chose its port at start (PORT=0): the emailed link names the real address.
  expect(emailed!.origin).toBe(new URL(web.server.url).origin);
  await page.goto(emailed!.href);
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  // The token leaves the address bar (and the history) as soon as the page has read it.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect.poll(() => page.getByText('At least 12 characters').isVisible()).toBe(true);
  await screenshot(page, 'reset-password-form');
  await checkA11y(page);

  // A mistyped confirmation is caught in the page; a common password by the server's policy (422).
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('do not match');
  web.allowHttpError(422, '/api/v1/auth/password/reset');
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('too common');
  await screenshot(page, 'reset-password-policy');
  await checkA11y(page);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();
  await screenshot(page, 'reset-password-done');
  await checkA11y(page);

  // The link works once: opening it again explains that and offers a new one.
  web.allowHttpError(400, '/api/v1/auth/password/reset');
  await page.goto('/login');
  await page.goto(emailed!.href);
  await page.getByLabel('New password', { exact: true }).fill('another-Quiet-meadow-19');
  await page.getByLabel('Confirm new password').fill('another-Quiet-meadow-19');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
  await page.getByRole('link', { name: 'Request a new reset link' }).waitFor();
  await screenshot(page, 'reset-password-used-link');
  await checkA11y(page);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signIn(page, alice.loginId, NEW_PASSWORD);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
});

it('enrols TOTP on the Security page with a locally drawn QR code and shows the recovery codes once', async () => {
  const page = await signedInAt('/security', bruno);
  await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
  await expect.poll(() => page.getByText('Status: Off').isVisible()).toBe(true);
  await screenshot(page, 'security-off');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  const qr = page.getByRole('img', { name: /QR code for your authenticator app/ });
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(page, 'security-totp-qr');
  await checkA11y(page);

  await page.getByLabel('Code from your authenticator app').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('link', { name: 'Download codes' }).waitFor();
  expect(await page.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
  await screenshot(page, 'security-recovery-codes');
  await checkA11y(page);

  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => page.getByText('Status: On').isVisible()).toBe(true);
  expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);
  const session = (await page.evaluate('fetch("/api/v1/auth/session").then((r) => r.json())')) as { user: { mfa_enabled: boolean } };
  expect(session.user.mfa_enabled).toBe(true);
  await screenshot(page, 'security-on');
  await checkA11y(page);

  // New recovery codes need the password and replace the old ones.
  await page.getByRole('button', { name: 'Generate new recovery codes…' }).click();
  await page.getByLabel('Your password').fill(bruno.password);
  await page.getByRole('button', { name: 'Generate new recovery codes', exact: true }).click();
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  const fresh = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((c) => codes.includes(c))).toEqual([]);
});

it('updates the profile (name, time zone, locale) and accepts the current terms', async () => {
  const page = await signedInAt('/account', dora);
  await page.getByRole('heading', { level: 2, name: 'Profile' }).waitFor();
  await screenshot(page, 'account');
  await checkA11y(page);

  await page.getByLabel('Name').fill('Dora Example');
  await page.getByLabel('Time zone').selectOption('Europe/Berlin');
  await page.getByLabel('Locale').fill('de-DE');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Your profile has been saved.');
  // The header's account menu names the account by its new name.
  await expect.poll(() => page.getByRole('banner').getByRole('button').first().textContent()).toContain('Dora Example');
  await screenshot(page, 'account-profile-saved');
  await checkA11y(page);

  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Profile' }).waitFor();
  await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Dora Example');
  expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
  expect(await page.getByLabel('Locale').inputValue()).toBe('de-DE');

  // Terms: due until accepted, then the page says so (also after a reload).
  const terms = page.getByRole('region', { name: 'Terms of service' });
  await expect.poll(() => terms.textContent()).toContain('not been accepted for this account yet');
  await terms.getByRole('button', { name: 'Accept terms version 2026-01' }).click();
  await expect.poll(() => terms.getByRole('status').textContent()).toContain('You accepted the terms of service version 2026-01');
  await screenshot(page, 'account-terms-accepted');
  await checkA11y(page);
  await page.reload();
  await expect.poll(() => page.getByRole('region', { name: 'Terms of service' }).textContent()).toContain('You have accepted the current terms of service (version 2026-01)');
});

it('requests account erasure, confirms it with the password and cancels it during the cooling-off period', async () => {
  const page = await signedInAt('/account', carla);
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Delete account' }).click();
  await page.getByRole('heading', { level: 2, name: 'Delete your account' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/account/erasure');
  await screenshot(page, 'erasure-none');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByRole('button', { name: 'Request account deletion' }).click();
  await page.getByRole('button', { name: 'Confirm account deletion' }).waitFor();
  await screenshot(page, 'erasure-pending');
  await checkA11y(page);

  web.allowHttpError(403, '/api/v1/me/account/erasure-confirm');
  await page.getByLabel('Your password').fill('not-the-password-at-all');
  await page.getByRole('button', { name: 'Confirm account deletion' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('password is not correct');

  await page.getByLabel('Your password').fill(carla.password);
  await page.getByRole('button', { name: 'Confirm account deletion' }).click();
  await expect.poll(() => page.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('7-day cooling-off period is running'));
  const state = (await page.evaluate('fetch("/api/v1/me/account/erasure-request").then((r) => r.json())')) as { state: string; cooling_off_ends_at: string };
  expect(state.state).toBe('cooling_off');
  const endsAt = new Date(state.cooling_off_ends_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect.poll(() => page.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining(endsAt));
  await screenshot(page, 'erasure-cooling-off');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Cancel deletion and keep my account' }).click();
  await expect.poll(() => page.getByRole('status').allTextContents()).toContain('The deletion request is cancelled. Your account stays as it is.');
  expect(await page.evaluate('fetch("/api/v1/me/account/erasure-request").then((r) => r.json())')).toBeNull();
  await page.getByRole('button', { name: 'Delete my account…' }).waitFor();
  await screenshot(page, 'erasure-cancelled');
  await checkA11y(page);
});

it("lists the account's own activity: its sign-ins and the erasure it requested and cancelled", async () => {
  const page = await signedInAt('/account/activity', carla);
  await page.getByRole('heading', { level: 2, name: 'Recent activity' }).waitFor();
  const table = page.getByRole('table', { name: 'Account activity' });
  await table.waitFor();
  await expect.poll(() => table.getByRole('cell', { name: 'Signed in', exact: true }).count()).toBeGreaterThan(0);
  expect(await table.getByRole('cell', { name: 'Account deletion requested' }).count()).toBe(1);
  expect(await table.getByRole('cell', { name: 'Account deletion cancelled' }).count()).toBe(1);
  // Nothing of another account: alice's password reset is hers alone.
  expect(await table.getByRole('cell', { name: 'Password reset with an emailed link' }).count()).toBe(0);
  await screenshot(page, 'account-activity');
  await checkA11y(page);
});
