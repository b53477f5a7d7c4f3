import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/**
 * GET /api/v1/me/account/erasure-request: the active request, or a JSON `null` body
 * (x-decision). Null is written as the literal text because Koa turns a null body into 204.
 */
const getErasureRequest: OperationHandler = async ({ principal, services }) => {
  const active = await services.account.erasure.get(requireSession(principal).accountId);
  return active ? { status: 200, body: active } : { status: 200, body: 'null', contentType: 'application/json' };
};

export default getErasureRequest;
