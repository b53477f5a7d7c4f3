import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf } from './cookies.js';

/** POST /api/v1/auth/password/setup: 204; email verified, other sessions revoked, this browser's kept. */
const setupPassword: OperationHandler<'setupPassword'> = async ({ body, services, koa }) => {
  await services.auth.passwordLinks.setupPassword(body.token, body.new_password, sessionCookieOf(koa));
  return { status: 204 };
};

export default setupPassword;
