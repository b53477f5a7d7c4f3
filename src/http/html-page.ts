/**
 * The server-rendered pages (consent, device verification, and the error page of every HTML
 * operation). They are plain forms, so they work without the web app's JavaScript, but they
 * wear the app's look: its stylesheet (/app/app.css), brand header and centred card. Every
 * value goes through the `html` template (escaped); the CSP allows styles and images from
 * this origin only and no script at all.
 */
import { html, type SafeHtml } from './html.js';
import { HTML, type HtmlResult } from './results.js';

export interface PageOptions {
  /** Who is signed in, shown with a link to sign in with another account and come back to `returnTo`. */
  account?: { label: string; returnTo: string };
  /**
   * Where the page's forms may lead besides this site (CSP form-action). The consent form
   * posts here and is redirected to the client's redirect URI, which the browser checks too.
   */
  formTargets?: string[];
}

export function pageHeaders(formTargets: string[] = []): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY', // no clickjacking of the consent buttons
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'no-referrer',
  };
}

function signedInAs(account: NonNullable<PageOptions['account']>): SafeHtml {
  const switchHref = `/login?add_account=true&return_to=${encodeURIComponent(account.returnTo)}`;
  return html`<p class="signed-in-as">Signed in as <strong>${account.label}</strong>. <a href="${switchHref}">Switch account</a></p>`;
}

function layout(title: string, body: SafeHtml, options: PageOptions): SafeHtml {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Memory Platform</title>
<link rel="icon" href="/app/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/app/app.css">
</head><body>
<div class="auth-frame">
<main id="main" class="auth-card flow-card">
<a class="brand" href="/dashboard"><img src="/app/icon.svg" alt="" width="28" height="28"><span>Memory Platform</span></a>
<h1>${title}</h1>
${options.account ? signedInAs(options.account) : ''}
${body}
</main>
</div>
</body></html>`;
}

export function htmlPage<S extends number>(status: S, title: string, body: SafeHtml, options: PageOptions = {}): HtmlResult<S> {
  return { status, body: layout(title, body, options).toString(), contentType: HTML, headers: pageHeaders(options.formTargets) };
}

export function alertBox(message: string, id?: string): SafeHtml {
  return html`<div class="alert alert-error" role="alert"${id ? html` id="${id}"` : ''}>${message}</div>`;
}

/** The one error page: 403 for a request refused (no or the wrong sign-in, a stale form), 400 for anything malformed. */
export function errorPage<S extends 400 | 403>(status: S, message: string, next?: { href: string; label: string }): HtmlResult<S> {
  const link = next ? html`<p><a class="btn btn-secondary" href="${next.href}">${next.label}</a></p>` : '';
  return htmlPage(status, status === 403 ? 'Request refused' : 'Invalid request', html`${alertBox(message)}${link}`);
}
