/**
 * Confirming an erasure request with `confirm_with` `provider` (an account with neither a
 * password nor a passkey, on a server that cannot send mail): the owner shows the token from the
 * create answer, signs in again at a linked provider (OpenID Connect: prompt=login, max_age=0),
 * and the provider's callback, having checked the session, the identity and its auth_time
 * (auth/providers/provider-reauthentication.ts), confirms the request here.
 */
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../core/contexts.js';
import { sameDigest } from '../auth/crypto/tokens.js';
import { sha256Hex } from '../core/sha256.js';
import type { ReauthenticationProof } from '../auth/providers/provider-reauthentication.js';
import { ERASURE_PAGE } from '../auth/providers/provider-reauthentication.js';
import { linkedProvider } from './erasure-confirmation.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import type { ErasureRow } from './ports.js';

export interface StartedProviderConfirmation {
  authorization_url: string;
  state: string;
  flowCookie: string;
}

/** The pending request's token is valid now. */
export function tokenValid(row: ErasureRow, token: string, now: Date): boolean {
  return row.state === 'pending' && Boolean(row.token_hash) && Boolean(row.token_expires_at) &&
    new Date(row.token_expires_at!) > now && sameDigest(row.token_hash!, sha256Hex(token));
}

export class ErasureProviderConfirmation {
  constructor(
    private readonly d: AccountDeps,
    /** Moves a pending request to cooling_off (ErasureService: paid-workspace check, audit). */
    private readonly coolOff: (row: ErasureRow, principal: SessionPrincipal, requestId: string | undefined, method: 'provider') => Promise<unknown>,
  ) {}

  /** Checks the token and starts the round trip to a provider linked to the account, bound to this session. */
  async start(principal: SessionPrincipal, token: string, flowCookie: string | undefined): Promise<StartedProviderConfirmation> {
    const row = await this.d.stores.erasures.active(principal.accountId);
    if (!row || row.state !== 'pending') throw new AppError('ERASURE-003');
    if (row.confirm_with !== 'provider') throw new AppError('ERASURE-009');
    if (!tokenValid(row, token, this.d.now())) throw new AppError('ERASURE-001');
    const provider = await linkedProvider(this.d, principal.accountId);
    if (!provider) throw new AppError('ERASURE-009');
    const started = await this.d.auth.providers
      .start(provider.id, {
        returnTo: ERASURE_PAGE,
        flowCookie,
        // OpenID Connect: prompt=login and max_age=0, and the callback checks auth_time.
        linkProof: provider.type === 'oidc',
        erasure: { sessionContainerId: principal.sessionId, accountId: principal.accountId },
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'AUTH-041') throw new AppError('ERASURE-009');
        throw error;
      });
    return { authorization_url: started.authorizationUrl, state: started.state, flowCookie: started.flowCookie };
  }

  /** The provider's callback, with a checked fresh sign-in of the owner: confirms the request. */
  async confirm(proof: ReauthenticationProof): Promise<void> {
    const row = await this.d.stores.erasures.active(proof.accountId);
    const now = this.d.now();
    if (!row || row.state !== 'pending') throw new AppError('ERASURE-003');
    if (row.confirm_with !== 'provider' || !row.token_expires_at || new Date(row.token_expires_at) <= now) throw new AppError('ERASURE-001');
    const principal: SessionPrincipal = { kind: 'session', sessionId: proof.sessionId, accountId: proof.accountId, contextId: LOCAL_CONTEXT_ID };
    await this.coolOff(row, principal, proof.requestId, 'provider');
  }
}
