import type { OperationHandler } from '../../handler-types.js';

/** POST /api/v1/auth/password/reset: 204; every browser session of the account is signed out. */
const resetPassword: OperationHandler = async ({ body, services }) => {
  const input = body as { token: string; new_password: string };
  await services.auth.passwordLinks.resetPassword(input.token, input.new_password);
  return { status: 204 };
};

export default resetPassword;
