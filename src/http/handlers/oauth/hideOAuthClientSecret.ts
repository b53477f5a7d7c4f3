import type { OperationHandler } from '../../handler-types.js';

const hideOAuthClientSecret: OperationHandler<'hideOAuthClientSecret'> = async (c) => ({ status: 200, body: await c.services.oauth.clients.hideSecret(c.principal, c.params.client_id) });
export default hideOAuthClientSecret;
