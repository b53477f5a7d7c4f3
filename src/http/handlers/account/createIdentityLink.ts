import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/identity-links: links with another account of this browser session. */
const createIdentityLink: OperationHandler<'createIdentityLink'> = async ({ principal, body, services, requestId }) => ({
  status: 200,
  body: await services.account.identityLinks.link(requireSession(principal), body.account_id, requestId),
});

export default createIdentityLink;
