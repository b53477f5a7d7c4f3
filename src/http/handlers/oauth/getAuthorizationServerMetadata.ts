import type { OperationHandler } from '../../handler-types.js';
import { DISCOVERY_CACHE, publicUrlOf, authorizationServerMetadata } from './discovery.js';

/** GET /.well-known/oauth-authorization-server (RFC 8414): this service's /oauth endpoints. */
const getAuthorizationServerMetadata: OperationHandler<'getAuthorizationServerMetadata'> = async (c) => ({
  status: 200,
  headers: DISCOVERY_CACHE,
  body: authorizationServerMetadata(publicUrlOf(c)),
});

export default getAuthorizationServerMetadata;
