/**
 * Every page of the app, visited as a person would: signed out (the pages reachable
 * without an account) and signed in as an administrator (all the others). Each one must
 * render its heading without a console error, a CSP violation or a request leaving the
 * machine, and pass axe without serious or critical violations.
 */
import { expect, it } from 'vitest';
import { APP_PAGES } from '../../src/web/routes.js';
import { checkA11y, screenshot, useWebSuite, type Account } from './support/index.js';

let admin: Account;
// A server of its own: the administrator's pages list every account and invitation of the server,
// and what other files left there would change what these pages show. Signed in as the server's
// protected initial administrator: it sees every page, and the erasure tab says it cannot go.
const web = useWebSuite({
  ownServer: true,
  setup: async (server) => {
    admin = server.initialAdmin;
    // An address too long for its column makes the accounts table scroll sideways: a person
    // without a mouse must still reach that scroll (axe: scrollable-region-focusable).
    await server.createAdmin('maximiliana.featherstonehaugh', { email: 'maximiliana.featherstonehaugh.of.the.long.addresses@example.com' });
  },
});

const SIGNED_OUT = ['/login', '/forgot-password', '/reset-password', '/setup-password'];

async function visit(path: string, name: string) {
  const page = await web.page();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { level: 1 }).count(), `${path} has one h1`).toBe(1);
  await screenshot(page, name);
  await checkA11y(page);
}

it('renders every signed-out page accessibly', async () => {
  for (const path of SIGNED_OUT) await visit(path, `signed-out${path}`);
  // An unknown address shows the app's "page not found" to a browser (status 404).
  web.allowHttpError(404, '/no-such-page');
  await visit('/no-such-page', 'signed-out-not-found');
});

it('renders every signed-in page accessibly', async () => {
  const page = await web.page();
  await web.signInThroughApi(admin);
  const pages = APP_PAGES.filter((p) => !SIGNED_OUT.includes(p));
  expect(pages.length).toBeGreaterThan(15);
  for (const path of pages) await visit(path, `signed-in${path}`);
  // The initial administrator is protected: the erasure tab says so before anything is asked.
  await page.goto('/account/erasure');
  const erase = page.getByRole('button', { name: 'Delete my account…' });
  await erase.waitFor();
  expect(await erase.isDisabled()).toBe(true);
  expect(await erase.getAttribute('aria-describedby')).toBe('erasure-refused');
  await page.getByText(/^This is the initial administrator account, which cannot be deleted/).waitFor();
});
