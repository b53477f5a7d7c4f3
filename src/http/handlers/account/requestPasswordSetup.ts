import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/password/setup-request: emails a set-password link. */
const requestPasswordSetup: OperationHandler<'requestPasswordSetup'> = async ({ principal, services }) => {
  await services.account.passwords.requestSetup(requireSession(principal));
  return { status: 202, body: { status: 'accepted', message: 'A link to set your password was sent to your email address.' } };
};

export default requestPasswordSetup;
