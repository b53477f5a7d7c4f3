/**
 * `useWebSuite()` wires a test file: one server and one Chromium for the file, a fresh
 * browser context (no cookies) with the guards for every test. Call it once at the top
 * of a test file, then use `web.page()` in tests.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { PageGuards, type CapturedRedirect } from './guards.js';
import { screenshot } from './screenshots.js';
import { startWebServer, type WebServer } from './server.js';

export interface WebSuite {
  /** The file's server (URL, CLI, accounts). */
  readonly server: WebServer;
  readonly browser: Browser;
  /** This test's browser context (fresh cookies, guarded). */
  readonly context: BrowserContext;
  /** This test's first page (created on first use); `newPage()` opens more. */
  page(): Promise<Page>;
  newPage(): Promise<Page>;
  /** Absolute URL of a path on the test server. */
  url(path: string): string;
  /** Declares a console error this test expects (e.g. a 401 the page shows as a message). */
  allowConsoleError(pattern: RegExp): void;
  /** Declares an error answer this test's page is expected to get, e.g. (401, '/api/v1/auth/login'). */
  allowHttpError(status: number, pathPart?: string): void;
  /** Declares a loopback redirect URI of the test's OAuth client; navigations there are answered and kept. */
  allowRedirect(redirectUri: string): void;
  /** Lets this test's pages reach a loopback stand-in of a third-party service (an identity provider). */
  allowLoopbackService(origin: string): void;
  /** The next navigation to a declared redirect URI. */
  waitForRedirect(redirectUri: string, timeoutMs?: number): Promise<CapturedRedirect>;
}

export interface WebSuiteOptions {
  /** Extra server settings for this file. */
  env?: Record<string, string | undefined>;
  /** Runs once the server is up (create accounts, enrol TOTP...). */
  setup?: (server: WebServer) => Promise<void>;
}

export function useWebSuite(options: WebSuiteOptions = {}): WebSuite {
  let server: WebServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let guards: PageGuards | undefined;
  let firstPage: Page | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(options.env), launchChromium()]);
    await options.setup?.(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await browser!.newContext({ baseURL: server!.url, viewport: { width: 1280, height: 860 }, locale: 'en-GB', timezoneId: 'UTC' });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    guards = new PageGuards(server!.url);
    await guards.attach(context);
    firstPage = undefined;
  });

  afterEach(async (ctx) => {
    const problems = guards?.problems ?? [];
    if (ctx.task.result?.state === 'fail' || problems.length) {
      for (const [i, page] of (context?.pages() ?? []).entries()) {
        await screenshot(page, `FAILED-${ctx.task.name}-${i}`).catch(() => undefined);
      }
    }
    await context?.close();
    context = undefined;
    if (problems.length) throw new Error(`page guards:\n  ${problems.join('\n  ')}`);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test of a file that called useWebSuite()`);
    return value;
  };

  return {
    get server() {
      return need(server, 'the server');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get context() {
      return need(context, 'the browser context');
    },
    async page() {
      firstPage ??= await need(context, 'the browser context').newPage();
      return firstPage;
    },
    newPage() {
      return need(context, 'the browser context').newPage();
    },
    url(path: string) {
      return need(server, 'the server').url + path;
    },
    allowConsoleError(pattern) {
      need(guards, 'the guards').allowConsoleError(pattern);
    },
    allowHttpError(status, pathPart) {
      need(guards, 'the guards').allowHttpError(status, pathPart);
    },
    allowLoopbackService(origin) {
      need(guards, 'the guards').allowLoopbackService(origin);
    },
    allowRedirect(redirectUri) {
      need(guards, 'the guards').allowRedirect(redirectUri);
    },
    waitForRedirect(redirectUri, timeoutMs) {
      return need(guards, 'the guards').waitForRedirect(redirectUri, timeoutMs);
    },
  };
}
