/**
 * `useWebSuite()` wires a test file: the run's shared server (or a server of the file's own),
 * the run's Chromium, and a fresh browser context (no cookies) with the guards for every
 * test. Call it once at the top of a test file, then use `web.page()` in tests.
 *
 * What is shared and what a file must do to stay independent: contract-tests/web/README.md.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectChromium } from './browser.js';
import { PageGuards, type CapturedRedirect } from './guards.js';
import { screenshot } from './screenshots.js';
import { signInThroughApi, type SignInOptions } from './sign-in.js';
import { attachWebServer, startWebServer, type Account, type OwnedWebServer, type WebServer } from './server.js';
import './shared-run.js';
import { testTime } from '../../../src/testing/time-budget.js';

/** The server as a test file sees it: its accounts are named after the file. */
export interface FileServer extends WebServer {
  /**
   * Creates an administrator account of this file: `createAdmin('alice')` makes login ID
   * `alice.<file>` and email `alice.<file>@example.com` (`<file>`: the test file's name without
   * `.test.ts`), so files on the shared server never meet each other's accounts.
   */
  createAdmin(name: string, options?: { email?: string; password?: string }): Promise<Account>;
  /** The protected initial administrator of the server (login ID `root`), made before any file's accounts. */
  readonly initialAdmin: Account;
}

export interface WebSuite {
  /** The file's server (URL, admin channel, accounts). */
  readonly server: FileServer;
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
  /** Declares a loopback redirect URI of the test's OAuth client; navigations there are answered and kept (await it before the browser goes there). */
  allowRedirect(redirectUri: string): Promise<void>;
  /** Lets this test's pages reach a loopback stand-in of a third-party service (an identity provider). */
  allowLoopbackService(origin: string): void;
  /** The next navigation to a declared redirect URI. */
  waitForRedirect(redirectUri: string, timeoutMs?: number): Promise<CapturedRedirect>;
  /**
   * Signs this test's browser context in through the API (`signInThroughApi`): the next page
   * opens signed in. For journeys whose subject is not the sign-in page (use `signIn(page, ...)` where it is).
   */
  signInThroughApi(account: Account, options?: SignInOptions): Promise<void>;
}

export interface WebSuiteOptions {
  /** Settings of a server of this file's own (the file then does not use the shared server). */
  env?: Record<string, string | undefined>;
  /**
   * A server of this file's own without special settings: for a file that checks what is the
   * whole server's (an empty list every administrator sees). Say why at the call.
   */
  ownServer?: boolean;
  /** Runs once the server is up (create accounts, enrol TOTP...). */
  setup?: (server: FileServer) => Promise<void>;
}

/** The login ID and email local part of account `name` of test file `file`. */
function accountId(name: string, file: string): string {
  return `${name}.${path.basename(file).replace(/\.test\.ts$/, '')}`;
}

function fileServer(server: WebServer, file: string, initialAdmin: Account): FileServer {
  return {
    ...server,
    initialAdmin,
    createAdmin: (name, options) => server.createAdmin(accountId(name, file), options),
  };
}

export function useWebSuite(options: WebSuiteOptions = {}): WebSuite {
  let server: FileServer | undefined;
  let owned: OwnedWebServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let guards: PageGuards | undefined;
  let firstPage: Page | undefined;

  beforeAll(async ({}, suite) => {
    const shared = inject('webRun');
    if (!shared) throw new Error('the web journeys need the global setup of contract-tests/web/vitest.config.ts');
    const own = options.ownServer || options.env !== undefined;
    const [connected, base] = await Promise.all([connectChromium(shared.wsEndpoint), own ? startWebServer(options.env) : undefined]);
    browser = connected;
    owned = base;
    // An own server gets its initial administrator first too, so the file's accounts are like those on the shared one.
    const initialAdmin = owned ? await owned.createAdmin('root') : shared.initialAdmin;
    server = fileServer(owned ?? attachWebServer(shared.url, shared.dataDir), suite.file.filepath, initialAdmin);
    await options.setup?.(server);
  });

  afterAll(async () => {
    await browser?.close(); // disconnects; the run's Chromium stays for the next file
    await owned?.stop();
  });

  beforeEach(async () => {
    context = await browser!.newContext({ baseURL: server!.url, viewport: { width: 1280, height: 860 }, locale: 'en-GB', timezoneId: 'UTC' });
    // Limits for a page's answer, scaled like every other limit: a fixed 15 s is missed by a
    // loaded machine running the three lanes of npm test side by side.
    context.setDefaultTimeout(testTime(15_000));
    context.setDefaultNavigationTimeout(testTime(30_000));
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
      return need(guards, 'the guards').allowRedirect(redirectUri);
    },
    waitForRedirect(redirectUri, timeoutMs) {
      return need(guards, 'the guards').waitForRedirect(redirectUri, timeoutMs);
    },
    signInThroughApi(account, signInOptions) {
      return signInThroughApi(need(context, 'the browser context'), need(server, 'the server').url, account, signInOptions);
    },
  };
}
