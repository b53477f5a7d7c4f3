import type { OperationHandler } from '../../handler-types.js';
import { sendNotice } from './clientManagement.js';

const regenerateOAuthClientSecret: OperationHandler<'regenerateOAuthClientSecret'> = async (c) => {
  const { client, notice } = await c.services.oauth.clients.regenerateSecret(c.principal, c.params.client_id);
  sendNotice(c, notice);
  return { status: 200, body: client, headers: { 'Cache-Control': 'no-store' } };
};
export default regenerateOAuthClientSecret;
