import type { OperationHandler } from '../../handler-types.js';

const deleteOAuthClient: OperationHandler<'deleteOAuthClient'> = async (c) => {
  await c.services.oauth.clients.delete(c.principal, c.params.client_id);
  return { status: 204 };
};
export default deleteOAuthClient;
