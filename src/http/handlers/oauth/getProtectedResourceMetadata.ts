import type { OperationHandler } from '../../handler-types.js';
import { DISCOVERY_CACHE, publicUrlOf, protectedResourceMetadata } from './discovery.js';

/** GET /.well-known/oauth-protected-resource (RFC 9728): the REST API as a protected resource. */
const getProtectedResourceMetadata: OperationHandler<'getProtectedResourceMetadata'> = async (c) => ({
  status: 200,
  headers: DISCOVERY_CACHE,
  body: protectedResourceMetadata(publicUrlOf(c), ''),
});

export default getProtectedResourceMetadata;
