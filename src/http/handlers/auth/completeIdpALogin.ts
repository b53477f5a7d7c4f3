import type { OperationHandler } from '../../handler-types.js';
import { completeProviderLogin } from './provider-callback.js';

/** GET /api/v1/auth/idp_a/callback: redirect target of identity provider A; always 303. */
const completeIdpALogin: OperationHandler<'completeIdpALogin'> = (c) => completeProviderLogin('idp_a', c);

export default completeIdpALogin;
