/**
 * The associated data each kind of sealed value is bound to (its row), in one place so the
 * services that seal and the key rotation that re-seals say the same thing.
 */
import type { SealedSecretKind } from '../ports/sealed-secrets.js';

export const totpSecretBinding = (accountId: string) => `totp:${accountId}`;
export const flowVerifierBinding = (stateHash: string) => `flow:${stateHash}`;
/** Same string as oauth/client-service.ts clientSecretBinding (the OAuth area seals with it). */
export const oauthClientSecretBinding = (clientId: string) => `oauth-client-secret:${clientId}`;

export const SEALED_BINDINGS: Record<SealedSecretKind, (id: string) => string> = {
  totp_secrets: totpSecretBinding,
  oauth_client_secrets: oauthClientSecretBinding,
  sign_in_flow_verifiers: flowVerifierBinding,
};
