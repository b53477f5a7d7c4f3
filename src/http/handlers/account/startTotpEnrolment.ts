import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/mfa/totp: a pending TOTP secret (10 minutes) with its otpauth:// URI. */
const startTotpEnrolment: OperationHandler<'startTotpEnrolment'> = async ({ principal, services }) => {
  const enrolment = await services.auth.mfa.start(requireSession(principal).accountId);
  return {
    status: 200,
    headers: { 'Cache-Control': 'no-store' },
    body: { secret: enrolment.secret, otpauth_uri: enrolment.otpauthUri, expires_at: enrolment.expiresAt.toISOString() },
  };
};

export default startTotpEnrolment;
