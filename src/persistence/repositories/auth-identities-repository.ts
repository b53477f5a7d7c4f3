/**
 * External identities, provider sign-in flow states, invites and terms acceptances
 * (migration 0022).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export interface ExternalIdentityRow {
  id: string;
  account_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

export interface FlowStateRow {
  state_hash: string;
  provider: string;
  purpose: 'login' | 'link';
  browser_binding_hash: string;
  code_verifier_encrypted: string;
  nonce: string | null;
  redirect_uri: string;
  return_to: string | null;
  add_account: boolean;
  link_proof: boolean;
  invite_hash: string | null;
  accepted_terms: string | null;
  session_container_id: string | null;
  account_id: string | null;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export class AuthIdentitiesRepository {
  constructor(private readonly knex: Knex) {}

  async findIdentity(provider: string, subject: string): Promise<ExternalIdentityRow | undefined> {
    return this.knex('external_identities').where({ provider, subject }).first();
  }

  async identitiesOf(accountId: string): Promise<ExternalIdentityRow[]> {
    return this.knex('external_identities').where({ account_id: accountId }).orderBy('created_at');
  }

  async linkIdentity(input: { accountId: string; provider: string; subject: string; email: string | null; now: Date }, trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.knex)('external_identities').insert({
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
  async useInvite(tokenHash: string, accountId: string, now: Date, trx: Knex.Transaction): Promise<boolean> {
    const n = await trx('signup_invites')
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .whereNull('revoked_at')
      .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
      .update({ used_at: now, used_by_account_id: accountId });
    return n > 0;
  }

  async inviteUsable(tokenHash: string, now: Date): Promise<boolean> {
    const row = await this.knex('signup_invites')
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .whereNull('revoked_at')
      .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
      .first('token_hash');
    return Boolean(row);
  }

  async recordTermsAcceptance(accountId: string, version: string, now: Date, trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.knex)('terms_acceptances').insert({ account_id: accountId, version, accepted_at: now }).onConflict(['account_id', 'version']).ignore();
  }
}
