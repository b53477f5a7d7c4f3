/** Pieces of the OAuth consent and device pages (their layout and error page: src/http/html-page.ts). */
import { html, type SafeHtml } from '../../html.js';
import type { RequestContext } from '../../handler-types.js';
import { seeOther, type SeeOther } from '../../results.js';
import { SCOPE_PERMISSIONS, parseScope } from '../../../domain/oauth/scopes.js';

export { alertBox, errorPage, htmlPage } from '../../html-page.js';

/** The permissions of a scope in plain words, each with the scope's name for those who know it. */
export function permissionList(scope: string): SafeHtml {
  const items = parseScope(scope).map((s) => html`<li><span>${SCOPE_PERMISSIONS[s] ?? s}</span> <code class="scope-name">${s}</code></li>`);
  return html`<ul class="permission-list">${items}</ul>`;
}

export function hiddenField(name: string, value: string): SafeHtml {
  return html`<input type="hidden" name="${name}" value="${value}">`;
}

/** Allow (the primary action, first) and Deny, as the submit buttons of a decision form. */
export function decisionButtons(): SafeHtml {
  return html`<div class="actions flow-actions">
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

