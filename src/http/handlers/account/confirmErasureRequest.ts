import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/erasure-confirm: starts the cooling-off period. */
const confirmErasureRequest: OperationHandler<'confirmErasureRequest'> = async ({ principal, body, services, requestId }) => {
  return { status: 200, body: await services.account.erasure.confirm(requireSession(principal), body.token, body.password, requestId) };
};

export default confirmErasureRequest;
