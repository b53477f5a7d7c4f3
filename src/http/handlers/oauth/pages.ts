/** HTML pages of the browser flows (consent, device verification). Every value is escaped. */
import escapeHtml from 'escape-html';
import type { HttpResult, OperationContext } from '../../handler-types.js';
import { SCOPE_PERMISSIONS, parseScope } from '../../../domain/oauth/scopes.js';

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY', // no clickjacking of the consent buttons
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' *; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

export function htmlPage(status: number, title: string, body: string): HttpResult {
  return { status, body: layout(title, body), contentType: 'text/html; charset=utf-8', headers: PAGE_HEADERS };
}

export function errorPage(status: number, message: string): HttpResult {
  return htmlPage(status, status === 403 ? 'Request refused' : 'Invalid request', `<p>${escapeHtml(message)}</p>`);
}

export function permissionList(scope: string): string {
  return `<ul>${parseScope(scope).map((s) => `<li><strong>${escapeHtml(s)}</strong>: ${escapeHtml(SCOPE_PERMISSIONS[s] ?? s)}</li>`).join('')}</ul>`;
}

export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/** 303 to the sign-in page, coming back to this page afterwards. */
export function toSignIn(c: OperationContext): HttpResult {
  return { status: 303, headers: { Location: `/login?return_to=${encodeURIComponent(c.koa.originalUrl)}`, 'Cache-Control': 'no-store' } };
}

export function sessionOf(c: OperationContext): { sessionId: string; accountId: string } | null {
  return c.principal.kind === 'session' ? { sessionId: c.principal.sessionId, accountId: c.principal.accountId } : null;
}

export { escapeHtml };
