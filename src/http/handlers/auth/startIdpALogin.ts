import type { OperationHandler } from '../../handler-types.js';
import { startProviderLogin } from './provider-start.js';

/** GET /api/v1/auth/idp_a/login: start sign-in with identity provider A. */
const startIdpALogin: OperationHandler<'startIdpALogin'> = (c) => startProviderLogin('idp_a', c);

export default startIdpALogin;
