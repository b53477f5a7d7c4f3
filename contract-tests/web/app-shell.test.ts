/**
 * The app's frame: on a slow network a loading indicator shows until the first page is
 * there (never a blank page), and /login while signed in goes on to the app (or return_to)
 * instead of asking to sign in again; adding another account stays in the account menu; the
 * script, the styles and large JSON come compressed (brotli, or gzip where only that is offered).
 */
import { expect, it } from 'vitest';
import { useWebSuite, type Account } from './support/index.js';

let lea: Account;
const web = useWebSuite({ setup: async (server) => { lea = await server.createAdmin('lea'); } });

it('shows a loading indicator while the app and its first data load slowly', async () => {
  const page = await web.page();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's script and the session check are held back, as on a slow network.
  await page.route(/\/app\/app\.js$|\/api\/v1\/auth\/session$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const busy = page.locator('[aria-busy="true"][role="status"]');
  await busy.first().waitFor();
  expect(await busy.first().textContent()).toMatch(/Loading/);
  release();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
});

it('sends a signed-in browser from /login on to the app, or to return_to', async () => {
  const page = await web.page();
  await web.signInThroughApi(lea);
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.goto('/login?return_to=%2Fsecurity');
  await page.waitForURL((url) => url.pathname === '/security');
  // Another account is still added on purpose, from the account menu's link.
  await page.goto('/login?add_account=true&return_to=%2Fdashboard');
  await page.getByRole('heading', { level: 1, name: 'Add another account' }).waitFor();
  expect(await page.getByLabel('Email or login ID').count()).toBe(1);
});

it('gets its script, its styles and large JSON compressed', async () => {
  const page = await web.page();
  // The app's script and stylesheet, and a large JSON answer (answers under 1 KiB stay as they are).
  const watched = ['/app/app.js', '/app/app.css', '/openapi.json'];
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (watched.includes(path)) encodings.set(path, res.headers()['content-encoding']);
  });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.evaluate('fetch("/openapi.json").then((r) => r.text())');
  await expect.poll(() => encodings.size).toBe(watched.length);
  for (const path of watched) expect(encodings.get(path) ?? 'none', path).toMatch(/^(br|gzip)$/);
  // Chromium offers brotli over HTTPS only, so the same answers are also asked for with each
  // encoding alone: brotli when it is offered, gzip from a client that offers only gzip.
  for (const path of watched) {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(new URL(path, web.server.url), { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), `${path} with ${encoding}`).toBe(encoding);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1024);
    }
  }
});
