// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 fcd5e19287e9d96d67b24366386a958cb2de82cf34780db4c5d5cd10908af448).

import type { ErrorObject } from 'ajv';

/** Ajv validate function: returns true when valid, else sets `errors`. May coerce/fill defaults in place. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface OperationValidators {
  /** requestBody.required in the spec. */
  readonly bodyRequired: boolean;
  /** Path params object (values coerced from strings). */
  readonly params?: ValidateFunction;
  /** Query object (strings coerced; repeated keys as arrays; scalars wrapped for array params; defaults filled). */
  readonly query?: ValidateFunction;
  /** Headers object keyed by lower-case name; only declared headers are checked. */
  readonly headers?: ValidateFunction;
  readonly cookies?: ValidateFunction;
  /** By request content type (e.g. application/json, application/x-www-form-urlencoded). */
  readonly body?: Readonly<Record<string, ValidateFunction>>;
}

export type ValidatedOperationId = "acceptInvitation" | "acceptTerms" | "authorizeDevice" | "cancelErasureRequest" | "changePassword" | "checkInvitation" | "clearGrantDefaultContext" | "completeIdpALogin" | "completeIdpBLogin" | "confirmErasureRequest" | "confirmTotpEnrolment" | "createErasureRequest" | "createIdentityLink" | "createInteraction" | "createInvitation" | "createMemory" | "createMyApiKey" | "createOAuthClient" | "deleteLearnedFact" | "deleteMemory" | "deleteOAuthClient" | "disableTotp" | "endMcpSession" | "exportMemories" | "forgetNamespace" | "getApiRoot" | "getAuthConfig" | "getAuthorizationServerMetadata" | "getBrowserSession" | "getCurrentUser" | "getErasureRequest" | "getGraphUserPattern" | "getHealth" | "getMcpProtectedResourceMetadata" | "getMemory" | "getMemoryHistory" | "getMetrics" | "getOAuthClient" | "getPrometheusMetrics" | "getProtectedResourceMetadata" | "getRelatedNodes" | "getUser" | "getUserPattern" | "getUserProfile" | "hideOAuthClientSecret" | "importMemories" | "issueToken" | "leaveIdentityLinks" | "linkProvider" | "listAuthProviders" | "listIdentityLinks" | "listInvitations" | "listLearnedFacts" | "listLinkedProviders" | "listMcpToolGroups" | "listMemories" | "listMemoryNamespaces" | "listMyApiKeys" | "listMyAuditEvents" | "listMyContexts" | "listMyPasskeys" | "listMySessions" | "listOAuthClients" | "listOAuthGrants" | "listOAuthProviders" | "listSessionAccounts" | "listUsers" | "loginWithPassword" | "logout" | "openMcpStream" | "postMcpMessage" | "recallMemories" | "recordInteraction" | "refreshOAuth" | "regenerateOAuthClientSecret" | "regenerateRecoveryCodes" | "registerOAuthClient" | "registerPasskey" | "removeMyPasskey" | "removePassword" | "renameMyPasskey" | "requestPasswordReset" | "requestPasswordSetup" | "resetPassword" | "revokeInvitation" | "revokeMyApiKey" | "revokeMyOtherSessions" | "revokeMySession" | "revokeOAuthGrant" | "revokeToken" | "searchMemories" | "setGrantDefaultContext" | "setGrantToolGroups" | "setLearningSettings" | "setupPassword" | "showAuthorizationConsent" | "showDeviceVerification" | "signInWithPasskey" | "startErasurePasskeyConfirmation" | "startErasureProviderConfirmation" | "startIdpALogin" | "startIdpBLogin" | "startInvitationPasskey" | "startPasskeyRegistration" | "startPasskeySignIn" | "startTotpEnrolment" | "submitAuthorizationConsent" | "submitDeviceVerification" | "submitFeedback" | "switchAccount" | "unlinkIdentity" | "unlinkProvider" | "updateLearnedFact" | "updateMemory" | "updateOAuthClient" | "updateUserProfile" | "verifyMfa";
export declare const validators: Readonly<Record<ValidatedOperationId, OperationValidators>>;
export declare const bodyRequired: Readonly<Record<ValidatedOperationId, boolean>>;
