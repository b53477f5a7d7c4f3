import type { OperationHandler } from '../../handler-types.js';
import { sendNotice } from './clientManagement.js';

const createOAuthClient: OperationHandler<'createOAuthClient'> = async (c) => {
  const { client, notice } = await c.services.oauth.clients.create(c.principal, c.body);
  sendNotice(c, notice);
  return { status: 201, body: client, headers: { Location: `/oauth/clients/${encodeURIComponent(client.client_id)}`, 'Cache-Control': 'no-store' } };
};
export default createOAuthClient;
