/**
 * The device verification pages (RFC 8628): enter the code from the device, confirm the
 * device and its permissions, and the outcome. A wrong, expired or used code shows the entry
 * form again with the error, so the person can correct a typo instead of hitting a dead end;
 * wrong codes are limited per browser session, checked before a code is even looked up.
 */
import type { RequestContext } from '../../handler-types.js';
import type { HtmlResult } from '../../results.js';
import type { PendingDevice } from '../../../domain/oauth/device-service.js';
import { html, type SafeHtml } from '../../html.js';
import { accountLabel, alertBox, decisionButtons, hiddenField, htmlPage, permissionList } from './pages.js';

/** Wrong codes a browser session may enter per minute (user codes have ~35 bits). */
const WRONG_CODES = { limit: 5, windowSeconds: 60 };
const TITLE = 'Connect a device';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Wait a minute and try again.';

interface Session {
  sessionId: string;
  accountId: string;
}

/** True when this session has used up its wrong codes for the minute. */
export async function tooManyWrongCodes(c: RequestContext, session: Session): Promise<boolean> {
  return !(await c.services.oauth.rateLimits.deviceCodeGuesses.check(session.sessionId, WRONG_CODES)).allowed;
}

/** Counts one wrong code against the session. */
export async function countWrongCode(c: RequestContext, session: Session): Promise<void> {
  await c.services.oauth.rateLimits.deviceCodeGuesses.consume(session.sessionId, WRONG_CODES);
}

async function page<S extends number>(c: RequestContext, session: Session, status: S, title: string, body: SafeHtml, returnTo: string): Promise<HtmlResult<S>> {
  return htmlPage(status, title, body, { account: { label: await accountLabel(c, session.accountId), returnTo } });
}

/** The code entry form; with `error`, answered 400 with what was typed kept in the field. */
export function entryPage(c: RequestContext, session: Session, failure?: { error: string; typed: string }): Promise<HtmlResult<200 | 400>> {
  const invalid = failure ? html` aria-invalid="true" aria-describedby="user-code-error user-code-hint"` : html` aria-describedby="user-code-hint"`;
  const body = html`
${failure ? alertBox(failure.error, 'user-code-error') : ''}
<p>Enter the code shown on your device to connect it to your account.</p>
<form method="get" action="/oauth/device">
<div class="field">
<label for="user-code">Code shown on your device</label>
<input id="user-code" name="user_code" value="${failure?.typed ?? ''}" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="16" placeholder="XXXX-XXXX" required autofocus${invalid}>
<p class="hint" id="user-code-hint">Eight letters, for example BCDF-GHJK. Upper or lower case both work.</p>
</div>
<div class="actions flow-actions"><button type="submit" class="btn btn-primary">Continue</button></div>
</form>`;
  return page<200 | 400>(c, session, failure ? 400 : 200, TITLE, body, '/oauth/device');
}

/** The device, the code it shows and the permissions it asks for, with Allow and Deny. */
export function confirmPage(c: RequestContext, session: Session, device: PendingDevice, csrf: string): Promise<HtmlResult<200>> {
  const body = html`
<p class="flow-lead"><strong>${device.client.client_name}</strong> on the device showing <code class="user-code">${device.userCode}</code> wants to access your Memory Platform account.</p>
<h2 class="flow-subhead">It will be able to</h2>
${permissionList(device.scope)}
<div class="alert alert-warning">Only allow this if you started it on a device you own and the code on it matches.</div>
<form method="post" action="/oauth/device">
${hiddenField('csrf_token', csrf)}${hiddenField('user_code', device.userCode)}
${decisionButtons()}
</form>
<p class="small"><a href="/oauth/device">Enter a different code</a></p>`;
  return page(c, session, 200, TITLE, body, `/oauth/device?user_code=${encodeURIComponent(device.userCode)}`);
}

export function outcomePage(c: RequestContext, session: Session, device: PendingDevice, approved: boolean): Promise<HtmlResult<200>> {
  const body = approved
    ? html`<div class="alert alert-success" role="status"><strong>${device.client.client_name}</strong> is now connected. You can return to your device.</div>
<p class="small">You can revoke its access at any time under <a href="/connections/apps">Connections, Authorized apps</a>.</p>`
    : html`<div class="alert alert-info" role="status">The device was not given access. You can close this page.</div>`;
  return page(c, session, 200, approved ? 'Device connected' : 'Request denied', body, '/oauth/device');
}
