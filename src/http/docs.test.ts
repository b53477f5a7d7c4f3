/**
 * /docs "Try it out" calls the server at the address the page was opened from: the served
 * description (verbatim generated/openapi.json) names a relative server URL, which Swagger UI
 * resolves against /openapi.json. Checked on the document, then in a real Chromium opening
 * /docs under a host name other than the one the server printed.
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
  it('is the bundled file verbatim, with a relative server URL that resolves to the origin it was fetched from', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const res = await fetch(`${origin}/openapi.json`);
      const text = await res.text();
      expect(text).toBe(fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8'));
      const doc = JSON.parse(text) as { servers: Array<{ url: string }> };
      expect(doc.servers.map((s) => s.url)).toEqual(['/']);
      expect(new URL(doc.servers[0]!.url, `${origin}/openapi.json`).origin).toBe(origin);
    }
  });

  it('is loaded by /docs from a relative address', async () => {
    const init = await (await fetch(`${server.running.url}/docs/init.js`)).text();
    expect(init).toContain("url: '/openapi.json'");
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
