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
 * - not_reauthenticated: an erasure round trip brought back another identity than the
 *   account's, or the provider did not sign the owner in afresh (auth_time).
 * - erasure_refused: an erasure round trip whose request is no longer pending, whose token
 *   expired, or that a paid workspace blocks.
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
  | 'not_reauthenticated'
  | 'erasure_refused'
  | 'server_error';

export class FlowError extends Error {
  constructor(readonly token: FlowErrorToken, detail?: string) {
    super(detail ?? token);
    this.name = 'FlowError';
  }
}
