import type { TagHandlers } from '../../handler-types.js';
import startTotpEnrolment from './startTotpEnrolment.js';
import confirmTotpEnrolment from './confirmTotpEnrolment.js';
import disableTotp from './disableTotp.js';
import regenerateRecoveryCodes from './regenerateRecoveryCodes.js';
import createErasureRequest from './createErasureRequest.js';
import getErasureRequest from './getErasureRequest.js';
import cancelErasureRequest from './cancelErasureRequest.js';
import confirmErasureRequest from './confirmErasureRequest.js';
import startErasurePasskeyConfirmation from './startErasurePasskeyConfirmation.js';
import startErasureProviderConfirmation from './startErasureProviderConfirmation.js';
import listIdentityLinks from './listIdentityLinks.js';
import createIdentityLink from './createIdentityLink.js';
import unlinkIdentity from './unlinkIdentity.js';
import leaveIdentityLinks from './leaveIdentityLinks.js';
import listLinkedProviders from './listLinkedProviders.js';
import linkProvider from './linkProvider.js';
import unlinkProvider from './unlinkProvider.js';
import refreshOAuth from './refreshOAuth.js';
import acceptTerms from './acceptTerms.js';
import requestPasswordSetup from './requestPasswordSetup.js';
import changePassword from './changePassword.js';
import removePassword from './removePassword.js';
import listOAuthGrants from './listOAuthGrants.js';
import setGrantDefaultContext from './setGrantDefaultContext.js';
import clearGrantDefaultContext from './clearGrantDefaultContext.js';
import setGrantToolGroups from './setGrantToolGroups.js';
import revokeOAuthGrant from './revokeOAuthGrant.js';
import listMyContexts from './listMyContexts.js';
import listMySessions from './listMySessions.js';
import revokeMySession from './revokeMySession.js';
import revokeMyOtherSessions from './revokeMyOtherSessions.js';
import listMyApiKeys from './listMyApiKeys.js';
import createMyApiKey from './createMyApiKey.js';
import revokeMyApiKey from './revokeMyApiKey.js';
import listMyAuditEvents from './listMyAuditEvents.js';

/** Handlers of the "account" tag, keyed by operationId. */
export const handlers: TagHandlers<'account'> = {
  // TOTP enrolment (decision operations)
  startTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  // Account management (A3)
  createErasureRequest,
  getErasureRequest,
  cancelErasureRequest,
  confirmErasureRequest,
  startErasurePasskeyConfirmation,
  startErasureProviderConfirmation,
  listIdentityLinks,
  createIdentityLink,
  unlinkIdentity,
  leaveIdentityLinks,
  listLinkedProviders,
  linkProvider,
  unlinkProvider,
  refreshOAuth,
  acceptTerms,
  requestPasswordSetup,
  changePassword,
  removePassword,
  // OAuth grants of the caller
  listOAuthGrants,
  setGrantDefaultContext,
  clearGrantDefaultContext,
  setGrantToolGroups,
  revokeOAuthGrant,
  // Browser self-service: contexts, sessions, API keys, audit trail
  listMyContexts,
  listMySessions,
  revokeMySession,
  revokeMyOtherSessions,
  listMyApiKeys,
  createMyApiKey,
  revokeMyApiKey,
  listMyAuditEvents,
};
