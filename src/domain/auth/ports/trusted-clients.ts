/**
 * Client addresses each account signed in from successfully: the account-wide sign-in lock
 * does not apply to them (login-throttle.ts). Implemented by
 * repositories/auth-throttle-repository.ts; contract suite in
 * src/testing/port-contracts/auth/trusted-clients-contract.ts.
 */
export interface TrustedClients {
  /** Whether the account signed in successfully from this address at or after `since`. */
  isTrustedClient(accountId: string, clientIp: string, since: Date): Promise<boolean>;

  /** Records a successful sign-in from the address at `now` (replacing the time recorded before). */
  trustClient(accountId: string, clientIp: string, now: Date): Promise<void>;
}
