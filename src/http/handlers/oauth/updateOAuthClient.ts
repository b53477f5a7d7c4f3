import type { OperationHandler } from '../../handler-types.js';
import type { ClientInput } from '../../../domain/oauth/client-service.js';

const updateOAuthClient: OperationHandler = async (c) => ({
  status: 200,
  body: await c.services.oauth.clients.update(c.principal, c.params.client_id, c.body as ClientInput),
});
export default updateOAuthClient;
