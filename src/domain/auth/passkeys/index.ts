/**
 * The passkey services of the sign-in area, built from their store and the area's services.
 * (Wired in src/domain/auth/module.ts.)
 */
import type { AuditService } from '../../core/audit.js';
import type { FailureLockout, RateLimiter } from '../../core/shared-state/rate-limiter.js';
import type { AuthConfig } from '../../../config/auth.js';
import { PasskeyChallenges } from './challenges.js';
import { PasskeyManagementService } from './passkey-management.js';
import { PasskeyPresenceCheck } from './passkey-presence.js';
import { PasskeySignInService, type PendingSignIns } from './passkey-sign-in.js';
import type { PasskeyAccount, PasskeyStore, RecoveryCodeIssuer } from './ports.js';
import { PasskeyReauthentication } from './reauthentication.js';
import { PasskeySignInThrottle } from './sign-in-throttle.js';

export interface PasskeyServicesDeps {
  store: PasskeyStore;
  accounts: { get(accountId: string): Promise<PasskeyAccount> };
  signIns: PendingSignIns;
  totpEnabled(accountId: string): Promise<boolean>;
  hasProvider(accountId: string): Promise<boolean>;
  recoveryCodes: RecoveryCodeIssuer;
  verifyPassword(account: PasskeyAccount, password: string | undefined): Promise<boolean>;
  authTimeOf(sessionId: string, accountId: string): Promise<Date | null>;
  audit: Pick<AuditService, 'record'>;
  notices: { send(recipients: Array<string | null | undefined>, message: { kind: string; subject: string; text: string }): void };
  publicUrl: () => string;
  /** Per-address limit of sign-in options (the shared request limiter). */
  limiter?: RateLimiter;
  /** Where passwordless sign-in failures are counted (the shared lockouts), and their thresholds. */
  lockout?: { store: FailureLockout; config: AuthConfig['passkeySignIn'] };
}

export function createPasskeyServices(d: PasskeyServicesDeps) {
  const challenges = new PasskeyChallenges(d.store);
  const reauthentication = new PasskeyReauthentication({ verifyPassword: d.verifyPassword, authTimeOf: d.authTimeOf });
  const common = { store: d.store, challenges, accounts: d.accounts, audit: d.audit, notices: d.notices, publicUrl: d.publicUrl };
  const signIn = new PasskeySignInService({ ...common, signIns: d.signIns, limiter: d.limiter, throttle: d.lockout && new PasskeySignInThrottle(d.lockout.store, d.lockout.config) });
  return {
    management: new PasskeyManagementService({ ...common, reauthentication, totpEnabled: d.totpEnabled, hasProvider: d.hasProvider, recoveryCodes: d.recoveryCodes }),
    signIn,
    /** A fresh assertion by the signed-in account's owner (erasure confirmation without mail). */
    presence: new PasskeyPresenceCheck({ store: d.store, challenges, signIn, publicUrl: d.publicUrl }),
    /** Whether the account has passkeys (a password sign-in then asks for a second step). */
    hasAny: async (accountId: string) => (await d.store.countByAccount(accountId)) > 0,
    /** Whether the account has a passkey that signs in (not blocked as a possible copy): a way in without a password. */
    canSignIn: async (accountId: string) => (await d.store.listByAccount(accountId)).some((p) => !p.cloneSuspectedAt),
    /** Challenges that expired (scheduled with the area's purge). */
    purgeExpiredChallenges: () => d.store.purgeExpiredChallenges(new Date()),
  };
}

export type PasskeyServices = ReturnType<typeof createPasskeyServices>;
