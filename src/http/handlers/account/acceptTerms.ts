import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/terms-acceptance: records acceptance of the current terms version. */
const acceptTerms: OperationHandler<'acceptTerms'> = async ({ principal, body, services, requestId }) => ({
  status: 200,
  body: await services.account.passwords.acceptTerms(requireSession(principal), body.version, requestId),
});

export default acceptTerms;
