import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/erasure-confirm: starts the cooling-off period. */
const confirmErasureRequest: OperationHandler<'confirmErasureRequest'> = async ({ principal, body, services, requestId, clientIp }) => {
  const proof = { password: body.password, passkeyCredential: body.passkey_credential, clientIp, requestId };
  return { status: 200, body: await services.account.erasure.confirm(requireSession(principal), body.token, proof) };
};

export default confirmErasureRequest;
