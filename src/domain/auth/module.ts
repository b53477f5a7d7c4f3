/**
 * Accounts, browser sessions, passwords, TOTP, identity providers, mail: the sign-in area.
 * Builds its services from the core ones and hands the security layer `resolveSession`.
 */
import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import type { Principal } from '../core/principal.js';
import type { AuthStores } from './ports/index.js';
import { AccountService } from './accounts/account-service.js';
import { AdminAccounts } from './accounts/admin-accounts.js';
import { BackgroundTasks } from './background.js';
import { SecretBox } from './crypto/secret-box.js';
import { loadMasterSecrets } from './crypto/master-secrets.js';
import { SecretRotation } from './crypto/secret-rotation.js';
import { SessionCsrfTokens } from './crypto/session-csrf.js';
import { LoginThrottle } from './login/login-throttle.js';
import { PasswordLoginService } from './login/password-login.js';
import { MailService } from './mail/mail-service.js';
import type { MailTransport } from './mail/mail-transport.js';
import { NoticeMailer } from './mail/notice-mailer.js';
import { MfaManagementService } from './mfa/mfa-management.js';
import { RecoveryCodeHasher } from './mfa/recovery-codes.js';
import { TotpService } from './mfa/totp-service.js';
import { PasswordLinkService } from './password-links/password-link-service.js';
import { derivePepper, PasswordHasher } from './passwords/hasher.js';
import { CurrentPasswordCheck } from './passwords/current-password-check.js';
import { assertPasswordPolicy, findPolicyViolation, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords/policy.js';
import { OAuth2ProviderClient, OidcProviderClient, type ProviderClient, type ProviderId } from './providers/provider-clients.js';
import { ProviderLoginService } from './providers/provider-login-service.js';
import { SessionService } from './sessions/session-service.js';
import { createPasskeyServices } from './passkeys/index.js';
import { PasskeyChallenges } from './passkeys/challenges.js';
import { InvitationSignUpService } from './invitations/invitation-sign-up.js';

/** How often the sign-in area's expired state is purged. */
export const AUTH_PURGE_INTERVAL_MS = 10 * 60_000;

/** `stores`: built by stores/auth-stores.ts; `mailTransport`: src/adapters/mail/smtp-transport.ts (none: mail stays in the outbox). */
export function createAuthModule(core: CoreServices, stores: AuthStores, mailTransport: MailTransport | undefined) {
  const { config, logger, audit, contexts } = core;
  const auth = config.auth;
  const publicUrl = () => config.server.publicUrl;

  const { current: masterSecret, previous: previousSecrets } = loadMasterSecrets(config);
  const box = new SecretBox(masterSecret, previousSecrets);
  const background = new BackgroundTasks(logger);
  const hasher = new PasswordHasher(derivePepper(masterSecret), previousSecrets.map(derivePepper));
  const currentPassword = new CurrentPasswordCheck(core.shared.lockout, hasher, auth.currentPassword);
  const mail = new MailService(stores.mailOutbox, config.mail, logger, mailTransport);
  const notices = new NoticeMailer({ mail, background, logger, emailOf: async (accountId) => (await stores.accounts.findById(accountId))?.email ?? null });
  const sessions = new SessionService(stores, contexts, auth);
  const accounts = new AccountService(stores, contexts);
  const throttle = new LoginThrottle({ lockout: core.shared.lockout, trusted: stores.trustedClients, config: auth.login });
  const totp = new TotpService(stores.credentials, box, new RecoveryCodeHasher(hasher));
  const passkeyStore = stores.passkeys;
  const passwordLogin = new PasswordLoginService({ stores, hasher, throttle, totp, sessions, audit, background, config: auth, passkeys: { hasAny: async (id) => (await passkeyStore.countByAccount(id)) > 0 } });
  const passkeys = createPasskeyServices({
    store: passkeyStore,
    accounts,
    signIns: passwordLogin,
    totpEnabled: (id) => totp.isEnabled(id),
    hasProvider: async (id) => (await stores.identities.identitiesOf(id)).length > 0,
    recoveryCodes: { issue: (id) => stores.transaction((tx) => totp.regenerateRecoveryCodes(id, tx)), discard: (id) => stores.transaction((tx) => totp.disable(id, tx)) },
    verifyPassword: (account, password) => currentPassword.verify(account, password),
    authTimeOf: (sessionId, accountId) => sessions.authTimeOf(sessionId, accountId),
    audit,
    notices,
    publicUrl,
    limiter: core.shared.requestLimiter,
    lockout: { store: core.shared.lockout, config: auth.passkeySignIn },
  });
  const passwordLinks = new PasswordLinkService({
    stores,
    limiter: core.shared.durableLimiter,
    hasher,
    sessions,
    throttle,
    mail,
    notices,
    audit,
    background,
    config: auth,
    publicUrlOf: publicUrl,
  });
  const mfa = new MfaManagementService({ stores, accounts, totp, currentPassword, audit, notices, passkeys: { hasAny: async (id) => (await passkeyStore.countByAccount(id)) > 0 } });
  const admin = new AdminAccounts({ stores, accounts, hasher, audit });

  const clients = new Map<ProviderId, ProviderClient>();
  if (auth.idpA) clients.set('idp_a', new OidcProviderClient(auth.idpA));
  if (auth.idpB) clients.set('idp_b', new OAuth2ProviderClient(auth.idpB));
  const providers = new ProviderLoginService({ clients, config: auth, stores, accounts, sessions, audit, box, publicUrlOf: publicUrl, logger });
  const invitations = new InvitationSignUpService({
    stores,
    accounts,
    hasher,
    challenges: new PasskeyChallenges(passkeyStore),
    signIns: passwordLogin,
    audit,
    config: auth,
    providers: () => providers.enabled().map((p) => p.id),
    publicUrl,
    limiter: core.shared.requestLimiter,
  });

  /** Expired sessions, pending sign-ins and provider flow states (scheduled by src/background-jobs.ts). */
  const purge = async () => {
    const now = new Date();
    await sessions.purgeExpired();
    await stores.credentials.purgeExpiredPendingLogins(now);
    await stores.identities.purgeFlowStates(new Date(now.getTime() - 86_400_000));
    await passkeys.purgeExpiredChallenges();
  };

  const lifecycle: ModuleLifecycle = {
    async stop() {
      await background.drain();
      mail.close();
    },
  };

  return {
    /** Resolves the `svc_session` cookie value to the active account, or null. */
    resolveSession: ((cookieValue: string) => sessions.resolve(cookieValue)) as undefined | ((cookieValue: string) => Promise<Principal | null>),
    lifecycle,
    sessions,
    /** Encryption at rest of secrets read back later (TOTP, PKCE verifiers, OAuth client secrets). */
    secretBox: box,
    /** Re-seals every stored secret under the current key (`memplat admin rotate-secrets`). */
    secretRotation: new SecretRotation(box, stores.sealedSecrets),
    /** Double-submit tokens of browser sessions (CSRF protection of cookie-authenticated writes). */
    csrf: new SessionCsrfTokens(masterSecret),
    accounts,
    admin,
    passwordLogin,
    passwordLinks,
    providers,
    /** Joining by invitation with a password or a passkey (no identity provider needed). */
    invitations,
    mfa,
    /** WebAuthn passkeys: management of the signed-in account's, and sign-in with one. */
    passkeys,
    totp,
    mail,
    /** Security, account and OAuth notices, mailed after commit. */
    notices,
    mailOutbox: stores.mailOutbox,
    hasher,
    /** Re-entered current passwords, throttled per account (429 after repeated failures). */
    currentPassword,
    background,
    identities: stores.identities,
    /** The sign-in area's stores (account management works on them too). */
    stores,
    /** The password policy, for every place that sets a password (422 on violation). */
    passwordPolicy: { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, assert: assertPasswordPolicy, find: findPolicyViolation },
    purge,
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
