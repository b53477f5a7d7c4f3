export const authErrors = {
  'AUTH-001': { status: 401, message: 'Authentication required' },
  'AUTH-002': { status: 403, message: 'API keys are not accepted on this endpoint; sign in with a browser session' },
  'AUTH-003': { status: 401, message: 'Invalid or revoked credentials' },
  'AUTH-004': { status: 403, message: 'Access to this context is not allowed' },
  /**
   * An OAuth access token presented to a resource it was not issued for (RFC 8707 audience):
   * a token for /mcp at the REST API or the other way round. 401 with an invalid_token challenge.
   */
  'AUTH-005': { status: 401, message: 'This access token was not issued for this resource; ask for it with the resource parameter' },
  /** Every password sign-in failure: unknown identifier, wrong password, no password. */
  'AUTH-010': { status: 401, message: 'Sign-in failed: the login ID or password is not correct' },
  /** Second sign-in step: wrong code, unknown/expired/used mfa_token. */
  'AUTH-011': { status: 401, message: 'The verification code or sign-in step is not valid; sign in again if it expired' },
  /** Re-entered password wrong (TOTP management). */
  'AUTH-012': { status: 403, message: 'The password is not correct' },
  /** Password or TOTP code wrong when disabling TOTP. */
  'AUTH-013': { status: 403, message: 'The password or the verification code is not correct' },
  'AUTH-020': { status: 409, message: 'Two-factor authentication is already enabled' },
  'AUTH-021': { status: 409, message: 'Two-factor authentication is not enabled' },
  'AUTH-022': { status: 409, message: 'There is no pending two-factor enrolment (it may have expired); start again' },
  'AUTH-023': { status: 400, message: 'The verification code does not match' },
  'AUTH-024': { status: 409, message: 'Set a password first: two-factor authentication protects the password sign-in' },
  /** Password reset / set-up link unknown, expired or already used. */
  'AUTH-030': { status: 400, message: 'This link is invalid, has expired or was already used' },
  /** An external provider login was started for a provider that is not configured. */
  'AUTH-040': { status: 500, message: 'This sign-in provider is not configured on the server' },
  /** Sign-in started with a provider that is not offered (not in AUTH_PROVIDERS or without credentials). */
  'AUTH-041': { status: 404, message: 'This sign-in provider is not available on this server' },
  /**
   * A cookie-authenticated POST/PUT/PATCH/DELETE without the double-submit token: header
   * X-CSRF-Token must equal the svc_csrf cookie, which must be the session's token.
   */
  'AUTH-050': { status: 403, message: 'CSRF token missing or invalid; send the svc_csrf cookie value in X-CSRF-Token' },
  /**
   * A new password breaks the policy (length, common password, contains an identifier, easy to
   * guess by the zxcvbn-ts estimate); answered in the 422 validation shape, `detail[].type`
   * `value_error.password.<reason>` and a sentence saying why.
   */
  'AUTH-060': { status: 422, message: 'The password does not meet the password policy' },
  /** Passkey registration or sign-in: the challenge is unknown, expired (5 minutes) or already used. */
  'AUTH-070': { status: 400, message: 'This passkey request has expired or was already used; start again' },
  /** Passkey registration: the credential did not verify (origin, relying party, challenge, user verification, algorithm). */
  'AUTH-071': { status: 400, message: 'The passkey could not be verified' },
  /** Passkey registration: this credential is already registered (to this or another account). */
  'AUTH-072': { status: 409, message: 'This passkey is already registered' },
  /** A passkey id that is not one of the session account's passkeys (another account's included). */
  'AUTH-073': { status: 404, message: 'Passkey not found' },
  /** Every passkey sign-in failure: unknown passkey, bad signature, no user verification, expired or used challenge. */
  'AUTH-074': { status: 401, message: 'Sign-in with this passkey failed' },
  /** A passkey whose signature counter went backwards: it may have been copied, and no longer signs in. */
  'AUTH-075': { status: 401, message: 'This passkey was blocked because it may have been copied; sign in another way, then remove it and add a new one' },
  /**
   * Adding or removing a passkey on an account without a password needs a sign-in on this browser
   * within the last 15 minutes; `details.window_seconds` says how long that is.
   */
  'AUTH-076': { status: 403, message: 'Sign in again to change your passkeys' },
  /** At most 20 passkeys per account. */
  'AUTH-077': { status: 409, message: 'This account has the most passkeys allowed; remove one first' },
  /** PUBLIC_URL's host is an IP address other than loopback: browsers accept no relying-party id for it. */
  'AUTH-078': { status: 404, message: 'Passkeys are not available on this server: its public address has no domain name' },
  /**
   * Removing the last passkey that signs in from an account without a password or a linked
   * identity provider: it would leave no way to sign in.
   */
  'AUTH-079': { status: 409, message: 'This passkey is your last way to sign in; add another passkey, set a password or link a sign-in provider first' },
  /** An invitation token that is unknown, used, revoked or expired (joining by invitation). */
  'AUTH-080': { status: 404, message: 'This invitation cannot be used: it was already used, revoked or has expired. Ask for a new one' },
  /** Identity link with a stale sign-in; `details.window_seconds` is IDENTITY_LINK_SIGN_IN_WINDOW. */
  'AUTH-305': { status: 403, message: 'Both accounts must have signed in recently to link them' },
  /** Switch to an account that is not signed in on this browser session (whether or not it exists). */
  'SESSION-001': { status: 404, message: 'That account is not signed in on this browser session' },
} as const;
