import type { OperationHandler } from '../../handler-types.js';

export const RESET_ACCEPTED_BODY = {
  status: 'accepted',
  message: 'If an account exists for this address, an email with a link has been sent.',
} as const;

/** POST /api/v1/auth/password/reset-request (A1 rule 6): always the same 202; the work happens afterwards. */
const requestPasswordReset: OperationHandler<'requestPasswordReset'> = async ({ body, services, clientIp, requestId }) => {
  await services.auth.passwordLinks.requestReset(body.email, clientIp, requestId);
  return { status: 202, body: RESET_ACCEPTED_BODY };
};

export default requestPasswordReset;
