import type { OperationHandler } from '../../handler-types.js';

const listOAuthClients: OperationHandler<'listOAuthClients'> = async (c) => ({ status: 200, body: await c.services.oauth.clients.list(c.principal) });
export default listOAuthClients;
