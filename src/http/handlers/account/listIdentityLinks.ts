import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/account/identity-links: the caller's set and the linkable accounts of this browser. */
const listIdentityLinks: OperationHandler<'listIdentityLinks'> = async ({ principal, services }) => ({
  status: 200,
  body: await services.account.identityLinks.list(requireSession(principal)),
});

export default listIdentityLinks;
