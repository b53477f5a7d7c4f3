import type { OperationHandler } from '../../handler-types.js';

const getOAuthClient: OperationHandler<'getOAuthClient'> = async (c) => ({ status: 200, body: await c.services.oauth.clients.get(c.principal, c.params.client_id) });
export default getOAuthClient;
