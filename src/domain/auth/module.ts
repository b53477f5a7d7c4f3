/**
 * Accounts, browser sessions, passwords, TOTP, identity providers, mail: the sign-in area.
 * Builds its services from the core ones and hands the security layer `resolveSession`.
 */
import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import type { Principal } from '../core/principal.js';
import { AuthAccountsRepository } from '../../persistence/repositories/auth-accounts-repository.js';
import { AuthCredentialsRepository } from '../../persistence/repositories/auth-credentials-repository.js';
import { AuthIdentitiesRepository } from '../../persistence/repositories/auth-identities-repository.js';
import { AuthMailOutboxRepository } from '../../persistence/repositories/auth-mail-outbox-repository.js';
import { AuthSessionsRepository } from '../../persistence/repositories/auth-sessions-repository.js';
import { AuthThrottleRepository } from '../../persistence/repositories/auth-throttle-repository.js';
import { AccountService } from './accounts/account-service.js';
import { AdminAccounts } from './accounts/admin-accounts.js';
import { BackgroundTasks } from './background.js';
import { loadMasterSecret, SecretBox } from './crypto/secret-box.js';
import { SessionCsrfTokens } from './crypto/session-csrf.js';
import { LoginThrottle } from './login/login-throttle.js';
import { PasswordLoginService } from './login/password-login.js';
import { MailService } from './mail/mail-service.js';
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

/** How often the sign-in area's expired state is purged. */
export const AUTH_PURGE_INTERVAL_MS = 10 * 60_000;

export function createAuthModule(core: CoreServices) {
  const { config, db, logger, audit, contexts } = core;
  const knex = db.knex;
  const auth = config.auth;
  const publicUrl = () => config.server.publicUrl;

  const accountsRepo = new AuthAccountsRepository(knex);
  const credentialsRepo = new AuthCredentialsRepository(knex);
  const identitiesRepo = new AuthIdentitiesRepository(knex);
  const sessionsRepo = new AuthSessionsRepository(knex);
  const throttleRepo = new AuthThrottleRepository(knex);

  const masterSecret = loadMasterSecret(auth.secretKey, config.storage.dataDir);
  const box = new SecretBox(masterSecret);
  const background = new BackgroundTasks(logger);
  const hasher = new PasswordHasher(derivePepper(masterSecret));
  const currentPassword = new CurrentPasswordCheck(core.shared.lockout, hasher, auth.currentPassword);
  const mailOutbox = new AuthMailOutboxRepository(knex);
  const mail = new MailService(mailOutbox, config.mail, logger);
  const notices = new NoticeMailer({ mail, background, logger, emailOf: async (accountId) => (await accountsRepo.findById(accountId))?.email ?? null });
  const sessions = new SessionService(sessionsRepo, contexts, auth);
  const accounts = new AccountService(accountsRepo, credentialsRepo, contexts, knex);
  const throttle = new LoginThrottle(core.shared.lockout, throttleRepo, auth.login);
  const totp = new TotpService(credentialsRepo, box, new RecoveryCodeHasher(hasher));
  const passwordLogin = new PasswordLoginService(accountsRepo, credentialsRepo, hasher, throttle, totp, sessions, audit, background, auth);
  const passwordLinks = new PasswordLinkService(knex, accountsRepo, credentialsRepo, core.shared.durableLimiter, hasher, sessions, throttle, mail, notices, audit, background, auth, publicUrl);
  const mfa = new MfaManagementService(knex, accounts, totp, currentPassword, audit, notices);
  const admin = new AdminAccounts(knex, accountsRepo, accounts, hasher, audit);

  const clients = new Map<ProviderId, ProviderClient>();
  if (auth.idpA) clients.set('idp_a', new OidcProviderClient(auth.idpA));
  if (auth.idpB) clients.set('idp_b', new OAuth2ProviderClient(auth.idpB));
  const providers = new ProviderLoginService(clients, auth, knex, identitiesRepo, accountsRepo, accounts, sessions, audit, box, publicUrl, logger);

  /** Expired sessions, pending sign-ins and provider flow states (scheduled by src/background-jobs.ts). */
  const purge = async () => {
    const now = new Date();
    await sessions.purgeExpired();
    await credentialsRepo.purgeExpiredPendingLogins(now);
    await identitiesRepo.purgeFlowStates(new Date(now.getTime() - 86_400_000));
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
    /** Double-submit tokens of browser sessions (CSRF protection of cookie-authenticated writes). */
    csrf: new SessionCsrfTokens(masterSecret),
    accounts,
    admin,
    passwordLogin,
    passwordLinks,
    providers,
    mfa,
    totp,
    mail,
    /** Security, account and OAuth notices, mailed after commit. */
    notices,
    mailOutbox,
    hasher,
    /** Re-entered current passwords, throttled per account (429 after repeated failures). */
    currentPassword,
    background,
    identities: identitiesRepo,
    /** The password policy, for every place that sets a password (422 on violation). */
    passwordPolicy: { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, assert: assertPasswordPolicy, find: findPolicyViolation },
    purge,
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
