/**
 * Checks applied to every page of a test's browser context; any finding fails the test:
 * - a console message of type error (this includes CSP violations and failed loads) or an
 *   uncaught exception in the page;
 * - a request to anything but the test server (data: and blob: aside). Nothing leaves the
 *   machine: the run's Chromium resolves no host name but localhost (support/browser.ts), so
 *   such a request fails there, and the guard reports it from the context's request events. A
 *   test may declare a loopback redirect URI of its own OAuth client: navigations there are
 *   answered here (nothing listens) and kept; and the origin of a loopback stand-in of a
 *   third-party service (an identity provider), whose requests go through to it.
 *
 * Requests are watched, not routed: a route on every URL would pause each request in Chromium
 * for a round trip through playwright and turn the browser's cache off, so every navigation
 * fetched and compiled the app's scripts again. Only a declared redirect URI is routed.
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { testTime } from '../../../src/testing/time-budget.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface CapturedRedirect {
  url: URL;
  method: string;
}

export class PageGuards {
  readonly problems: string[] = [];
  private readonly allowedConsole: RegExp[] = [];
  private readonly redirects = new Map<string, { captured: CapturedRedirect[]; waiters: Array<(r: CapturedRedirect) => void> }>();
  private readonly serverOrigin: string;
  private readonly services = new Set<string>();
  private context: BrowserContext | undefined;

  constructor(serverUrl: string) {
    this.serverOrigin = new URL(serverUrl).origin;
  }

  async attach(context: BrowserContext): Promise<void> {
    this.context = context;
    context.on('request', (request) => this.onRequest(request));
    context.on('page', (page) => this.watch(page));
    for (const page of context.pages()) this.watch(page);
  }

  /**
   * A console error matching `pattern` is expected in this test. The pattern is tried on
   * "<message text> <source URL>" (Chromium logs every 4xx/5xx answer as "Failed to load
   * resource: the server responded with a status of 401 (Unauthorized)" with the URL as source).
   */
  allowConsoleError(pattern: RegExp): void {
    this.allowedConsole.push(pattern);
  }

  /** An error answer the page is expected to get (and handle), e.g. (401, '/api/v1/auth/login'). */
  allowHttpError(status: number, pathPart = ''): void {
    this.allowedConsole.push(new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b.* \\S*${escapeRegExp(pathPart)}`));
  }

  /**
   * Declares a loopback redirect URI (http://127.0.0.1:<port>/<path>) of the test's client.
   * A navigation to it (any query) is answered with a small page and recorded. Await it
   * before the browser may be sent there: the route is in place once it resolves.
   */
  async allowRedirect(redirectUri: string): Promise<void> {
    const u = new URL(redirectUri);
    if (u.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) {
      throw new Error(`only loopback redirect URIs may be declared, not ${redirectUri}`);
    }
    const key = this.key(u);
    if (this.redirects.has(key)) return;
    this.redirects.set(key, { captured: [], waiters: [] });
    // A RegExp, not a predicate: playwright matches it in the browser's driver, so no other request makes the trip to this process.
    await this.context?.route(new RegExp(`^${escapeRegExp(key)}(?:[?#].*)?$`), (route) => this.answerRedirect(route));
  }

  /** Lets requests through to a loopback stand-in of a third-party service (e.g. an identity provider). */
  allowLoopbackService(origin: string): void {
    const u = new URL(origin);
    if (u.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) {
      throw new Error(`only loopback services may be declared, not ${origin}`);
    }
    this.services.add(u.origin);
  }

  /** The next (or an already made) navigation to a declared redirect URI. */
  waitForRedirect(redirectUri: string, timeoutMs = testTime(30_000)): Promise<CapturedRedirect> {
    const entry = this.redirects.get(this.key(new URL(redirectUri)));
    if (!entry) throw new Error(`declare ${redirectUri} with allowRedirect first`);
    const ready = entry.captured.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the browser was not sent to ${redirectUri} within ${timeoutMs} ms`)), timeoutMs);
      entry.waiters.push((r) => {
        clearTimeout(timer);
        resolve(r);
      });
    });
  }

  private key(u: URL): string {
    return `${u.origin}${u.pathname}`;
  }

  private onRequest(request: Request): void {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === this.serverOrigin || this.services.has(url.origin)) return;
    if (this.redirects.has(this.key(url))) return;
    this.problems.push(`request to a host other than the test server: ${request.method()} ${request.url()}`);
  }

  private async answerRedirect(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const redirect = this.redirects.get(this.key(url))!;
    const captured = { url, method: request.method() };
    const waiter = redirect.waiters.shift();
    if (waiter) waiter(captured);
    else redirect.captured.push(captured);
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>Back in the application</title></head><body><main><h1>Back in the application</h1><p>The test client received the answer.</p></main></body></html>',
    });
  }

  private watch(page: Page): void {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      const source = msg.location()?.url ?? '';
      if (this.allowedConsole.some((p) => p.test(`${text} ${source}`))) return;
      const where = source ? ` (${source}:${msg.location().lineNumber})` : '';
      this.problems.push(`console error on ${page.url()}: ${text}${where}`);
    });
    page.on('pageerror', (err) => this.problems.push(`uncaught exception on ${page.url()}: ${err.stack ?? err.message}`));
    page.on('crash', () => this.problems.push(`the page crashed: ${page.url()}`));
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).host !== new URL(this.serverOrigin).host) this.problems.push(`websocket to a host other than the test server: ${ws.url()}`);
    });
  }
}
