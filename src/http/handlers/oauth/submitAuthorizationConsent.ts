import type { OperationHandler } from '../../handler-types.js';
import { AuthorizeRequestError } from '../../../domain/oauth/authorization-service.js';
import { publicUrlOf } from './discovery.js';
import { seeOther } from '../../results.js';
import { errorPage, sessionOf } from './pages.js';
import { sendOAuthNotice } from '../../../domain/oauth/notices.js';

/**
 * POST /oauth/authorize: re-validates the request from the query string, checks the CSRF
 * token bound to the session, and 303-redirects to the client with code, state and iss
 * (no body: the spec's SeeOther answer).
 */
const submitAuthorizationConsent: OperationHandler<'submitAuthorizationConsent'> = async (c) => {
  const session = sessionOf(c);
  if (!session) return errorPage(403, 'Sign in first.');
  const publicUrl = publicUrlOf(c);
  let request;
  try {
    request = await c.services.oauth.authorization.validate(c.query, publicUrl);
  } catch (err) {
    if (err instanceof AuthorizeRequestError) return errorPage(400, err.message);
    throw err;
  }
  const form = c.body;
  if (!c.services.oauth.csrf.verify(session.sessionId, 'authorize', form?.csrf_token)) {
    return errorPage(403, 'The form has expired or did not come from this site. Go back and try again.');
  }
  const target = new URL(request.redirectUri);
  if ((form?.action ?? 'approve') === 'deny') {
    target.searchParams.set('error', 'access_denied');
  } else {
    const { code, notice } = await c.services.oauth.authorization.approve(request, session.accountId);
    sendOAuthNotice(c.services.auth, notice);
    target.searchParams.set('code', code);
  }
  if (request.state !== null) target.searchParams.set('state', request.state);
  target.searchParams.set('iss', publicUrl); // RFC 9207
  return seeOther(target.toString());
};
export default submitAuthorizationConsent;
