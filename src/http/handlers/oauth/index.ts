import type { TagHandlers } from '../../handler-types.js';
import getProtectedResourceMetadata from './getProtectedResourceMetadata.js';
import getMcpProtectedResourceMetadata from './getMcpProtectedResourceMetadata.js';
import getAuthorizationServerMetadata from './getAuthorizationServerMetadata.js';
import listOAuthClients from './listOAuthClients.js';
import createOAuthClient from './createOAuthClient.js';
import getOAuthClient from './getOAuthClient.js';
import updateOAuthClient from './updateOAuthClient.js';
import deleteOAuthClient from './deleteOAuthClient.js';
import hideOAuthClientSecret from './hideOAuthClientSecret.js';
import regenerateOAuthClientSecret from './regenerateOAuthClientSecret.js';
import listOAuthProviders from './listOAuthProviders.js';
import registerOAuthClient from './registerOAuthClient.js';
import showAuthorizationConsent from './showAuthorizationConsent.js';
import submitAuthorizationConsent from './submitAuthorizationConsent.js';
import issueToken from './issueToken.js';
import revokeToken from './revokeToken.js';
import authorizeDevice from './authorizeDevice.js';
import showDeviceVerification from './showDeviceVerification.js';
import submitDeviceVerification from './submitDeviceVerification.js';

/** Handlers of the "oauth" tag, keyed by operationId. */
export const handlers: TagHandlers<'oauth'> = {
  // Discovery (RFC 9728, RFC 8414)
  getProtectedResourceMetadata,
  getMcpProtectedResourceMetadata,
  getAuthorizationServerMetadata,
  // Client management
  listOAuthClients,
  createOAuthClient,
  getOAuthClient,
  updateOAuthClient,
  deleteOAuthClient,
  hideOAuthClientSecret,
  regenerateOAuthClientSecret,
  listOAuthProviders,
  registerOAuthClient,
  // Authorization code flow, token endpoint, revocation
  showAuthorizationConsent,
  submitAuthorizationConsent,
  issueToken,
  revokeToken,
  // Device authorization grant (RFC 8628)
  authorizeDevice,
  showDeviceVerification,
  submitDeviceVerification,
};
