import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from './session-principal.js';

/** GET /api/v1/me/passkeys: the account's passkeys, oldest first. */
const listMyPasskeys: OperationHandler<'listMyPasskeys'> = async ({ principal, services }) => {
  const passkeys = await services.auth.passkeys.management.list(requireSession(principal).accountId);
  return { status: 200, body: { passkeys } };
};

export default listMyPasskeys;
