/**
 * Two accounts on one browser (interface spec A1): sign in as A, add B from the account
 * menu, the header names B; switch back to A; sign out of this account (B remains), then
 * of all accounts.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, screenshot, signIn, useWebSuite, type Account } from './support/index.js';

let alice: Account;
let bruno: Account;
const web = useWebSuite({
  setup: async (server) => {
    alice = await server.createAdmin('alice');
    bruno = await server.createAdmin('bruno');
  },
});

/** The header's account menu button; its accessible name is the active account. */
function accountButton(page: Page) {
  return page.getByRole('banner').locator('button[aria-haspopup]');
}

async function openMenu(page: Page) {
  await accountButton(page).click();
  await expect.poll(() => accountButton(page).getAttribute('aria-expanded')).toBe('true');
}

it('adds a second account, switches between the two and signs out of one, then of all', async () => {
  const page = await web.page();
  await page.goto('/dashboard');
  await page.waitForURL(/\/login\?return_to=%2Fdashboard/);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await screenshot(page, 'sign-in');
  await checkA11y(page);

  await signIn(page, alice.loginId, alice.password);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expect.poll(() => accountButton(page).textContent()).toContain(alice.email);
  await screenshot(page, 'dashboard-alice');
  await checkA11y(page);

  await openMenu(page);
  await screenshot(page, 'account-menu-alice');
  await checkA11y(page);
  await page.getByRole('link', { name: 'Add another account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add another account' }).waitFor();
  expect(new URL(page.url()).searchParams.get('add_account')).toBe('true');
  await screenshot(page, 'add-another-account');
  await checkA11y(page);

  await signIn(page, bruno.loginId, bruno.password);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expect.poll(() => accountButton(page).textContent()).toContain(bruno.email);
  await openMenu(page);
  const menu = page.locator('#account-menu');
  await expect.poll(() => menu.locator('[aria-current="true"]').textContent()).toContain(bruno.email);
  await screenshot(page, 'account-menu-two-accounts');
  await checkA11y(page);

  await menu.getByRole('button', { name: `Switch to ${alice.email}` }).click();
  await expect.poll(() => accountButton(page).textContent()).toContain(alice.email);
  await expect.poll(() => page.getByText(`Welcome, ${alice.email}.`).isVisible()).toBe(true);
  await screenshot(page, 'switched-back-to-alice');

  await openMenu(page);
  await menu.getByRole('button', { name: 'Sign out of this account' }).click();
  // Bruno is still signed in on this browser and becomes the active account.
  await expect.poll(() => accountButton(page).textContent()).toContain(bruno.email);
  await openMenu(page);
  expect(await menu.getByRole('button', { name: /^Switch to / }).count()).toBe(0);
  await screenshot(page, 'after-signing-out-of-alice');
  await checkA11y(page);

  await menu.getByRole('button', { name: 'Sign out of all accounts' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await screenshot(page, 'signed-out-of-all');
  await checkA11y(page);
  const session = (await page.evaluate(async () => (await fetch('/api/v1/auth/session')).json())) as { authenticated: boolean };
  expect(session.authenticated).toBe(false);
});
