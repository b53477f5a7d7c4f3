import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/erasure-request: 201 pending (token shown to password users only). */
const createErasureRequest: OperationHandler<'createErasureRequest'> = async ({ principal, services, requestId }) => ({
  status: 201,
  headers: { 'Cache-Control': 'no-store' },
  body: await services.account.erasure.create(requireSession(principal), requestId),
});

export default createErasureRequest;
