/**
 * Sign-in providers of the signed-in account (A3 rules 1, 2 and 5). Linking and refreshing
 * start a link-mode round trip through the sign-in area: the callback binds (or, for a
 * refresh, re-confirms) the identity only when it comes back with the session cookie that
 * started it.
 */
import { AppError, ValidationError } from '../errors/app-error.js';
import type { ProviderId } from '../auth/providers/provider-clients.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import type { AccountRateLimit } from './rate-limit.js';
import { accountNotice } from './notices.js';

export interface StartedRoundTrip {
  authorization_url: string;
  state: string;
  flowCookie: string;
}

/** Shows the last four characters of a subject only. */
function subjectHint(subject: string): string {
  return `****${subject.slice(-4)}`;
}

export class ProviderLinkService {
  constructor(
    private readonly d: AccountDeps,
    private readonly limits: AccountRateLimit,
  ) {}

  async list(accountId: string) {
    const identities = await this.d.auth.identities.identitiesOf(accountId);
    return {
      providers: identities.map((i) => ({
        provider: i.provider,
        subject_hint: subjectHint(i.subject),
        email: i.email,
        linked_at: new Date(i.created_at).toISOString(),
        last_used_at: i.last_sign_in_at ? new Date(i.last_sign_in_at).toISOString() : null,
      })),
    };
  }

  async startLink(principal: SessionPrincipal, provider: string, input: { returnTo?: string; flowCookie?: string }): Promise<StartedRoundTrip> {
    if (!this.d.auth.providers.enabled().some((p) => p.id === provider)) throw new ValidationError([{ loc: ['body', 'provider'], msg: 'this sign-in provider is not enabled', type: 'value_error.provider_not_enabled' }]);
    const linked = await this.d.auth.identities.identitiesOf(principal.accountId);
    if (linked.some((i) => i.provider === provider)) throw new AppError('ACCOUNT-021');
    return this.start(principal, provider as ProviderId, input);
  }

  private async start(principal: SessionPrincipal, provider: ProviderId, input: { returnTo?: string; flowCookie?: string }): Promise<StartedRoundTrip> {
    const started = await this.d.auth.providers
      .start(provider, {
        returnTo: input.returnTo,
        flowCookie: input.flowCookie,
        link: { sessionContainerId: principal.sessionId, accountId: principal.accountId },
      })
      .catch((error: unknown) => {
        // The account already uses this provider: its configuration missing here is a server
        // fault (A3 rule 5: 500), not the "no such provider" a sign-in page would show.
        if (error instanceof AppError && error.code === 'AUTH-041') throw new AppError('AUTH-040');
        throw error;
      });
    return { authorization_url: started.authorizationUrl, state: started.state, flowCookie: started.flowCookie };
  }

  async unlink(principal: SessionPrincipal, provider: string, requestId?: string): Promise<void> {
    const account = await this.d.auth.accounts.get(principal.accountId);
    const identities = await this.d.auth.identities.identitiesOf(account.id);
    const target = identities.find((i) => i.provider === provider);
    if (!target) throw new AppError('ACCOUNT-022');
    // The last way in stays: a password, another provider or a passkey that signs in.
    if (!account.password_hash && identities.length < 2 && !(await this.d.auth.passkeys.canSignIn(account.id))) throw new AppError('ACCOUNT-023');
    await this.d.stores.transaction(async (tx) => {
      await tx.auth.identities.deleteIdentity(target.id);
      await this.d.audit.record({ action: 'account.provider_unlinked', principal, targetType: 'account', targetId: account.id, details: { provider }, requestId }, tx);
    });
    this.d.notices.send([account.email], accountNotice('PROVIDER_UNLINKED', `Provider: ${provider}`));
  }

  /**
   * Rule 5: 400 for password users and accounts without a linked provider; more than one
   * request per minute answers 429; a provider missing from the server's configuration 500.
   */
  async refresh(principal: SessionPrincipal, input: { provider?: string; returnTo?: string; flowCookie?: string }): Promise<StartedRoundTrip> {
    const account = await this.d.auth.accounts.get(principal.accountId);
    const identities = await this.d.auth.identities.identitiesOf(account.id);
    if (account.password_hash || identities.length === 0) throw new AppError('ACCOUNT-030');
    await this.limits.hit(`refresh-oauth:${account.id}`, 1, 60);
    // The account's auth_provider: the identity used most recently, unless one is named.
    const byUse = [...identities].sort((a, b) => new Date(b.last_sign_in_at ?? 0).getTime() - new Date(a.last_sign_in_at ?? 0).getTime());
    const chosen = input.provider ? identities.find((i) => i.provider === input.provider) : byUse[0];
    if (!chosen) throw new AppError('ACCOUNT-030', { message: 'That provider is not linked to your account' });
    if (chosen.provider !== 'idp_a' && chosen.provider !== 'idp_b') throw new AppError('AUTH-040');
    return this.start(principal, chosen.provider, input);
  }
}
