import type { OperationHandler } from '../../handler-types.js';
import { DISCOVERY_CACHE, publicUrlOf, protectedResourceMetadata } from './discovery.js';

/** GET /.well-known/oauth-protected-resource/mcp (RFC 9728): /mcp as a protected resource. */
const getMcpProtectedResourceMetadata: OperationHandler<'getMcpProtectedResourceMetadata'> = async (c) => ({
  status: 200,
  headers: DISCOVERY_CACHE,
  body: protectedResourceMetadata(publicUrlOf(c), '/mcp'),
});

export default getMcpProtectedResourceMetadata;
