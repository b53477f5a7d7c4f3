import type { OperationHandler } from '../../handler-types.js';
import { startProviderLogin } from './provider-start.js';

/** GET /api/v1/auth/idp_b/login: start sign-in with identity provider B. */
const startIdpBLogin: OperationHandler<'startIdpBLogin'> = (c) => startProviderLogin('idp_b', c);

export default startIdpBLogin;
