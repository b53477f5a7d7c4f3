import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/mfa/totp: needs the password and a current code. */
const disableTotp: OperationHandler<'disableTotp'> = async ({ principal, body, services, requestId }) => {
  await services.auth.mfa.disable(requireSession(principal), body.password, body.code, requestId);
  return { status: 204 };
};

export default disableTotp;
