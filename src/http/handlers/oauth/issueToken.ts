import type { OperationHandler } from '../../handler-types.js';
import { OAuthProtocolError } from '../../../domain/errors/oauth-error.js';
import { publicUrlOf } from './discovery.js';
import { authenticateClient, NO_STORE } from './tokenClient.js';

/** POST /oauth/token (RFC 6749 §3.2, RFC 8628 §3.4). */
const issueToken: OperationHandler<'issueToken'> = async (c) => {
  c.services.oauth.tokens.requireGrantParameters(c.body);
  const client = await authenticateClient(c);
  if (!client) throw new OAuthProtocolError('invalid_client', 'client_id is required', 401);
  const tokens = await c.services.oauth.tokens.exchange(client, c.body, publicUrlOf(c));
  return { status: 200, body: tokens, headers: NO_STORE };
};
export default issueToken;
