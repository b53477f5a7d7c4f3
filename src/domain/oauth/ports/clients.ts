/** The OAuth client store: registered applications (owner's API and RFC 7591 registration). */

/** A registered client as stored; the secret as sha256 hex, and sealed (AES-256-GCM) until hidden. */
export interface OAuthClientRow {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  scope: string;
  grant_types: string[];
  /** client_secret_basic | client_secret_post | none */
  token_endpoint_auth_method: string;
  secret_hash: string | null;
  /**
   * The secret sealed with the key that protects TOTP secrets (SecretBox, bound to the client
   * id), kept until the owner hides it; null for public clients and once hidden. Never plain text.
   */
  secret_sealed: string | null;
  /** Null for dynamically registered clients and the local owner's clients. */
  owner_account_id: string | null;
  context_id: string | null;
  dynamic: boolean;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields a client's owner may change (and the secret fields the service rotates). */
export type OAuthClientChanges = Partial<
  Pick<OAuthClientRow, 'client_name' | 'redirect_uris' | 'scope' | 'grant_types' | 'token_endpoint_auth_method' | 'secret_hash' | 'secret_sealed' | 'hidden_at'>
>;

export interface OAuthClientStore {
  /**
   * Stores a new client exactly as given (lists kept in order). Rejects when the client_id
   * is already taken (the store's unique violation; ids are random, so callers do not retry).
   */
  insert(row: OAuthClientRow): Promise<void>;
  /** The client with this id, or null when there is none. */
  find(clientId: string): Promise<OAuthClientRow | null>;
  /** The clients of one context, newest first; [] when it has none. Clients without a context never appear. */
  listByContext(contextId: string): Promise<OAuthClientRow[]>;
  /**
   * Applies the given fields (the others stay) and sets updated_at to `now`, in one statement,
   * so a replaced secret hash stops working at once. The client after the change, or null
   * when there is no such client.
   */
  update(clientId: string, changes: OAuthClientChanges, now: Date): Promise<OAuthClientRow | null>;
  /**
   * Deletes the client together with its grants, authorization codes, tokens and device codes.
   * Deleting an unknown client does nothing.
   */
  delete(clientId: string): Promise<void>;
}
