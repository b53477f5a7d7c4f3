/**
 * Account erasure (spec section 3, A3 rules 8 and 9).
 *
 * pending --confirm--> cooling_off --(period ends, sweep)--> in_progress --> complete | failed
 * pending | cooling_off --cancel--> cancelled
 *
 * - The confirmation token is 32 random bytes; only its sha256 is stored, it expires after
 *   ERASURE_CONFIRM_TOKEN_SECONDS and is cleared once used. How the owner confirms is chosen
 *   at creation (erasure-confirmation.ts): password users get the token in the answer and
 *   re-enter their password; users without one get it by email, or, when the server cannot
 *   send mail and they have a passkey, in the answer, and confirm with a fresh passkey assertion.
 *   When the email cannot be sent, the pending row is removed again and the answer is 503.
 * - After the cooling-off period a sweep (module lifecycle, every ERASURE_SWEEP_INTERVAL_SECONDS)
 *   claims the request (in_progress), deletes the memories of the account's private context,
 *   ends its browser sessions, takes it out of its identity link set and deletes the account
 *   (the rest cascades: contexts, keys, identities, credentials). Any error marks it failed.
 */
import { randomUUID } from 'node:crypto';
import type { SchemaErasureRequestStateResponse } from '../../../generated/api-types.js';
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../core/contexts.js';
import { randomToken } from '../auth/crypto/tokens.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import { accountNotice, erasureConfirmMail } from './notices.js';
import { chooseConfirmMethod, linkedProvider, presenceOptions, requireOwnerProof, type ErasureProof } from './erasure-confirmation.js';
import { ErasureProviderConfirmation, tokenValid } from './erasure-provider-confirmation.js';
import { sha256Hex } from '../core/sha256.js';
import type { ErasureRow, ErasureStore, NewErasure } from './ports.js';

/** An erasure request as the API shows it (the contract's ErasureRequestStateResponse). */
export type ErasureStateView = SchemaErasureRequestStateResponse;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function view(row: ErasureRow): ErasureStateView {
  const shown = { id: row.id, state: row.state, created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)!, cooling_off_ends_at: iso(row.cooling_off_ends_at) };
  return row.confirm_with ? { ...shown, confirm_with: row.confirm_with } : shown;
}

export class ErasureService {
  /** Requests confirmed with a fresh provider sign-in (`confirm_with` provider). */
  readonly byProvider: ErasureProviderConfirmation;

  constructor(private readonly d: AccountDeps) {
    this.byProvider = new ErasureProviderConfirmation(d, (row, principal, requestId, method) => this.coolOff(row, principal, requestId, method));
  }

  private get erasures(): ErasureStore {
    return this.d.stores.erasures;
  }

  private async active(accountId: string): Promise<ErasureRow | undefined> {
    return this.erasures.active(accountId);
  }

  /** The view, naming the provider a `provider` request is confirmed at (the page's "Confirm with <name>"). */
  private async shown<T extends ErasureStateView>(row: ErasureRow, shownView: T): Promise<T> {
    if (row.confirm_with !== 'provider') return shownView;
    const provider = await linkedProvider(this.d, row.account_id);
    return { ...shownView, confirm_provider: provider ? { id: provider.id, name: provider.name } : null };
  }

  private async assertNoPaidWorkspace(accountId: string): Promise<void> {
    if (await this.erasures.ownsPaidWorkspace(accountId)) throw new AppError('BILLING-005');
  }

  async create(principal: SessionPrincipal, requestId?: string) {
    const account = await this.d.auth.accounts.get(principal.accountId);
    if (account.is_initial_admin) throw new AppError('ERASURE-005');
    if (await this.active(account.id)) throw new AppError('ERASURE-006');
    await this.assertNoPaidWorkspace(account.id);
    const confirmWith = await chooseConfirmMethod(this.d, account);
    const token = randomToken();
    const now = this.d.now();
    const row: NewErasure = {
      id: randomUUID(),
      account_id: account.id,
      state: 'pending',
      token_hash: sha256Hex(token),
      token_expires_at: new Date(now.getTime() + this.d.config.erasureConfirmTokenSeconds * 1000),
      created_at: now,
      updated_at: now,
      cooling_off_ends_at: null,
      confirm_with: confirmWith,
    };
    try {
      await this.d.stores.transaction(async (tx) => {
        await tx.erasures.insert(row);
        await this.d.audit.record({ action: 'account.erasure_requested', principal, targetType: 'account', targetId: account.id, details: { request_id: row.id }, requestId }, tx);
      });
    } catch (error) {
      // The partial unique index settles a race between two requests.
      if (await this.active(account.id)) throw new AppError('ERASURE-006');
      throw error;
    }
    if (confirmWith === 'email') {
      try {
        if (!account.email) throw new Error('the account has no email address');
        await this.d.auth.mail.send({ kind: 'erasure_confirmation', to: account.email, ...erasureConfirmMail(token, Math.round(this.d.config.erasureConfirmTokenSeconds / 60), this.d.publicUrl) });
      } catch (cause) {
        // Nothing is kept when the token cannot reach its owner.
        await this.erasures.delete(row.id);
        throw new AppError('SYSTEM-003', { message: 'The confirmation email could not be sent; try again later', cause });
      }
    }
    this.d.notices.send([account.email], accountNotice('ERASURE_REQUESTED'));
    return this.shown(row, { ...view(row), confirm_token: confirmWith === 'email' ? null : token, confirm_with: confirmWith });
  }

  async get(accountId: string): Promise<ErasureStateView | null> {
    const row = await this.active(accountId);
    return row ? this.shown(row, view(row)) : null;
  }

  /** x-decision: cancellable while pending or cooling_off; in_progress answers 409. */
  async cancel(principal: SessionPrincipal, requestId?: string): Promise<ErasureStateView> {
    const row = await this.active(principal.accountId);
    if (!row) throw new AppError('ERASURE-003');
    if (row.state === 'in_progress') throw new AppError('ERASURE-004');
    const now = this.d.now();
    const updated = await this.d.stores.transaction(async (tx) => {
      const cancelled = await tx.erasures.cancel(row.id, now);
      if (!cancelled) throw new AppError('ERASURE-004');
      await this.d.audit.record({ action: 'account.erasure_cancelled', principal, targetType: 'account', targetId: principal.accountId, details: { request_id: row.id }, requestId }, tx);
      return cancelled;
    });
    return view(updated);
  }

  /** Options for the fresh passkey assertion that confirms a request made with `confirm_with` passkey. */
  async passkeyOptions(principal: SessionPrincipal) {
    return presenceOptions(this.d, await this.active(principal.accountId), principal.accountId);
  }

  async confirm(principal: SessionPrincipal, token: string, proof: ErasureProof): Promise<ErasureStateView> {
    const requestId = proof.requestId;
    const account = await this.d.auth.accounts.get(principal.accountId);
    const row = await this.active(account.id);
    if (!row || !tokenValid(row, token, this.d.now())) throw new AppError('ERASURE-001');
    await requireOwnerProof(this.d, row, account, proof);
    return this.coolOff(row, principal, requestId);
  }

  /** pending -> cooling_off, once the owner's proof was checked (here, or by a provider's callback). */
  private async coolOff(row: ErasureRow, principal: SessionPrincipal, requestId: string | undefined, method?: 'provider'): Promise<ErasureStateView> {
    await this.assertNoPaidWorkspace(row.account_id);
    const now = this.d.now();
    const endsAt = new Date(now.getTime() + this.d.config.erasureCoolingOffSeconds * 1000);
    const updated = await this.d.stores.transaction(async (tx) => {
      const confirmed = await tx.erasures.confirm(row.id, now, endsAt);
      if (!confirmed) throw new AppError('ERASURE-001');
      const details = { request_id: row.id, cooling_off_ends_at: endsAt.toISOString(), ...(method ? { confirmed_with: method } : {}) };
      await this.d.audit.record({ action: 'account.erasure_confirmed', principal, targetType: 'account', targetId: row.account_id, details, requestId }, tx);
      return confirmed;
    });
    return view(updated);
  }

  /** Erases every account whose cooling-off period ended by `now`. Returns the number handled. */
  async sweep(now = this.d.now()): Promise<number> {
    const due = await this.erasures.due(now);
    let handled = 0;
    for (const row of due) {
      if (!(await this.erasures.claim(row.id, now))) continue; // another sweeper took it
      handled++;
      try {
        const email = await this.erase(row.account_id, row.id);
        // The account's API keys and contexts are gone: no node may keep them in a cache.
        this.d.invalidation.publish('api-keys');
        this.d.contexts.forgetRoles();
        await this.erasures.complete(row.id, this.d.now());
        this.d.notices.send([email], accountNotice('ERASURE_COMPLETE'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.d.logger.error({ err: error, erasureRequest: row.id }, 'account erasure failed');
        await this.erasures.fail(row.id, message.slice(0, 500), this.d.now());
      }
    }
    return handled;
  }

  private async erase(accountId: string, requestRowId: string): Promise<string | null> {
    return this.d.stores.transaction(async (tx) => {
      const account = await tx.auth.accounts.findById(accountId);
      if (!account) return null;
      await tx.erasures.deletePrivateMemories(accountId);
      await this.d.auth.sessions.revokeAccountSessions(accountId, {}, tx.auth);
      const set = await tx.identityLinks.setOf(accountId);
      if (set) {
        await tx.identityLinks.removeMember(set, accountId);
        if ((await tx.identityLinks.countMembers(set)) < 2) await tx.identityLinks.dissolve(set);
      }
      await tx.auth.accounts.delete(accountId);
      await this.d.audit.record({ action: 'account.erased', principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, targetType: 'account', targetId: accountId, details: { request_id: requestRowId } }, tx);
      return account.email ?? null;
    });
  }
}
