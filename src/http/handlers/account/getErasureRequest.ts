import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/account/erasure-request: the active request, or a JSON `null` body (x-decision). */
const getErasureRequest: OperationHandler<'getErasureRequest'> = async ({ principal, services }) => {
  const active = await services.account.erasure.get(requireSession(principal).accountId);
  return { status: 200, body: active };
};

export default getErasureRequest;
