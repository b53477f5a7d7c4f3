import type { OperationHandler } from '../../handler-types.js';
import { AuthorizeRequestError } from '../../../domain/oauth/authorization-service.js';
import { publicUrlOf } from './discovery.js';
import { errorPage, escapeHtml, hiddenField, htmlPage, permissionList, sessionOf, toSignIn } from './pages.js';

/** GET /oauth/authorize: the consent screen; nothing goes to the client before the user acts. */
const showAuthorizationConsent: OperationHandler = async (c) => {
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
  return htmlPage(200, 'Authorize access', `
<p><strong>${escapeHtml(request.client.client_name)}</strong> wants to access your Memory Platform account.</p>
<p>It will be able to:</p>
${permissionList(request.scope)}
<p>After you decide, you are sent to <code>${escapeHtml(new URL(request.redirectUri).origin)}</code>.</p>
<form method="post" action="${escapeHtml(action)}">
${hiddenField('csrf_token', csrf)}
<button type="submit" name="action" value="approve">Allow</button>
<button type="submit" name="action" value="deny">Deny</button>
</form>`);
};
export default showAuthorizationConsent;
