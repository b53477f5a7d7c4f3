/**
 * Failures said out loud: a save while the server cannot be reached shows a message (role
 * alert) and keeps what was typed; a session that ended mid-page leads to sign-in with
 * return_to and back to the page.
 */
import { expect, it } from 'vitest';
import { checkA11y, screenshot, signIn, useWebSuite, type Account } from './support/index.js';

let maya: Account;
const web = useWebSuite({ setup: async (server) => { maya = await server.createAdmin('maya'); } });

it('a save while the server is unreachable says so and keeps the typed memory', async () => {
  const page = await web.page();
  await web.signInThroughApi(maya);
  await page.goto('/memories');
  await page.getByRole('heading', { level: 1, name: 'Memories' }).waitFor();
  const form = page.getByRole('region', { name: 'New memory' });
  await form.getByLabel('Key').fill('travel.plans');
  await form.getByLabel('Value').fill('Lisbon in May, by train.');
  // The connection drops: every API call now fails in the network.
  web.allowConsoleError(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'Save memory' }).click();
  await page.getByRole('alert').filter({ hasText: 'The server cannot be reached' }).first().waitFor();
  expect(await form.getByLabel('Key').inputValue()).toBe('travel.plans');
  expect(await form.getByLabel('Value').inputValue()).toBe('Lisbon in May, by train.');
  expect(await form.getByRole('button', { name: 'Save memory' }).isEnabled()).toBe(true);
  await screenshot(page, 'save-while-offline');
  await checkA11y(page);

  // Back online: the same save goes through and the notice goes away.
  await page.unroute('**/api/v1/**');
  await form.getByRole('button', { name: 'Save memory' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved memory travel.plans.' }).waitFor();
  await expect.poll(() => page.getByText('The server cannot be reached').count()).toBe(0);
});

it('a session that ended mid-page goes to sign-in and comes back to the page', async () => {
  const page = await web.page();
  await web.signInThroughApi(maya);
  await page.goto('/security');
  await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
  await page.getByRole('link', { name: 'Memories' }).click();
  await page.getByRole('heading', { level: 1, name: 'Memories' }).waitFor();
  // The page's own calls are done first: one still under way when the cookies go would find out instead.
  await page.waitForLoadState('networkidle');
  // The session ends (cookies gone, as after expiry); the next page's calls find out.
  web.allowHttpError(401);
  web.allowHttpError(404);
  await web.context.clearCookies();
  await page.getByRole('link', { name: 'Security' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('return_to') === '/security');
  await screenshot(page, 'session-ended-sign-in');
  await signIn(page, maya.loginId, maya.password);
  await page.waitForURL((url) => url.pathname === '/security');
  await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
});
