import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf } from './cookies.js';

/** POST /api/v1/auth/password/setup: 204; email verified, other sessions revoked, this browser's kept. */
const setupPassword: OperationHandler = async ({ body, services, koa }) => {
  const input = body as { token: string; new_password: string };
  await services.auth.passwordLinks.setupPassword(input.token, input.new_password, sessionCookieOf(koa));
  return { status: 204 };
};

export default setupPassword;
