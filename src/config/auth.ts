/**
 * Browser sign-in settings: session lifetimes, login throttling, password links, TOTP,
 * external identity providers, terms and invites. Defaults and the reasons for them are
 * written next to each setting so docs/configuration.md says the same as the code.
 */
import { readBool, readInt, readList, readOptional, readString, ConfigError, type Env, type SettingDoc } from './env.js';

export const authSettings: SettingDoc[] = [
  { env: 'SECRET_KEY', default: '(generated)', description: 'Master secret (at least 32 characters) from which the key that encrypts TOTP secrets and PKCE verifiers at rest and the pepper of password hashes (argon2id secret, ASVS 2.4.5) are derived (HKDF-SHA256). When unset, a random key is generated once and kept in DATA_DIR/secret.key (mode 0600), beside the embedded store: set it in the environment to keep it apart from the database. To change it, move the old value to SECRET_KEY_PREVIOUS and run `memplat admin rotate-secrets` (docs/security.md, key rotation).' },
  { env: 'SECRET_KEY_PREVIOUS', default: '(empty)', description: 'Comma-separated earlier master secrets (newest first; a secret may not contain a comma). They never seal: they open values sealed under them (each sealed value names its key) and verify password hashes peppered with them (re-hashed under SECRET_KEY at the next sign-in). DATA_DIR/secret.key, when present beside a set SECRET_KEY, counts as one. Remove one once `memplat admin rotate-secrets` reports nothing left under it.' },
  { env: 'SESSION_IDLE_TIMEOUT_SECONDS', default: '1800', description: 'A browser session ends after this long without a request (30 minutes, ASVS L2), unless "keep me signed in" was chosen at sign-in.' },
  { env: 'SESSION_ABSOLUTE_LIFETIME_SECONDS', default: '43200', description: 'A sign-in ends this long after it happened, however active (12 hours, ASVS L2), unless "keep me signed in" was chosen; its cookie is a browser-session cookie.' },
  { env: 'SESSION_REMEMBER_IDLE_TIMEOUT_SECONDS', default: '43200', description: 'Idle timeout of a session whose sign-in chose "keep me signed in on this browser" (login remember=true): 12 hours.' },
  { env: 'SESSION_REMEMBER_ABSOLUTE_LIFETIME_SECONDS', default: '604800', description: 'Lifetime of a "keep me signed in" sign-in (7 days), which is also the Max-Age of its persistent cookie, so a stolen cookie has a bounded life.' },
  { env: 'SESSION_MAX_ACCOUNTS', default: '5', description: 'Most accounts one browser session can hold at once.' },
  { env: 'MFA_PENDING_TTL_SECONDS', default: '300', description: 'How long the pending sign-in between a correct password and the TOTP code stays valid.' },
  { env: 'MFA_MAX_ATTEMPTS', default: '5', description: 'Wrong codes allowed against one pending sign-in before it is discarded (the password must be entered again).' },
  { env: 'PASSWORD_RESET_TTL_SECONDS', default: '3600', description: 'Lifetime of a password reset link (1 hour).' },
  { env: 'PASSWORD_SETUP_TTL_SECONDS', default: '86400', description: 'Lifetime of a password set-up link (24 hours).' },
  { env: 'RESET_REQUEST_LIMIT_PER_CLIENT', default: '10', description: 'Password reset requests one client address may make per RESET_REQUEST_WINDOW_SECONDS; more get 429 RATE-001.' },
  { env: 'RESET_REQUEST_LIMIT_PER_ADDRESS', default: '3', description: 'Reset emails sent to one email address per RESET_REQUEST_WINDOW_SECONDS; further requests are answered the same but send nothing.' },
  { env: 'RESET_REQUEST_WINDOW_SECONDS', default: '3600', description: 'Window of the two reset request limits.' },
  { env: 'LOGIN_CLIENT_LOCK_THRESHOLD', default: '5', description: 'Failed password logins for one account (or unknown identifier) from one client address before that pair is locked for LOGIN_CLIENT_LOCK_SECONDS.' },
  { env: 'LOGIN_CLIENT_LOCK_SECONDS', default: '900', description: 'Lock time of an (account, client address) pair.' },
  { env: 'LOGIN_ACCOUNT_LOCK_THRESHOLD', default: '50', description: 'Failed logins for one account from all addresses within LOGIN_ACCOUNT_WINDOW_SECONDS before the account is locked for LOGIN_ACCOUNT_LOCK_SECONDS (a cap on distributed guessing; it expires by itself).' },
  { env: 'LOGIN_ACCOUNT_WINDOW_SECONDS', default: '900', description: 'Counting window of the per-account failure cap.' },
  { env: 'LOGIN_ACCOUNT_LOCK_SECONDS', default: '900', description: 'Lock time once the per-account cap is reached.' },
  { env: 'LOGIN_DELAY_BASE_MS', default: '200', description: 'Delay added to a login answer after the 2nd consecutive failure of an (account, client) pair, doubling per further failure.' },
  { env: 'LOGIN_DELAY_MAX_MS', default: '3000', description: 'Cap of that delay.' },
  { env: 'PASSKEY_SIGNIN_CLIENT_LOCK_THRESHOLD', default: '10', description: 'Failed passwordless passkey sign-ins (unknown passkey, bad signature, expired or used challenge) from one client address within PASSKEY_SIGNIN_LOCK_SECONDS before that address is refused passkey sign-ins (429 RATE-001 with Retry-After) for PASSKEY_SIGNIN_LOCK_SECONDS.' },
  { env: 'PASSKEY_SIGNIN_CREDENTIAL_LOCK_THRESHOLD', default: '5', description: 'Failed passwordless sign-ins with one registered passkey, from all addresses, within PASSKEY_SIGNIN_LOCK_SECONDS before that passkey is refused (429) for PASSKEY_SIGNIN_LOCK_SECONDS; a successful sign-in with it starts the count afresh.' },
  { env: 'PASSKEY_SIGNIN_LOCK_SECONDS', default: '900', description: 'Counting window of passkey sign-in failures, and how long a locked address or passkey waits (15 minutes).' },
  { env: 'CURRENT_PASSWORD_MAX_FAILURES', default: '5', description: 'Wrong current passwords one account may enter where a signed-in person must re-enter it (password change and removal, erasure confirmation, TOTP disable, new recovery codes) within CURRENT_PASSWORD_LOCK_SECONDS before those operations answer 429 RATE-001 with Retry-After; a correct password starts the count afresh.' },
  { env: 'CURRENT_PASSWORD_LOCK_SECONDS', default: '900', description: 'Counting window of those failures, and how long the account then waits (15 minutes).' },
  { env: 'AUTH_FLOW_TTL_SECONDS', default: '600', description: 'How long an external provider sign-in may take between the login redirect and the callback.' },
  { env: 'AUTH_PROVIDERS', default: '(empty)', description: 'Comma-separated external identity providers to offer (idp_a, idp_b); one is enabled only when its credentials are set too.' },
  { env: 'IDP_A_ISSUER', default: '(unset)', description: 'OpenID Connect issuer URL of idp_a (discovery at /.well-known/openid-configuration).' },
  { env: 'IDP_A_CLIENT_ID', default: '(unset)', description: 'Client id registered at idp_a.' },
  { env: 'IDP_A_CLIENT_SECRET', default: '(unset)', description: 'Client secret registered at idp_a.' },
  { env: 'IDP_A_SCOPES', default: 'openid email profile', description: 'Scopes requested from idp_a.' },
  { env: 'IDP_A_NAME', default: 'Identity provider A', description: 'Display name of idp_a.' },
  { env: 'IDP_B_AUTHORIZE_URL', default: '(unset)', description: 'OAuth 2.0 authorization endpoint of idp_b.' },
  { env: 'IDP_B_TOKEN_URL', default: '(unset)', description: 'OAuth 2.0 token endpoint of idp_b.' },
  { env: 'IDP_B_USERINFO_URL', default: '(unset)', description: 'User-info endpoint of idp_b (JSON with the subject, email and name).' },
  { env: 'IDP_B_CLIENT_ID', default: '(unset)', description: 'Client id registered at idp_b.' },
  { env: 'IDP_B_CLIENT_SECRET', default: '(unset)', description: 'Client secret registered at idp_b.' },
  { env: 'IDP_B_SCOPES', default: '(empty)', description: 'Scopes requested from idp_b (space-separated).' },
  { env: 'IDP_B_SUBJECT_FIELD', default: 'sub', description: 'User-info field holding the stable user id at idp_b (falls back to "id").' },
  { env: 'IDP_B_NAME', default: 'Identity provider B', description: 'Display name of idp_b.' },
  { env: 'TERMS_VERSION', default: '(empty)', description: 'Current terms of service version; while empty, terms acceptance is not asked for.' },
  { env: 'SIGNUP_INVITE_REQUIRED', default: 'false', description: 'Closed beta: a new account from an external provider needs a valid invite token.' },
  { env: 'LOGIN_PAGE_PATH', default: '/login', description: 'Page that failed provider callbacks redirect to, with ?error=<token>.' },
  { env: 'DEFAULT_RETURN_TO', default: '/', description: 'Where a successful sign-in lands when no valid return_to was given.' },
];

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  name: string;
}

export interface OAuth2ProviderSettings {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  subjectField: string;
  name: string;
}

export interface AuthConfig {
  secretKey?: string;
  /** SECRET_KEY_PREVIOUS: earlier master secrets, kept to open what they sealed (docs/security.md). */
  previousSecretKeys: string[];
  /** Default (ASVS L2) lifetimes of a browser session. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Lifetimes of a sign-in that asked to be remembered on this browser (persistent cookie). */
  sessionRememberIdleSeconds: number;
  sessionRememberAbsoluteSeconds: number;
  sessionMaxAccounts: number;
  mfaPendingSeconds: number;
  mfaMaxAttempts: number;
  resetLinkSeconds: number;
  setupLinkSeconds: number;
  resetLimitPerClient: number;
  resetLimitPerAddress: number;
  resetWindowSeconds: number;
  login: {
    clientLockThreshold: number;
    clientLockSeconds: number;
    accountLockThreshold: number;
    accountWindowSeconds: number;
    accountLockSeconds: number;
    delayBaseMs: number;
    delayMaxMs: number;
  };
  /** Passwordless passkey sign-in: failures per client address and per passkey before a lock. */
  passkeySignIn: { clientLockThreshold: number; credentialLockThreshold: number; lockSeconds: number };
  /** Re-entering the current password while signed in: failures per account before a lock. */
  currentPassword: { maxFailures: number; lockSeconds: number };
  flowSeconds: number;
  providers: string[];
  idpA?: OidcProviderSettings;
  idpB?: OAuth2ProviderSettings;
  termsVersion: string;
  inviteRequired: boolean;
  loginPagePath: string;
  defaultReturnTo: string;
}

export const KNOWN_PROVIDERS = ['idp_a', 'idp_b'] as const;

function loadIdpA(env: Env): OidcProviderSettings | undefined {
  const issuer = readOptional(env, 'IDP_A_ISSUER');
  const clientId = readOptional(env, 'IDP_A_CLIENT_ID');
  const clientSecret = readOptional(env, 'IDP_A_CLIENT_SECRET');
  if (!issuer || !clientId || !clientSecret) return undefined;
  return { issuer, clientId, clientSecret, scopes: readString(env, 'IDP_A_SCOPES', 'openid email profile'), name: readString(env, 'IDP_A_NAME', 'Identity provider A') };
}

function loadIdpB(env: Env): OAuth2ProviderSettings | undefined {
  const authorizeUrl = readOptional(env, 'IDP_B_AUTHORIZE_URL');
  const tokenUrl = readOptional(env, 'IDP_B_TOKEN_URL');
  const userinfoUrl = readOptional(env, 'IDP_B_USERINFO_URL');
  const clientId = readOptional(env, 'IDP_B_CLIENT_ID');
  const clientSecret = readOptional(env, 'IDP_B_CLIENT_SECRET');
  if (!authorizeUrl || !tokenUrl || !userinfoUrl || !clientId || !clientSecret) return undefined;
  return {
    authorizeUrl, tokenUrl, userinfoUrl, clientId, clientSecret,
    scopes: readString(env, 'IDP_B_SCOPES', ''),
    subjectField: readString(env, 'IDP_B_SUBJECT_FIELD', 'sub'),
    name: readString(env, 'IDP_B_NAME', 'Identity provider B'),
  };
}

function readPath(env: Env, name: string, fallback: string): string {
  const value = readString(env, name, fallback);
  if (!value.startsWith('/') || value.startsWith('//')) throw new ConfigError(`${name} must be a path on this site starting with a single "/"`);
  return value;
}

export function loadAuthConfig(env: Env): AuthConfig {
  const secretKey = readOptional(env, 'SECRET_KEY');
  if (secretKey !== undefined && secretKey.length < 32) throw new ConfigError('SECRET_KEY must be at least 32 characters');
  const previousSecretKeys = readList(env, 'SECRET_KEY_PREVIOUS', []);
  if (previousSecretKeys.some((k) => k.length < 32)) throw new ConfigError('SECRET_KEY_PREVIOUS: every key must be at least 32 characters');
  const providers = readList(env, 'AUTH_PROVIDERS', []);
  for (const p of providers) {
    if (!(KNOWN_PROVIDERS as readonly string[]).includes(p)) throw new ConfigError(`AUTH_PROVIDERS: unknown provider "${p}" (known: ${KNOWN_PROVIDERS.join(', ')})`);
  }
  return {
    secretKey,
    previousSecretKeys,
    sessionIdleSeconds: readInt(env, 'SESSION_IDLE_TIMEOUT_SECONDS', 1800, 60),
    sessionAbsoluteSeconds: readInt(env, 'SESSION_ABSOLUTE_LIFETIME_SECONDS', 43_200, 60),
    sessionRememberIdleSeconds: readInt(env, 'SESSION_REMEMBER_IDLE_TIMEOUT_SECONDS', 43_200, 60),
    sessionRememberAbsoluteSeconds: readInt(env, 'SESSION_REMEMBER_ABSOLUTE_LIFETIME_SECONDS', 604_800, 60),
    sessionMaxAccounts: readInt(env, 'SESSION_MAX_ACCOUNTS', 5, 1, 50),
    mfaPendingSeconds: readInt(env, 'MFA_PENDING_TTL_SECONDS', 300, 30, 3600),
    mfaMaxAttempts: readInt(env, 'MFA_MAX_ATTEMPTS', 5, 1, 20),
    resetLinkSeconds: readInt(env, 'PASSWORD_RESET_TTL_SECONDS', 3600, 60),
    setupLinkSeconds: readInt(env, 'PASSWORD_SETUP_TTL_SECONDS', 86_400, 60),
    resetLimitPerClient: readInt(env, 'RESET_REQUEST_LIMIT_PER_CLIENT', 10, 1),
    resetLimitPerAddress: readInt(env, 'RESET_REQUEST_LIMIT_PER_ADDRESS', 3, 1),
    resetWindowSeconds: readInt(env, 'RESET_REQUEST_WINDOW_SECONDS', 3600, 1),
    login: {
      clientLockThreshold: readInt(env, 'LOGIN_CLIENT_LOCK_THRESHOLD', 5, 1),
      clientLockSeconds: readInt(env, 'LOGIN_CLIENT_LOCK_SECONDS', 900, 1),
      accountLockThreshold: readInt(env, 'LOGIN_ACCOUNT_LOCK_THRESHOLD', 50, 1),
      accountWindowSeconds: readInt(env, 'LOGIN_ACCOUNT_WINDOW_SECONDS', 900, 1),
      accountLockSeconds: readInt(env, 'LOGIN_ACCOUNT_LOCK_SECONDS', 900, 1),
      delayBaseMs: readInt(env, 'LOGIN_DELAY_BASE_MS', 200, 0, 10_000),
      delayMaxMs: readInt(env, 'LOGIN_DELAY_MAX_MS', 3000, 0, 30_000),
    },
    passkeySignIn: {
      clientLockThreshold: readInt(env, 'PASSKEY_SIGNIN_CLIENT_LOCK_THRESHOLD', 10, 1),
      credentialLockThreshold: readInt(env, 'PASSKEY_SIGNIN_CREDENTIAL_LOCK_THRESHOLD', 5, 1),
      lockSeconds: readInt(env, 'PASSKEY_SIGNIN_LOCK_SECONDS', 900, 1),
    },
    currentPassword: {
      maxFailures: readInt(env, 'CURRENT_PASSWORD_MAX_FAILURES', 5, 1, 1000),
      lockSeconds: readInt(env, 'CURRENT_PASSWORD_LOCK_SECONDS', 900, 1),
    },
    flowSeconds: readInt(env, 'AUTH_FLOW_TTL_SECONDS', 600, 30),
    providers,
    idpA: loadIdpA(env),
    idpB: loadIdpB(env),
    termsVersion: readString(env, 'TERMS_VERSION', ''),
    inviteRequired: readBool(env, 'SIGNUP_INVITE_REQUIRED', false),
    loginPagePath: readPath(env, 'LOGIN_PAGE_PATH', '/login'),
    defaultReturnTo: readPath(env, 'DEFAULT_RETURN_TO', '/'),
  };
}
