import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/account/erasure-request: cancels a pending or cooling-off request. */
const cancelErasureRequest: OperationHandler<'cancelErasureRequest'> = async ({ principal, services, requestId }) => ({
  status: 200,
  body: await services.account.erasure.cancel(requireSession(principal), requestId),
});

export default cancelErasureRequest;
