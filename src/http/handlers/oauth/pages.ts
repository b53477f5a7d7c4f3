/**
 * HTML pages of the browser flows (consent, device verification). They are rendered on the
 * server as plain forms, so they work without the web app's JavaScript, but they wear the
 * app's look: its stylesheet (/app/app.css), brand header and centred card. Every value is
 * escaped; the CSP allows styles and images from this origin only and no script at all.
 */
import escapeHtml from 'escape-html';
import type { RequestContext } from '../../handler-types.js';
import { HTML, seeOther, type HtmlResult, type SeeOther } from '../../results.js';
import { SCOPE_PERMISSIONS, parseScope } from '../../../domain/oauth/scopes.js';

export interface PageOptions {
  /** Who is signed in, shown with a link to sign in with another account and come back to `returnTo`. */
  account?: { label: string; returnTo: string };
  /**
   * Where the page's forms may lead besides this site (CSP form-action). The consent form
   * posts here and is redirected to the client's redirect URI, which the browser checks too.
   */
  formTargets?: string[];
}

function pageHeaders(formTargets: string[] = []): Record<string, string> {
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

function signedInAs(account: NonNullable<PageOptions['account']>): string {
  const switchHref = `/login?add_account=true&return_to=${encodeURIComponent(account.returnTo)}`;
  return `<p class="signed-in-as">Signed in as <strong>${escapeHtml(account.label)}</strong>. <a href="${escapeHtml(switchHref)}">Switch account</a></p>`;
}

function layout(title: string, body: string, options: PageOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Memory Platform</title>
<link rel="icon" href="/app/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/app/app.css">
</head><body>
<div class="auth-frame">
<main id="main" class="auth-card flow-card">
<a class="brand" href="/dashboard"><img src="/app/icon.svg" alt="" width="28" height="28"><span>Memory Platform</span></a>
<h1>${escapeHtml(title)}</h1>
${options.account ? signedInAs(options.account) : ''}
${body}
</main>
</div>
</body></html>`;
}

export function htmlPage<S extends number>(status: S, title: string, body: string, options: PageOptions = {}): HtmlResult<S> {
  return { status, body: layout(title, body, options), contentType: HTML, headers: pageHeaders(options.formTargets) };
}

export function alertBox(message: string, id?: string): string {
  return `<div class="alert alert-error" role="alert"${id ? ` id="${escapeHtml(id)}"` : ''}>${escapeHtml(message)}</div>`;
}

export function errorPage<S extends 400 | 403>(status: S, message: string, next?: { href: string; label: string }): HtmlResult<S> {
  const link = next ? `<p><a class="btn btn-secondary" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>` : '';
  return htmlPage(status, status === 403 ? 'Request refused' : 'Invalid request', `${alertBox(message)}${link}`);
}

/** The permissions of a scope in plain words, each with the scope's name for those who know it. */
export function permissionList(scope: string): string {
  const items = parseScope(scope).map(
    (s) => `<li><span>${escapeHtml(SCOPE_PERMISSIONS[s] ?? s)}</span> <code class="scope-name">${escapeHtml(s)}</code></li>`,
  );
  return `<ul class="permission-list">${items.join('')}</ul>`;
}

export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/** Allow (the primary action, first) and Deny, as the submit buttons of a decision form. */
export function decisionButtons(): string {
  return `<div class="actions flow-actions">
<button type="submit" class="btn btn-primary" name="action" value="approve">Allow</button>
<button type="submit" class="btn btn-secondary" name="action" value="deny">Deny</button>
</div>`;
}

/**
 * The CSP source that lets a form's redirect reach `uri`: its origin for http(s) (IPv6
 * literals cannot be written in CSP, so their scheme instead), its scheme for desktop-app
 * schemes. Null when nothing safe to write in a header can be derived.
 */
export function formTargetOf(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (!/^[a-z][a-z0-9+.-]*:$/.test(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && /^[a-z]+:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(url.origin)) return url.origin;
  return url.protocol;
}

/** How the signed-in account is named on the page: name and email, else whichever it has. */
export async function accountLabel(c: RequestContext, accountId: string): Promise<string> {
  const account = await c.services.auth.accounts.get(accountId);
  const name = account.name?.trim();
  const email = account.email ?? account.login_id ?? accountId;
  return name && name !== email ? `${name} (${email})` : email;
}

/** 303 to the sign-in page, coming back to this page afterwards. */
export function toSignIn(c: RequestContext): SeeOther {
  return seeOther(`/login?return_to=${encodeURIComponent(c.koa.originalUrl)}`);
}

export function sessionOf(c: RequestContext): { sessionId: string; accountId: string } | null {
  return c.principal.kind === 'session' ? { sessionId: c.principal.sessionId, accountId: c.principal.accountId } : null;
}

export { escapeHtml };
