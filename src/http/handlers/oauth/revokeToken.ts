import type { OperationHandler } from '../../handler-types.js';
import { authenticateClient, NO_STORE } from './tokenClient.js';

/** POST /oauth/revoke (RFC 7009): 200 with an empty body, known token or not. */
const revokeToken: OperationHandler<'revokeToken'> = async (c) => {
  const client = await authenticateClient(c);
  await c.services.oauth.tokens.revoke(client, c.body.token);
  return { status: 200, headers: NO_STORE };
};
export default revokeToken;
