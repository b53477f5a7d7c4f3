/**
 * /openapi.json names PUBLIC_URL as its server (generated clients get a base URL) and is
 * otherwise the bundled file; /docs "Try it out" calls the server at the address the page was
 * opened from: Swagger UI loads the bundled file (relative server URL) from /docs/openapi.json.
 * Checked on the documents, then in a real Chromium opening /docs under a host name other than
 * the one the server printed and other than PUBLIC_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { repoRoot } from './contract.js';
import { testTime } from '../testing/time-budget.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let server: TestServer;
let port: string;

beforeAll(async () => {
  server = await startTestServer('memplat-docs-', { PUBLIC_URL: 'https://memory.example.com' });
  port = new URL(server.running.url).port;
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

describe('the served description', () => {
  const bundledText = () => fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8');

  it('at /openapi.json is the bundled document with PUBLIC_URL as its one server', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const res = await fetch(`${origin}/openapi.json`);
      expect(res.headers.get('content-type')).toContain('application/json');
      const served = (await res.json()) as Record<string, unknown> & { servers: Array<{ url: string }> };
      expect(served.servers.map((s) => s.url)).toEqual(['https://memory.example.com']);
      const bundled = JSON.parse(bundledText()) as Record<string, unknown> & { servers: Array<{ url: string }> };
      expect(bundled.servers.map((s) => s.url)).toEqual(['/']);
      // Everything but `servers`, key order included, is the bundled file.
      expect(JSON.stringify({ ...served, servers: bundled.servers })).toBe(JSON.stringify(bundled));
    }
  });

  it('at /docs/openapi.json is the bundled file verbatim, with a relative server URL that resolves to the origin it was fetched from', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const text = await (await fetch(`${origin}/docs/openapi.json`)).text();
      expect(text).toBe(bundledText());
      const doc = JSON.parse(text) as { servers: Array<{ url: string }> };
      expect(new URL(doc.servers[0]!.url, `${origin}/docs/openapi.json`).origin).toBe(origin);
    }
  });

  it('is loaded by /docs from a relative address', async () => {
    const init = await (await fetch(`${server.running.url}/docs/init.js`)).text();
    expect(init).toContain("url: '/docs/openapi.json'");
  });
});

describe.skipIf(!fs.existsSync(CHROMIUM_PATH))('Swagger UI in a browser', () => {
  it('"Try it out" sends the request to the address the page was opened at', async () => {
    const origin = `http://localhost:${port}`; // not the 127.0.0.1 address the server reported, nor PUBLIC_URL
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'], headless: true, timeout: 60_000 });
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs`);
      const operation = page.locator('#operations-system-getHealth');
      await operation.locator('.opblock-summary').click();
      await operation.getByRole('button', { name: 'Try it out' }).click();
      const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/v1/health')), operation.getByRole('button', { name: 'Execute' }).click()]);
      expect(request.url()).toBe(`${origin}/api/v1/health`);
      const response = await request.response();
      expect(response?.status()).toBe(200);
    } finally {
      await browser.close();
    }
  }, testTime(120_000));
});
