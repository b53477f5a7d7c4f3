import type { OperationHandler } from '../../handler-types.js';
import { DISCOVERY_CACHE, protectedResourceMetadata } from './discovery.js';

/** GET /.well-known/oauth-protected-resource (RFC 9728): the REST API as a protected resource. */
const getProtectedResourceMetadata: OperationHandler = async (c) => ({
  status: 200,
  headers: DISCOVERY_CACHE,
  body: protectedResourceMetadata(c.services.config.server.publicUrl, ''),
});

export default getProtectedResourceMetadata;
