/**
 * Error tokens of failed provider callbacks, sent as `/login?error=<token>` (the callback
 * never answers JSON):
 * - access_denied: the user declined at the provider (provider error `access_denied`).
 * - invalid_state: state missing, unknown, expired (AUTH_FLOW_TTL_SECONDS), already used,
 *   started by another browser, or for another provider (CSRF / replay protection).
 * - provider_error: any other provider error, a refused or replayed code, an ID token or
 *   user-info response that fails validation, or the provider being unreachable.
 * - invite_required: a new account needs a valid invite (SIGNUP_INVITE_REQUIRED).
 * - terms_required: a new account must accept the current TERMS_VERSION (accepted_terms).
 * - account_disabled: the identity's account can no longer sign in.
 * - link_conflict: link mode, and the identity belongs to another account (or the account
 *   already has a different identity at this provider).
 * - identity_mismatch: an erasure round trip brought back another identity than the one
 *   linked to the account (the ID token's sub, or a plain OAuth 2.0 provider's user id).
 * - not_reauthenticated: an erasure round trip at OpenID Connect whose ID token's auth_time is
 *   older than the round trip: the provider did not sign the owner in afresh.
 * - erasure_not_pending: an erasure round trip for an account with no pending request any more
 *   (withdrawn or already confirmed meanwhile).
 * - erasure_refused: an erasure round trip whose token expired, or that a paid workspace blocks.
 * - server_error: an unexpected failure on this side (logged with the request id).
 */
export type FlowErrorToken =
  | 'access_denied'
  | 'invalid_state'
  | 'provider_error'
  | 'invite_required'
  | 'terms_required'
  | 'account_disabled'
  | 'link_conflict'
  | 'identity_mismatch'
  | 'not_reauthenticated'
  | 'erasure_not_pending'
  | 'erasure_refused'
  | 'server_error';

export class FlowError extends Error {
  constructor(readonly token: FlowErrorToken, detail?: string) {
    super(detail ?? token);
    this.name = 'FlowError';
  }
}
