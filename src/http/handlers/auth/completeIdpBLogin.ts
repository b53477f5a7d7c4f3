import type { OperationHandler } from '../../handler-types.js';
import { completeProviderLogin } from './provider-callback.js';

/** GET /api/v1/auth/idp_b/callback: redirect target of identity provider B; always 303. */
const completeIdpBLogin: OperationHandler<'completeIdpBLogin'> = (c) => completeProviderLogin('idp_b', c);

export default completeIdpBLogin;
