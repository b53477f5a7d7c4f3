import type { OperationHandler } from '../../handler-types.js';

/** POST /api/v1/auth/password/reset: 204; every browser session of the account is signed out. */
const resetPassword: OperationHandler<'resetPassword'> = async ({ body, services }) => {
  await services.auth.passwordLinks.resetPassword(body.token, body.new_password);
  return { status: 204 };
};

export default resetPassword;
