import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/unlink-provider: removes a linked identity (never the last sign-in method). */
const unlinkProvider: OperationHandler<'unlinkProvider'> = async ({ principal, body, services, requestId }) => {
  await services.account.providers.unlink(requireSession(principal), body.provider, requestId);
  return { status: 200, body: { status: 'ok' } };
};

export default unlinkProvider;
