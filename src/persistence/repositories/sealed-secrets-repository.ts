/**
 * The columns that hold SecretBox values, walked by key rotation (contract in
 * domain/auth/ports/sealed-secrets.ts). Each replacement is a compare-and-set on the old value,
 * so a secret re-enrolled or regenerated meanwhile is never overwritten with the stale one.
 */
import type { Knex } from 'knex';
import type { SealedSecretKind, SealedSecretRow, SealedSecretStore } from '../../domain/auth/ports/sealed-secrets.js';

const COLUMNS: Record<SealedSecretKind, { table: string; id: string; sealed: string }> = {
  totp_secrets: { table: 'totp_credentials', id: 'account_id', sealed: 'secret_encrypted' },
  oauth_client_secrets: { table: 'oauth_clients', id: 'client_id', sealed: 'secret_sealed' },
  sign_in_flow_verifiers: { table: 'auth_flow_states', id: 'state_hash', sealed: 'code_verifier_encrypted' },
};

export class SealedSecretsRepository implements SealedSecretStore {
  constructor(private readonly knex: Knex) {}

  async page(kind: SealedSecretKind, afterId: string | null, limit: number): Promise<SealedSecretRow[]> {
    const c = COLUMNS[kind];
    const query = this.knex(c.table).whereNotNull(c.sealed).orderBy(c.id).limit(limit).select({ id: c.id, sealed: c.sealed });
    if (afterId !== null) query.where(c.id, '>', afterId);
    const rows: Array<{ id: unknown; sealed: string }> = await query;
    return rows.map((r) => ({ id: String(r.id), sealed: r.sealed }));
  }

  async replace(kind: SealedSecretKind, id: string, from: string, to: string): Promise<boolean> {
    const c = COLUMNS[kind];
    return (await this.knex(c.table).where({ [c.id]: id, [c.sealed]: from }).update({ [c.sealed]: to })) > 0;
  }
}
