/**
 * Sign-in through external identity providers (A1 idp_a/idp_b, rules 3 and 4).
 *
 * Start: a random state (stored as sha256, single use, AUTH_FLOW_TTL_SECONDS), a PKCE
 * verifier (sealed at rest), a nonce (OIDC), and a browser binding: the hash of an
 * HttpOnly `svc_auth_flow` cookie, so a callback URL carried to another browser (login
 * CSRF) fails. `invite` is kept only as a hash and only when well formed; `accepted_terms`
 * only while TERMS_VERSION is set.
 *
 * Callback: consume the state, check the binding, exchange the code, read the identity,
 * then sign in to the account linked to (provider, subject), or create a new account.
 * Accounts are never matched by email.
 */
import * as oidc from 'openid-client';
import type { AuthConfig } from '../../../config/auth.js';
import type { AuditService } from '../../core/audit.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { AppError, ValidationError } from '../../errors/app-error.js';
import type { Logger } from '../../../logger.js';
import type { AuthStores, FlowStateRow } from '../ports/index.js';
import type { AccountService } from '../accounts/account-service.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { flowVerifierBinding } from '../crypto/sealed-bindings.js';
import { ISSUED_TOKEN_PATTERN, randomToken } from '../crypto/tokens.js';
import { safeReturnTo, isSafeReturnTo } from '../return-to.js';
import type { IssuedSession, SessionService } from '../sessions/session-service.js';
import { FlowError, type FlowErrorToken } from './flow-errors.js';
import type { ExternalIdentity, ProviderClient, ProviderId } from './provider-clients.js';
import { sha256Hex } from '../../core/sha256.js';
import { completeErasureProof, erasureFailureLocation, type ErasureProofHandler } from './provider-reauthentication.js';

const INVITE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface StartInput {
  redirectUri?: string;
  returnTo?: string;
  addAccount?: boolean;
  invite?: string;
  acceptedTerms?: string;
  linkProof?: boolean;
  /** Value of the browser's flow cookie, when it has one. */
  flowCookie?: string;
  /** Link mode (A3 link-provider): bind the identity to this account of this session. */
  link?: { sessionContainerId: string; accountId: string };
  /** Re-authentication that confirms this account's erasure request (provider-reauthentication.ts). */
  erasure?: { sessionContainerId: string; accountId: string };
}

export interface StartResult {
  authorizationUrl: string;
  state: string;
  /** Flow cookie value to set (the same value when the browser already had one). */
  flowCookie: string;
}

export interface CallbackInput {
  query: Record<string, string | undefined>;
  /** The raw query string of the callback request (carries `iss` and anything else the provider sent). */
  rawQuery: string;
  flowCookie?: string;
  sessionCookie?: string;
  clientIp: string;
  requestId?: string;
}

export type CallbackResult =
  | { ok: true; location: string; session?: IssuedSession; accountId: string }
  | { ok: false; location: string; error: FlowErrorToken };

export interface ProviderLoginDeps {
  clients: Map<ProviderId, ProviderClient>;
  config: AuthConfig;
  stores: AuthStores;
  accounts: AccountService;
  sessions: SessionService;
  audit: AuditService;
  box: SecretBox;
  /** Read at use: with PORT=0 the address is known only once the server listens. */
  publicUrlOf: () => string;
  logger: Logger;
}

export class ProviderLoginService {
  private erasureProof?: ErasureProofHandler;

  constructor(private readonly d: ProviderLoginDeps) {}

  /** The account area's handler of erasure round trips (wired once, in the account module). */
  useErasureProof(handler: ErasureProofHandler): void {
    this.erasureProof = handler;
  }

  /** Providers named in AUTH_PROVIDERS that have credentials, in configuration order. */
  enabled(): Array<{ id: ProviderId; name: string; type: 'oidc' | 'oauth2'; login_url: string }> {
    return this.d.config.providers
      .map((id) => this.d.clients.get(id as ProviderId))
      .filter((c): c is ProviderClient => Boolean(c))
      .map((c) => ({ id: c.id, name: c.name, type: c.type, login_url: `/api/v1/auth/${c.id}/login` }));
  }

  private client(provider: ProviderId): ProviderClient {
    const c = this.d.clients.get(provider);
    if (!c || !this.d.config.providers.includes(provider)) throw new AppError('AUTH-041');
    return c;
  }

  defaultRedirectUri(provider: ProviderId): string {
    return `${this.d.publicUrlOf()}/api/v1/auth/${provider}/callback`;
  }

  private redirectUri(provider: ProviderId, requested?: string): string {
    if (!requested) return this.defaultRedirectUri(provider);
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      throw new ValidationError([{ loc: ['query', 'redirect_uri'], msg: 'not a URL', type: 'value_error.url' }]);
    }
    if (url.origin !== new URL(this.d.publicUrlOf()).origin || url.hash) {
      throw new ValidationError([{ loc: ['query', 'redirect_uri'], msg: 'redirect_uri must be a callback on this site', type: 'value_error.redirect_uri' }]);
    }
    return url.toString();
  }

  async start(provider: ProviderId, input: StartInput): Promise<StartResult> {
    const client = this.client(provider);
    const redirectUri = this.redirectUri(provider, input.redirectUri);
    const state = randomToken();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = client.type === 'oidc' ? oidc.randomNonce() : undefined;
    const flowCookie = input.flowCookie && ISSUED_TOKEN_PATTERN.test(input.flowCookie) ? input.flowCookie : randomToken();
    const stateHash = sha256Hex(state);
    const now = new Date();
    const authorizationUrl = await client
      .authorizationUrl({ redirectUri, state, nonce, codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier), forceFreshAuthentication: input.linkProof, promptLogin: input.addAccount })
      .catch((cause: unknown) => {
        this.d.logger.error({ provider, err: cause }, 'identity provider unavailable');
        throw new AppError('SYSTEM-003', { message: 'The sign-in provider is unavailable; try again later', cause });
      });
    const boundTo = input.link ?? input.erasure;
    const row: FlowStateRow = {
      state_hash: stateHash,
      provider,
      purpose: input.erasure ? 'erasure' : input.link ? 'link' : 'login',
      browser_binding_hash: sha256Hex(flowCookie),
      code_verifier_encrypted: this.d.box.seal(codeVerifier, flowVerifierBinding(stateHash)),
      nonce: nonce ?? null,
      redirect_uri: redirectUri,
      return_to: isSafeReturnTo(input.returnTo) ? input.returnTo : null,
      add_account: Boolean(input.addAccount),
      link_proof: Boolean(input.linkProof),
      invite_hash: input.invite && INVITE_PATTERN.test(input.invite) ? sha256Hex(input.invite) : null,
      accepted_terms: this.d.config.termsVersion && input.acceptedTerms ? input.acceptedTerms : null,
      session_container_id: boundTo?.sessionContainerId ?? null,
      account_id: boundTo?.accountId ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + this.d.config.flowSeconds * 1000),
      consumed_at: null,
    };
    await this.d.stores.identities.saveFlowState(row);
    return { authorizationUrl: authorizationUrl.toString(), state, flowCookie };
  }

  private failure(error: FlowErrorToken): CallbackResult {
    return { ok: false, error, location: `${this.d.config.loginPagePath}?error=${error}` };
  }

  async complete(provider: ProviderId, input: CallbackInput): Promise<CallbackResult> {
    const seen: { flow?: FlowStateRow } = {};
    try {
      return await this.completeOrThrow(provider, input, seen);
    } catch (error) {
      const token = error instanceof FlowError ? error.token : 'server_error';
      if (error instanceof FlowError) this.d.logger.info({ provider, error: error.token, requestId: input.requestId }, 'provider sign-in failed');
      else this.d.logger.error({ provider, err: error, requestId: input.requestId }, 'provider callback failed');
      // The person who started an erasure round trip is signed in: back to the erasure page.
      return seen.flow?.purpose === 'erasure' ? { ok: false, error: token, location: erasureFailureLocation(token) } : this.failure(token);
    }
  }

  private async completeOrThrow(provider: ProviderId, input: CallbackInput, seen: { flow?: FlowStateRow }): Promise<CallbackResult> {
    const client = this.d.clients.get(provider);
    const { state, code, error } = input.query;
    if (!state || state.length > 512) throw new FlowError('invalid_state');
    const flow = await this.d.stores.identities.consumeFlowState(sha256Hex(state), new Date());
    if (!flow || flow.provider !== provider || !client) throw new FlowError('invalid_state');
    if (!input.flowCookie || sha256Hex(input.flowCookie) !== flow.browser_binding_hash) throw new FlowError('invalid_state', 'browser binding mismatch');
    seen.flow = flow;
    if (error) throw new FlowError(error === 'access_denied' ? 'access_denied' : 'provider_error', error);
    if (!code) throw new FlowError('provider_error', 'no code');
    const callbackUrl = new URL(flow.redirect_uri);
    callbackUrl.search = input.rawQuery;
    let identity: ExternalIdentity;
    try {
      identity = await client.complete({
        callbackUrl,
        state,
        codeVerifier: this.d.box.open(flow.code_verifier_encrypted, flowVerifierBinding(flow.state_hash)),
        nonce: flow.nonce ?? undefined,
      });
    } catch (cause) {
      throw new FlowError('provider_error', cause instanceof Error ? cause.message : String(cause));
    }
    if (flow.link_proof && !identity.authTime) throw new FlowError('provider_error', 'ID token without auth_time');
    const authTime = flow.link_proof ? identity.authTime! : new Date();
    const returnTo = safeReturnTo(flow.return_to, this.d.config.defaultReturnTo);
    if (flow.purpose === 'link') return this.completeLink(flow, provider, identity, input, returnTo);
    if (flow.purpose === 'erasure') return completeErasureProof({ sessions: this.d.sessions, stores: this.d.stores, handler: this.erasureProof }, flow, provider, identity, input);
    const accountId = await this.accountFor(provider, identity, flow);
    const session = await this.d.sessions.signIn({ accountId, authMethod: provider, authTime, currentCookie: input.sessionCookie, addToExisting: flow.add_account });
    await this.d.stores.accounts.recordSignIn(accountId, new Date());
    await this.d.audit.record({
      action: 'auth.login',
      principal: { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID },
      targetType: 'account',
      targetId: accountId,
      details: { method: provider, client_ip: input.clientIp, link_proof: flow.link_proof },
      requestId: input.requestId,
    });
    return { ok: true, location: returnTo, session, accountId };
  }

  /** The account linked to the identity, or a new one (subject to invite and terms rules). */
  private async accountFor(provider: ProviderId, identity: ExternalIdentity, flow: FlowStateRow): Promise<string> {
    const linked = await this.d.stores.identities.findIdentity(provider, identity.subject);
    if (linked) {
      await this.d.stores.identities.touchIdentity(linked.id, new Date());
      return linked.account_id;
    }
    if (this.d.config.inviteRequired && !(flow.invite_hash && (await this.d.stores.identities.inviteUsable(flow.invite_hash, new Date())))) {
      throw new FlowError('invite_required');
    }
    if (this.d.config.termsVersion && flow.accepted_terms !== this.d.config.termsVersion) throw new FlowError('terms_required');
    try {
      return await this.d.stores.transaction(async (tx) => {
        const now = new Date();
        // Keep the provider's address only when it is verified and free: nothing is ever linked by email.
        const emailFree = identity.email && identity.emailVerified && !(await tx.accounts.findByEmail(identity.email.toLowerCase()));
        const account = await this.d.accounts.create(
          { email: emailFree ? identity.email : null, emailVerified: Boolean(emailFree), name: identity.name ?? '' },
          tx,
        );
        await tx.identities.linkIdentity({ accountId: account.id, provider, subject: identity.subject, email: identity.email, now });
        if (flow.invite_hash && !(await tx.identities.useInvite(flow.invite_hash, account.id, now)) && this.d.config.inviteRequired) {
          throw new FlowError('invite_required');
        }
        if (this.d.config.termsVersion) await tx.identities.recordTermsAcceptance(account.id, this.d.config.termsVersion, now);
        await this.d.audit.record({ action: 'account.created', principal: { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID }, targetType: 'account', targetId: account.id, details: { via: provider } }, tx);
        return account.id;
      });
    } catch (error) {
      // A concurrent callback for the same new identity created the account first.
      const raced = await this.d.stores.identities.findIdentity(provider, identity.subject);
      if (raced) return raced.account_id;
      throw error;
    }
  }

  /** A3 rule 1: bind only when the callback arrives with the session that started the link. */
  private async completeLink(flow: FlowStateRow, provider: ProviderId, identity: ExternalIdentity, input: CallbackInput, returnTo: string): Promise<CallbackResult> {
    const session = await this.d.sessions.live(input.sessionCookie);
    const accountId = flow.account_id;
    if (!session || !accountId || session.container.id !== flow.session_container_id || !session.members.some((m) => m.account_id === accountId)) {
      throw new FlowError('invalid_state', 'link callback without the session that started it');
    }
    const linked = await this.d.stores.identities.findIdentity(provider, identity.subject);
    if (linked && linked.account_id !== accountId) throw new FlowError('link_conflict');
    if (!linked) {
      if ((await this.d.stores.identities.identitiesOf(accountId)).some((i) => i.provider === provider)) throw new FlowError('link_conflict');
      await this.d.stores.identities.linkIdentity({ accountId, provider, subject: identity.subject, email: identity.email, now: new Date() });
      await this.d.audit.record({ action: 'account.provider_linked', principal: { kind: 'session', sessionId: session.container.id, accountId, contextId: LOCAL_CONTEXT_ID }, targetType: 'account', targetId: accountId, details: { provider }, requestId: input.requestId });
    }
    return { ok: true, location: returnTo, accountId };
  }
}
