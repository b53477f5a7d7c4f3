/**
 * The harness checks itself: the guards catch console errors, uncaught exceptions, CSP
 * violations and requests that leave the test server; checkA11y fails on a serious
 * violation. These run in a context of their own so the findings do not fail the test.
 */
import { expect, it } from 'vitest';
import { PageGuards } from './support/guards.js';
import { checkA11y, screenshot, useWebSuite } from './support/index.js';
import { testTime } from '../../src/testing/time-budget.js';

const web = useWebSuite();

async function guardedPage() {
  const context = await web.browser.newContext({ baseURL: web.server.url });
  const guards = new PageGuards(web.server.url);
  await guards.attach(context);
  return { context, guards, page: await context.newPage() };
}

it('reports console errors, uncaught exceptions, CSP violations and outside requests', async () => {
  const { context, guards, page } = await guardedPage();
  try {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.evaluate(`(() => {
      console.error('deliberate console error');
      setTimeout(() => { throw new Error('deliberate uncaught exception'); });
      const s = document.createElement('script');
      s.textContent = 'void 0';
      document.body.append(s);
    })()`);
    const reported = () => guards.problems.join('\n');
    await expect.poll(reported, { timeout: testTime(10_000) }).toContain('deliberate uncaught exception');
    expect(reported()).toContain('deliberate console error');
    expect(reported()).toMatch(/inline script violates the following Content Security Policy/);
    // The CSP stops the app's own requests to other hosts; a navigation is stopped by the guard.
    await expect(page.goto('https://cdn.example.com/lib.js')).rejects.toThrow();
    expect(reported()).toContain('request to a host other than the test server: GET https://cdn.example.com/lib.js');
  } finally {
    await context.close();
  }
});

it('lets a test declare an error answer its page expects, and only that one', async () => {
  const { context, guards, page } = await guardedPage();
  try {
    guards.allowHttpError(401, '/api/v1/auth/login');
    await page.goto('/login');
    await page.getByLabel('Email or login ID').fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(guards.problems).toEqual([]);
    await page.evaluate(`fetch('/api/v1/auth/session', { method: 'DELETE' })`);
    await expect.poll(() => guards.problems.join('\n')).toMatch(/status of 40\d/);
  } finally {
    await context.close();
  }
});

it('answers a declared loopback redirect URI and hands the navigation to the test', async () => {
  const { context, guards, page } = await guardedPage();
  try {
    const redirect = 'http://127.0.0.1:9/callback';
    await guards.allowRedirect(redirect);
    await page.goto(`${redirect}?code=abc&state=xyz`);
    const captured = await guards.waitForRedirect(redirect);
    expect(captured.url.searchParams.get('code')).toBe('abc');
    expect(guards.problems).toEqual([]);
    await expect(guards.allowRedirect('https://claude.ai/callback')).rejects.toThrow(/loopback/);
  } finally {
    await context.close();
  }
});

it('fails checkA11y on a serious violation and names it', async () => {
  const page = await web.page();
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await checkA11y(page);
  await screenshot(page, 'sign-in');
  await page.evaluate(`document.querySelector('main').append(Object.assign(document.createElement('input'), { type: 'text' }))`);
  await expect(checkA11y(page)).rejects.toThrow(/\[critical\] label/);
});
