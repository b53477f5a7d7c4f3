import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/terms-acceptance: records acceptance of the current terms version. */
const acceptTerms: OperationHandler = async ({ principal, body, services, requestId }) => ({
  status: 200,
  body: await services.account.passwords.acceptTerms(requireSession(principal), (body as { version: string }).version, requestId),
});

export default acceptTerms;
