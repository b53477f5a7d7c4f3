import type { OperationHandler } from '../../handler-types.js';

const updateOAuthClient: OperationHandler<'updateOAuthClient'> = async (c) => ({
  status: 200,
  body: await c.services.oauth.clients.update(c.principal, c.params.client_id, c.body),
});
export default updateOAuthClient;
