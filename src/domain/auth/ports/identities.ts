/**
 * The identity store: external identities (provider accounts linked to ours), provider
 * sign-in flow states, the sign-up check of invitations and terms acceptances.
 * Implemented by repositories/auth-identities-repository.ts; contract suite
 * in src/testing/port-contracts/auth/identity-store-contract.ts.
 */

/** An identity at a provider, linked to one account. (provider, subject) is unique. */
export interface ExternalIdentityRow {
  id: string;
  account_id: string;
  provider: string;
  subject: string;
  /** As the provider reported it; informational only (nothing is linked by email). */
  email: string | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

/** A provider round trip in progress, keyed by the sha256 of its state. */
export interface FlowStateRow {
  state_hash: string;
  provider: string;
  purpose: 'login' | 'link' | 'erasure';
  browser_binding_hash: string;
  code_verifier_encrypted: string;
  nonce: string | null;
  redirect_uri: string;
  return_to: string | null;
  add_account: boolean;
  link_proof: boolean;
  invite_hash: string | null;
  accepted_terms: string | null;
  session_container_id: string | null;
  account_id: string | null;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface IdentityStore {
  /** The identity linked for (provider, subject); undefined when none. */
  findIdentity(provider: string, subject: string): Promise<ExternalIdentityRow | undefined>;

  /** The account's identities, oldest link first; [] when none. */
  identitiesOf(accountId: string): Promise<ExternalIdentityRow[]>;

  /**
   * Links (provider, subject) to the account (created_at and last_sign_in_at `now`). A pair
   * already linked to any account is a unique violation: the call rejects.
   */
  linkIdentity(input: { accountId: string; provider: string; subject: string; email: string | null; now: Date }): Promise<void>;

  /** Sets last_sign_in_at of the identity. */
  touchIdentity(id: string, now: Date): Promise<void>;

  /** Deletes the identity; an unknown id deletes nothing. */
  deleteIdentity(id: string): Promise<void>;

  saveFlowState(row: FlowStateRow): Promise<void>;

  /**
   * Marks the state consumed at `now` and returns it, once: unknown, expired (expires_at at or
   * before `now`) or already consumed states give undefined (of two racing callbacks one wins).
   */
  consumeFlowState(stateHash: string, now: Date): Promise<FlowStateRow | undefined>;

  /** Deletes flow states that expired before `before`, consumed or not. */
  purgeFlowStates(before: Date): Promise<void>;

  /**
   * Uses an invitation for a new account (used_at `now`, used by `accountId`); false when it
   * is unknown, used, revoked or expired at `now` (of two racing uses one wins).
   */
  useInvite(tokenHash: string, accountId: string, now: Date): Promise<boolean>;

  /** Whether the invitation could be used at `now` (known, unused, unrevoked, unexpired). */
  inviteUsable(tokenHash: string, now: Date): Promise<boolean>;

  /** The invitation when it could be used at `now` (as inviteUsable): its invited address (null when none) and expiry; else undefined. */
  usableInvite(tokenHash: string, now: Date): Promise<{ email: string | null; expiresAt: Date } | undefined>;

  /** Records that the account accepted the terms version at `now`; accepting a version again keeps the first time. */
  recordTermsAcceptance(accountId: string, version: string, now: Date): Promise<void>;

  /** When the account accepted that version; undefined when it did not. */
  termsAcceptedAt(accountId: string, version: string): Promise<Date | undefined>;

  /** The version the account accepted last; null when it accepted none. */
  latestAcceptedTerms(accountId: string): Promise<string | null>;
}
