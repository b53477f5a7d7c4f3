/**
 * Storage ports of the sign-in area. The implementations are built in
 * stores/auth-stores.ts and handed to createAuthModule.
 */
import type { CoreTransactionStores } from '../../core/ports/index.js';
import type { AccountStore } from './accounts.js';
import type { CredentialStore } from './credentials.js';
import type { IdentityStore } from './identities.js';
import type { MailOutbox } from './mail-outbox.js';
import type { PasskeyStore } from '../passkeys/ports.js';
import type { SessionStore } from './sessions.js';
import type { TrustedClients } from './trusted-clients.js';
import type { SealedSecretStore } from './sealed-secrets.js';

export type { AccountRow, AccountStore, NewAccount } from './accounts.js';
export type { CredentialStore, PasswordLinkRow, PendingLoginRow, TotpRow } from './credentials.js';
export type { ExternalIdentityRow, FlowStateRow, IdentityStore } from './identities.js';
export type { MailOutbox, OutboxRow } from './mail-outbox.js';
export type { AccountSessionRow, ContainerRow, MemberRow, NewMember, SessionStore } from './sessions.js';
export type { TrustedClients } from './trusted-clients.js';
export type { SealedSecretKind, SealedSecretRow, SealedSecretStore } from './sealed-secrets.js';

/**
 * Everything the sign-in area stores, and a way to change several things atomically. The
 * audit and context stores of the core come along, so that `AuditService.record(entry, tx)`
 * and `ContextService.privateContextOf(id, tx)` write inside a transaction of these stores.
 */
export interface AuthStores extends CoreTransactionStores {
  accounts: AccountStore;
  credentials: CredentialStore;
  identities: IdentityStore;
  sessions: SessionStore;
  trustedClients: TrustedClients;
  mailOutbox: MailOutbox;
  /** Passkeys and their challenges (contract in ../passkeys/ports.ts). */
  passkeys: PasskeyStore;
  /** Every stored SecretBox value, for key rotation (contract in ./sealed-secrets.ts). */
  sealedSecrets: SealedSecretStore;
  /**
   * Runs `work` in one transaction with these stores bound to it: commits when it resolves,
   * rolls everything back (audit entries included) when it throws, and settles with its
   * result or error. On stores already bound to a transaction, `work` joins that transaction.
   */
  transaction<T>(work: (tx: AuthStores) => Promise<T>): Promise<T>;
}
