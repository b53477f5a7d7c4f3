import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/mfa/totp: needs the password and a current code. */
const disableTotp: OperationHandler = async ({ principal, body, services, requestId }) => {
  const input = body as { password: string; code?: string };
  await services.auth.mfa.disable(requireSession(principal), input.password, input.code, requestId);
  return { status: 204 };
};

export default disableTotp;
