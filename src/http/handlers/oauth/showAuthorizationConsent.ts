import type { OperationHandler } from '../../handler-types.js';
import { AuthorizeRequestError } from '../../../domain/oauth/authorization-service.js';
import { publicUrlOf } from './discovery.js';
import { html } from '../../html.js';
import { accountLabel, decisionButtons, errorPage, formTargetOf, hiddenField, htmlPage, permissionList, sessionOf, toSignIn } from './pages.js';

/** GET /oauth/authorize: the consent screen; nothing goes to the client before the user acts. */
const showAuthorizationConsent: OperationHandler<'showAuthorizationConsent'> = async (c) => {
  const session = sessionOf(c);
  if (!session) return toSignIn(c);
  let request;
  try {
    request = await c.services.oauth.authorization.validate(c.query, publicUrlOf(c));
  } catch (err) {
    if (err instanceof AuthorizeRequestError) return errorPage(400, err.message);
    throw err;
  }
  const csrf = c.services.oauth.csrf.issue(session.sessionId, 'authorize');
  const action = `/oauth/authorize?${c.koa.querystring}`;
  const redirectTarget = formTargetOf(request.redirectUri);
  const destination = new URL(request.redirectUri);
  const shownDestination = destination.origin === 'null' ? `${destination.protocol}//${destination.host}` : destination.origin;
  const body = html`
<p class="flow-lead"><strong>${request.client.client_name}</strong> wants to access your Memory Platform account.</p>
<h2 class="flow-subhead">It will be able to</h2>
${permissionList(request.scope)}
<p class="small">After you decide, you are sent back to <code>${shownDestination}</code>. You can revoke this access at any time under Connections, Authorized apps.</p>
<form method="post" action="${action}">
${hiddenField('csrf_token', csrf)}
${decisionButtons()}
</form>`;
  return htmlPage(200, 'Authorize access', body, {
    account: { label: await accountLabel(c, session.accountId), returnTo: c.koa.originalUrl },
    formTargets: redirectTarget ? [redirectTarget] : [],
  });
};
export default showAuthorizationConsent;
