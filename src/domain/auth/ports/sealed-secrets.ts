/** Stored values sealed with the SecretBox, as the key rotation walks them (persistence/repositories/sealed-secrets-repository.ts). */

/** The kinds of sealed values, each with the associated data its rows were sealed with. */
export type SealedSecretKind = 'totp_secrets' | 'oauth_client_secrets' | 'sign_in_flow_verifiers';

export interface SealedSecretRow {
  /** The row's key: the account id, client id or flow state hash the value is bound to. */
  id: string;
  sealed: string;
}

export interface SealedSecretStore {
  /**
   * Up to `limit` rows of `kind` that hold a sealed value, ordered by id, whose id sorts after
   * `afterId` (from the start when null). Rows without a value (a hidden client secret) are left out.
   */
  page(kind: SealedSecretKind, afterId: string | null, limit: number): Promise<SealedSecretRow[]>;
  /** Writes `to` only where the row still holds `from`; false when it changed meanwhile or is gone. */
  replace(kind: SealedSecretKind, id: string, from: string, to: string): Promise<boolean>;
}
