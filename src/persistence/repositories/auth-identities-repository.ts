/**
 * External identities, provider sign-in flow states, invites and terms acceptances
 * (migration 0022). Built on a knex or on a transaction (then every method runs inside it).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ExternalIdentityRow, FlowStateRow, IdentityStore } from '../../domain/auth/ports/index.js';

export class AuthIdentitiesRepository implements IdentityStore {
  constructor(private readonly knex: Knex) {}

  async findIdentity(provider: string, subject: string): Promise<ExternalIdentityRow | undefined> {
    return this.knex('external_identities').where({ provider, subject }).first();
  }

  async identitiesOf(accountId: string): Promise<ExternalIdentityRow[]> {
    return this.knex('external_identities').where({ account_id: accountId }).orderBy('created_at');
  }

  async linkIdentity(input: { accountId: string; provider: string; subject: string; email: string | null; now: Date }): Promise<void> {
    await this.knex('external_identities').insert({
      id: randomUUID(),
      account_id: input.accountId,
      provider: input.provider,
      subject: input.subject,
      email: input.email,
      created_at: input.now,
      last_sign_in_at: input.now,
    });
  }

  async touchIdentity(id: string, now: Date): Promise<void> {
    await this.knex('external_identities').where({ id }).update({ last_sign_in_at: now });
  }

  async deleteIdentity(id: string): Promise<void> {
    await this.knex('external_identities').where({ id }).delete();
  }

  async saveFlowState(row: FlowStateRow): Promise<void> {
    await this.knex('auth_flow_states').insert(row);
  }

  /** Consumes the state once: unknown, expired or already consumed states give undefined. */
  async consumeFlowState(stateHash: string, now: Date): Promise<FlowStateRow | undefined> {
    const rows = await this.knex('auth_flow_states')
      .where({ state_hash: stateHash })
      .whereNull('consumed_at')
      .andWhere('expires_at', '>', now)
      .update({ consumed_at: now })
      .returning('*');
    return rows[0] as FlowStateRow | undefined;
  }

  async purgeFlowStates(before: Date): Promise<void> {
    await this.knex('auth_flow_states').where('expires_at', '<', before).delete();
  }

  /** Uses an invite for a new account; false when unknown, used, revoked or expired. (Administrators create them: signup-invites-repository.ts.) */
  async useInvite(tokenHash: string, accountId: string, now: Date): Promise<boolean> {
    const n = await this.knex('signup_invites')
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .whereNull('revoked_at')
      .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
      .update({ used_at: now, used_by_account_id: accountId });
    return n > 0;
  }

  async inviteUsable(tokenHash: string, now: Date): Promise<boolean> {
    return (await this.usableInvite(tokenHash, now)) !== undefined;
  }

  async usableInvite(tokenHash: string, now: Date): Promise<{ email: string | null; expiresAt: Date } | undefined> {
    const row: { email: string | null; expires_at: Date } | undefined = await this.knex('signup_invites')
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .whereNull('revoked_at')
      .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
      .first('email', 'expires_at');
    return row ? { email: row.email, expiresAt: new Date(row.expires_at) } : undefined;
  }

  async recordTermsAcceptance(accountId: string, version: string, now: Date): Promise<void> {
    await this.knex('terms_acceptances').insert({ account_id: accountId, version, accepted_at: now }).onConflict(['account_id', 'version']).ignore();
  }

  async termsAcceptedAt(accountId: string, version: string): Promise<Date | undefined> {
    const row = await this.knex('terms_acceptances').where({ account_id: accountId, version }).first('accepted_at');
    return row ? new Date(row.accepted_at) : undefined;
  }

  async latestAcceptedTerms(accountId: string): Promise<string | null> {
    const row = await this.knex('terms_acceptances').where({ account_id: accountId }).orderBy('accepted_at', 'desc').first('version');
    return row?.version ?? null;
  }
}
