import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/erasure-confirm: starts the cooling-off period. */
const confirmErasureRequest: OperationHandler = async ({ principal, body, services, requestId }) => {
  const input = body as { token: string; password?: string };
  return { status: 200, body: await services.account.erasure.confirm(requireSession(principal), input.token, input.password, requestId) };
};

export default confirmErasureRequest;
