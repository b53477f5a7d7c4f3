import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/mfa/totp/confirm: enables TOTP and returns the 10 recovery codes (shown once). */
const confirmTotpEnrolment: OperationHandler<'confirmTotpEnrolment'> = async ({ principal, body, services, requestId }) => {
  const codes = await services.auth.mfa.confirm(requireSession(principal), body.code, requestId);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { enabled: true, recovery_codes: codes } };
};

export default confirmTotpEnrolment;
