/**
 * The app on a phone (390 × 844, the size of a current iPhone): every page, signed in with
 * data present (tables with rows, a long account email in the header), fits the screen's
 * width — nothing scrolls sideways. Tables become stacked label/value cards there.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_PAGES } from '../../src/web/routes.js';
import { ApiSession, screenshot, useWebSuite, type Account } from './support/index.js';

const PHONE = { width: 390, height: 844 };
const SIGNED_OUT = ['/login', '/forgot-password', '/reset-password', '/setup-password'];

let admin: Account;
const web = useWebSuite({
  // A server of its own: the administrator's pages list every account and invitation of the server,
  // and what other files left there would change what must fit on the phone.
  ownServer: true,
  setup: async (server) => {
    // A long email, as people have: the header must wrap or shorten it, not widen the page.
    admin = await server.createAdmin('maximiliana.featherstonehaugh');
    const api = new ApiSession(server.url);
    await api.signIn(admin.loginId, admin.password);
    const writes = [
      api.post('/api/v1/memory', { key: 'user.preferences.breakfast-routine-and-coffee-order', value: 'Prefers a flat white with oat milk, then a long walk along https://example.org/a/very/long/path/that/does/not/break/easily before work.', tags: ['food', 'routine'] }),
      api.post('/api/v1/memory', { key: 'pets.dog', value: 'Has a golden retriever called Biscuit.' }),
      api.post('/api/v1/me/api-keys', { name: 'laptop-cli-with-a-rather-long-name' }),
      api.post('/api/v1/admin/invitations', { email: 'someone.with.a.long.address@example.org', note: 'For the closed beta of the summer', expires_in_days: 14 }),
      api.post('/oauth/clients', { client_name: 'Research notebook', redirect_uris: ['http://127.0.0.1:33418/callback/with/a/long/path'], scope: 'memory:read', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'] }),
    ];
    for (const res of await Promise.all(writes)) {
      if (res.status >= 300) throw new Error(`setting up the phone data failed: ${res.status} ${res.text}`);
    }
  },
});

/** The page's width as laid out, and the widest elements when it is too wide (for the message). */
async function widthOf(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(`(() => {
    const limit = document.documentElement.clientWidth;
    const clipped = (el) => { for (let p = el.parentElement; p; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true; return false; };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5 && !clipped(el))
      .slice(0, 6)
      .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') + ' → ' + Math.round(el.getBoundingClientRect().right));
    return { width: document.documentElement.scrollWidth, culprits };
  })()`);
}

/** Opens `path`; returns a sentence when it is wider than the phone, else null. */
async function visit(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { width, culprits } = await widthOf(page);
  return width > PHONE.width ? `${path} is ${width} px wide; too wide: ${culprits.join(', ')}` : null;
}

it('fits every signed-out page on a phone', async () => {
  const page = await web.page();
  await page.setViewportSize(PHONE);
  const tooWide: string[] = [];
  for (const path of SIGNED_OUT) tooWide.push((await visit(page, path)) ?? '');
  expect(tooWide.filter(Boolean)).toEqual([]);
});

it('fits every signed-in page, tables and header included, on a phone', async () => {
  const page = await web.page();
  await page.setViewportSize(PHONE);
  await web.signInThroughApi(admin);
  const pages = APP_PAGES.filter((p) => !SIGNED_OUT.includes(p));
  expect(pages.length).toBeGreaterThan(15);
  const tooWide: string[] = [];
  // The Security page reads the passkey list once (it was read twice: the page and its passkey card).
  const passkeyReads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/me/passkeys') passkeyReads.push(r.url());
  });
  for (const path of pages) {
    tooWide.push((await visit(page, path)) ?? '');
    if (path === '/memories') {
      await page.getByText('pets.dog').waitFor();
      await screenshot(page, 'phone-memories');
    }
    if (path === '/connections/api-keys') await screenshot(page, 'phone-api-keys');
    if (path === '/admin/invitations') await screenshot(page, 'phone-invitations');
  }
  expect(tooWide.filter(Boolean)).toEqual([]);
  expect(passkeyReads).toHaveLength(1);
  // The tables had rows; on the phone each value is shown under its column's name.
  await page.goto('/admin/invitations');
  const cell = page.getByRole('cell').filter({ hasText: /^someone\.with\.a\.long\.address@example\.org$/ });
  await cell.waitFor();
  expect(await cell.getAttribute('data-label')).toBe('For');
  const display = await page.getByRole('table').evaluate((t) => (globalThis as unknown as { getComputedStyle(e: unknown): { display: string } }).getComputedStyle(t).display);
  expect(display).toBe('block');
});
