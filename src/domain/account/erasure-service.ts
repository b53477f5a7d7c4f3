/**
 * Account erasure (spec section 3, A3 rules 8 and 9).
 *
 * pending --confirm--> cooling_off --(period ends, sweep)--> in_progress --> complete | failed
 * pending | cooling_off --cancel--> cancelled
 *
 * - The confirmation token is 32 random bytes; only its sha256 is stored, it expires after
 *   ERASURE_CONFIRM_TOKEN_SECONDS and is cleared once used. Password users get it in the
 *   answer (and re-enter their password to confirm); provider-only users get it by email.
 *   When that email cannot be sent, the pending row is removed again and the answer is 503.
 * - After the cooling-off period a sweep (module lifecycle, every ERASURE_SWEEP_INTERVAL_SECONDS)
 *   claims the request (in_progress), deletes the memories of the account's private context,
 *   ends its browser sessions, takes it out of its identity link set and deletes the account
 *   (the rest cascades: contexts, keys, identities, credentials). Any error marks it failed.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { SchemaErasureRequestStateResponse, SchemaErasureState } from '../../../generated/api-types.js';
import { AppError } from '../errors/app-error.js';
import { LOCAL_CONTEXT_ID } from '../core/contexts.js';
import { randomToken, sameDigest } from '../auth/crypto/tokens.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import { accountNotice, erasureConfirmMail } from './notices.js';
import { sha256Hex } from '../core/sha256.js';

export const ACTIVE_STATES = ['pending', 'cooling_off', 'in_progress'] as const;

interface ErasureRow {
  id: string;
  account_id: string;
  /** Only ever written from the states above. */
  state: SchemaErasureState;
  token_hash: string | null;
  token_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  cooling_off_ends_at: Date | null;
}

/** An erasure request as the API shows it (the contract's ErasureRequestStateResponse). */
export type ErasureStateView = SchemaErasureRequestStateResponse;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function view(row: ErasureRow): ErasureStateView {
  return { id: row.id, state: row.state, created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)!, cooling_off_ends_at: iso(row.cooling_off_ends_at) };
}

export class ErasureService {
  constructor(private readonly d: AccountDeps) {}

  private get knex(): Knex {
    return this.d.knex;
  }

  private async active(accountId: string, db: Knex | Knex.Transaction = this.knex): Promise<ErasureRow | undefined> {
    return db('erasure_requests').where({ account_id: accountId }).whereIn('state', [...ACTIVE_STATES]).first();
  }

  private async assertNoPaidWorkspace(accountId: string): Promise<void> {
    const paid = await this.knex('workspaces').where({ owner_account_id: accountId, subscription_status: 'active' }).first('id');
    if (paid) throw new AppError('BILLING-005');
  }

  async create(principal: SessionPrincipal, requestId?: string) {
    const account = await this.d.auth.accounts.get(principal.accountId);
    if (account.is_initial_admin) throw new AppError('ERASURE-005');
    if (await this.active(account.id)) throw new AppError('ERASURE-006');
    await this.assertNoPaidWorkspace(account.id);
    const token = randomToken();
    const now = this.d.now();
    const row = {
      id: randomUUID(),
      account_id: account.id,
      state: 'pending',
      token_hash: sha256Hex(token),
      token_expires_at: new Date(now.getTime() + this.d.config.erasureConfirmTokenSeconds * 1000),
      created_at: now,
      updated_at: now,
      cooling_off_ends_at: null,
    };
    try {
      await this.knex.transaction(async (trx) => {
        await trx('erasure_requests').insert(row);
        await this.d.audit.record({ action: 'account.erasure_requested', principal, targetType: 'account', targetId: account.id, details: { request_id: row.id }, requestId }, trx);
      });
    } catch (error) {
      // The partial unique index settles a race between two requests.
      if (await this.active(account.id)) throw new AppError('ERASURE-006');
      throw error;
    }
    const passwordUser = Boolean(account.password_hash);
    if (!passwordUser) {
      try {
        if (!account.email) throw new Error('the account has no email address');
        await this.d.auth.mail.send({ kind: 'erasure_confirmation', to: account.email, ...erasureConfirmMail(token, Math.round(this.d.config.erasureConfirmTokenSeconds / 60), this.d.publicUrl) });
      } catch (cause) {
        // Nothing is kept when the token cannot reach its owner.
        await this.knex('erasure_requests').where({ id: row.id }).delete();
        throw new AppError('SYSTEM-003', { message: 'The confirmation email could not be sent; try again later', cause });
      }
    }
    this.d.notices.send([account.email], accountNotice('ERASURE_REQUESTED'));
    return { ...view(row as ErasureRow), confirm_token: passwordUser ? token : null };
  }

  async get(accountId: string): Promise<ErasureStateView | null> {
    const row = await this.active(accountId);
    return row ? view(row) : null;
  }

  /** x-decision: cancellable while pending or cooling_off; in_progress answers 409. */
  async cancel(principal: SessionPrincipal, requestId?: string): Promise<ErasureStateView> {
    const row = await this.active(principal.accountId);
    if (!row) throw new AppError('ERASURE-003');
    if (row.state === 'in_progress') throw new AppError('ERASURE-004');
    const now = this.d.now();
    const updated = await this.knex.transaction(async (trx) => {
      const n = await trx('erasure_requests').where({ id: row.id }).whereIn('state', ['pending', 'cooling_off']).update({ state: 'cancelled', token_hash: null, updated_at: now });
      if (!n) throw new AppError('ERASURE-004');
      await this.d.audit.record({ action: 'account.erasure_cancelled', principal, targetType: 'account', targetId: principal.accountId, details: { request_id: row.id }, requestId }, trx);
      return trx('erasure_requests').where({ id: row.id }).first();
    });
    return view(updated);
  }

  async confirm(principal: SessionPrincipal, token: string, password: string | undefined, requestId?: string): Promise<ErasureStateView> {
    const account = await this.d.auth.accounts.get(principal.accountId);
    const row = await this.active(account.id);
    const now = this.d.now();
    const tokenOk = row && row.state === 'pending' && row.token_hash && row.token_expires_at &&
      new Date(row.token_expires_at) > now && sameDigest(row.token_hash, sha256Hex(token));
    if (!row || !tokenOk) throw new AppError('ERASURE-001');
    if (account.password_hash && !(await this.d.auth.currentPassword.verify(account, password))) {
      throw new AppError('ERASURE-002');
    }
    await this.assertNoPaidWorkspace(account.id);
    const endsAt = new Date(now.getTime() + this.d.config.erasureCoolingOffSeconds * 1000);
    const updated = await this.knex.transaction(async (trx) => {
      const n = await trx('erasure_requests').where({ id: row.id, state: 'pending' }).update({ state: 'cooling_off', token_hash: null, confirmed_at: now, cooling_off_ends_at: endsAt, updated_at: now });
      if (!n) throw new AppError('ERASURE-001');
      await this.d.audit.record({ action: 'account.erasure_confirmed', principal, targetType: 'account', targetId: account.id, details: { request_id: row.id, cooling_off_ends_at: endsAt.toISOString() }, requestId }, trx);
      return trx('erasure_requests').where({ id: row.id }).first();
    });
    return view(updated);
  }

  /** Erases every account whose cooling-off period ended by `now`. Returns the number handled. */
  async sweep(now = this.d.now()): Promise<number> {
    const due: ErasureRow[] = await this.knex('erasure_requests').where({ state: 'cooling_off' }).andWhere('cooling_off_ends_at', '<=', now);
    let handled = 0;
    for (const row of due) {
      const claimed = await this.knex('erasure_requests').where({ id: row.id, state: 'cooling_off' }).update({ state: 'in_progress', updated_at: now });
      if (!claimed) continue; // another sweeper took it
      handled++;
      try {
        const email = await this.erase(row.account_id, row.id);
        // The account's API keys and contexts are gone: no node may keep them in a cache.
        this.d.invalidation.publish('api-keys');
        this.d.contexts.forgetRoles();
        await this.knex('erasure_requests').where({ id: row.id }).update({ state: 'complete', updated_at: this.d.now() });
        this.d.notices.send([email], accountNotice('ERASURE_COMPLETE'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.d.logger.error({ err: error, erasureRequest: row.id }, 'account erasure failed');
        await this.knex('erasure_requests').where({ id: row.id }).update({ state: 'failed', failure: message.slice(0, 500), updated_at: this.d.now() });
      }
    }
    return handled;
  }

  private async erase(accountId: string, requestRowId: string): Promise<string | null> {
    return this.knex.transaction(async (trx) => {
      const account = await trx('accounts').where({ id: accountId }).first('id', 'email');
      if (!account) return null;
      const contexts = await trx('contexts').where({ kind: 'private', owner_account_id: accountId }).pluck('id');
      if (contexts.length) await trx('memories').whereIn('context_id', contexts).delete();
      await this.d.auth.sessions.revokeAccountSessions(accountId, {}, trx);
      const set = await trx('identity_link_members').where({ account_id: accountId }).first('set_id');
      await trx('identity_link_members').where({ account_id: accountId }).delete();
      if (set) {
        const rest = await trx('identity_link_members').where({ set_id: set.set_id }).count<{ n: string | number }[]>({ n: '*' });
        if (Number(rest[0]!.n) < 2) await trx('identity_link_sets').where({ id: set.set_id }).delete();
      }
      await trx('accounts').where({ id: accountId }).delete();
      await this.d.audit.record({ action: 'account.erased', principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, targetType: 'account', targetId: accountId, details: { request_id: requestRowId } }, trx);
      return (account.email as string | null) ?? null;
    });
  }
}
