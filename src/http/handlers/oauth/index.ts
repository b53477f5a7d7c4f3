import type { HandlerMap } from '../../handler-types.js';
import getProtectedResourceMetadata from './getProtectedResourceMetadata.js';
import getMcpProtectedResourceMetadata from './getMcpProtectedResourceMetadata.js';
import getAuthorizationServerMetadata from './getAuthorizationServerMetadata.js';

/** Handlers of the "oauth" tag, keyed by operationId. */
export const handlers: HandlerMap = {
  // Discovery (RFC 9728, RFC 8414)
  getProtectedResourceMetadata,
  getMcpProtectedResourceMetadata,
  getAuthorizationServerMetadata,
};
