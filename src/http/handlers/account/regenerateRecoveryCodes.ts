import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/mfa/recovery-codes: replaces every recovery code (password required). */
const regenerateRecoveryCodes: OperationHandler<'regenerateRecoveryCodes'> = async ({ principal, body, services, requestId }) => {
  const codes = await services.auth.mfa.regenerateRecoveryCodes(requireSession(principal), body.password, requestId);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { recovery_codes: codes } };
};

export default regenerateRecoveryCodes;
