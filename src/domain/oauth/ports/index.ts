/**
 * Storage ports of the OAuth authorization server. One knex implementation (the persistence
 * layer's oauth-*-repository.ts, wired by its createOAuthStores) serves PGlite and PostgreSQL;
 * each method's contract is written on it and checked by the suites in
 * src/testing/port-contracts/oauth.
 */
import type { OAuthClientStore } from './clients.js';
import type { OAuthDeviceCodeStore } from './device-codes.js';
import type { OAuthGrantStore } from './grants.js';
import type { OAuthTokenStore } from './tokens.js';

export type * from './clients.js';
export type * from './device-codes.js';
export type * from './grants.js';
export type * from './tokens.js';

export interface OAuthStores {
  clients: OAuthClientStore;
  tokens: OAuthTokenStore;
  grants: OAuthGrantStore;
  deviceCodes: OAuthDeviceCodeStore;
  /**
   * Runs `work` with these stores bound to one transaction: everything written through `tx`
   * commits when `work` resolves and is rolled back when it throws (the error is rethrown).
   * Inside `work` only `tx` may be used: the outer stores may wait for the connection the
   * transaction holds.
   */
  transaction<T>(work: (tx: OAuthStores) => Promise<T>): Promise<T>;
}
