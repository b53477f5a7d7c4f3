export const accountErrors = {
  /** CLI account creation: the login id or email is taken. */
  'ACCOUNT-001': { status: 409, message: 'An account with this login ID or email already exists' },
  /** Identity links (A3 rules 3 and 4). */
  'ACCOUNT-010': { status: 404, message: 'That account is not signed in on this browser session' },
  'ACCOUNT-012': { status: 409, message: 'The linked set would exceed its size limit' },
  'ACCOUNT-013': { status: 404, message: 'The accounts are not linked' },
  /** Sign-in providers (A3 rules 1 and 2). */
  'ACCOUNT-021': { status: 409, message: 'This sign-in provider is already linked to your account' },
  'ACCOUNT-022': { status: 404, message: 'This sign-in provider is not linked to your account' },
  /** Unlinking the last provider of an account without a password or a passkey that signs in. */
  'ACCOUNT-023': { status: 409, message: 'This is your last sign-in method; set a password, add a passkey or link another provider first' },
  /** Refresh-oauth (A3 rule 5). */
  'ACCOUNT-030': { status: 400, message: 'Your account does not sign in through an OAuth provider' },
  /** Password self-service (A3 rules 10 to 12). */
  'ACCOUNT-040': { status: 409, message: 'Your account already has a password' },
  'ACCOUNT-041': { status: 400, message: 'The local command-line account cannot set a password by email' },
  'ACCOUNT-042': { status: 409, message: 'Your account has no password' },
  /** Removing the password of an account with no linked provider and no passkey that signs in. */
  'ACCOUNT-043': { status: 409, message: 'Add a passkey or link a sign-in provider before removing your password' },
  /** Erasure (section 3, A3 rules 8 and 9). */
  'ERASURE-001': { status: 400, message: 'The confirmation token is invalid or has expired' },
  'ERASURE-002': { status: 403, message: 'The password is not correct' },
  'ERASURE-003': { status: 404, message: 'There is no active erasure request' },
  'ERASURE-004': { status: 409, message: 'Erasure is already in progress and can no longer be cancelled' },
  'ERASURE-005': { status: 403, message: 'The initial administrator account cannot be erased' },
  'ERASURE-006': { status: 409, message: 'An erasure request is already active' },
  /** Confirming with a passkey (servers without SMTP): no passkey to confirm with, or no valid fresh assertion. */
  'ERASURE-007': { status: 409, message: 'Your account has no passkey that can confirm the erasure' },
  'ERASURE-008': { status: 403, message: 'Confirm the erasure with one of your passkeys' },
  /** Confirming with a fresh provider sign-in (no password, no passkey, no mail): not such a request, or no enabled provider linked. */
  'ERASURE-009': { status: 409, message: 'Confirm the erasure by signing in again at your sign-in provider' },
  'BILLING-005': { status: 409, message: 'You own a workspace with a running paid subscription' },
  /** API keys of the account (browser self-service). */
  'ACCOUNT-050': { status: 409, message: 'You already have an active API key with this name' },
  'ACCOUNT-051': { status: 404, message: 'You have no active API key with this name' },
  'ACCOUNT-052': { status: 404, message: 'Context not found' },
  /** Browser sessions of the account: unknown id, or a session the account is not signed in to. */
  'ACCOUNT-060': { status: 404, message: 'Browser session not found' },
  /** Terms (A3 rule 7). */
  'TERMS-001': { status: 404, message: 'No terms version is configured' },
  'TERMS-002': { status: 409, message: 'That is not the current terms version' },
} as const;
