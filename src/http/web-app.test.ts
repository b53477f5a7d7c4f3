/**
 * The web app as the server delivers it: the HTML shell at page paths and for browsers at
 * `/` (API clients keep the JSON root), a CSP without inline script or style, and only
 * the files of the build under /app/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { APP_PAGES } from '../web/routes.js';
import { testTime } from '../testing/time-budget.js';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer('memplat-web-');
  base = server.running.url;
}, testTime(240_000));
afterAll(async () => server?.close(), testTime(60_000));

const get = (path: string, accept?: string) => fetch(`${base}${path}`, { headers: accept ? { accept } : {} });

describe('the web app shell', () => {
  it('answers every page path with the HTML shell under a strict CSP', async () => {
    for (const page of APP_PAGES) {
      const res = await get(page, 'text/html');
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).toContain('<script type="module" src="/app/app.js"></script>');
      // No inline script or style anywhere in the shell.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style|style="/);
    }
  });

  it('gives browsers the app at / and API clients the JSON root', async () => {
    const browser = await get('/', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
    expect(browser.headers.get('vary')).toMatch(/Accept/i);
    for (const accept of [undefined, '*/*', 'application/json']) {
      const api = await get('/', accept);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await api.json()) as { api_version: string }).api_version).toBe('v1');
    }
  });

  it('serves the built script and stylesheet, and nothing outside the build', async () => {
    const js = await get('/app/app.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect((await js.text()).length).toBeGreaterThan(1000);
    const css = await get('/app/app.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    for (const path of ['/app/build-stamp.json', '/app/../package.json', '/app/%2e%2e/package.json', '/app/nope.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it("shows browsers the app's not-found page at unknown addresses; API paths keep their JSON 404", async () => {
    const page = await get('/no-such-page', 'text/html');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await get('/api/v1/no-such-operation', 'text/html');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const client = await get('/no-such-page', 'application/json');
    expect(client.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
