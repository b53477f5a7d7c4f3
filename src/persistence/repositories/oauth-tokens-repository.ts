/** Authorization codes and access/refresh tokens (all stored as sha256 hex). */
import type { Knex } from 'knex';

export interface OAuthCodeRow {
  id: string;
  code_hash: string;
  client_id: string;
  account_id: string;
  redirect_uri: string;
  scope: string;
  resource: string | null;
  code_challenge: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface OAuthTokenRow {
  id: string;
  kind: 'access' | 'refresh';
  token_hash: string;
  family_id: string;
  code_id: string | null;
  client_id: string;
  account_id: string;
  scope: string;
  resource: string | null;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

export class OAuthTokensRepository {
  constructor(readonly knex: Knex) {}

  async insertCode(row: OAuthCodeRow): Promise<void> {
    await this.knex('oauth_authorization_codes').insert(row);
  }

  async findCode(codeHash: string): Promise<OAuthCodeRow | null> {
    return ((await this.knex('oauth_authorization_codes').where({ code_hash: codeHash }).first()) as OAuthCodeRow) ?? null;
  }

  /** Marks the code used; false when another request used it first (atomic). */
  async consumeCode(id: string, now: Date, trx: Knex.Transaction): Promise<boolean> {
    const rows = await trx('oauth_authorization_codes').where({ id }).whereNull('used_at').update({ used_at: now }).returning('id');
    return rows.length > 0;
  }

  async insertTokens(rows: OAuthTokenRow[], trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.knex)('oauth_tokens').insert(rows);
  }

  async findToken(tokenHash: string): Promise<OAuthTokenRow | null> {
    return ((await this.knex('oauth_tokens').where({ token_hash: tokenHash }).first()) as OAuthTokenRow) ?? null;
  }

  /** Marks a refresh token rotated; false when it already was (atomic). */
  async rotate(id: string, now: Date, trx: Knex.Transaction): Promise<boolean> {
    const rows = await trx('oauth_tokens').where({ id }).whereNull('rotated_at').whereNull('revoked_at').update({ rotated_at: now }).returning('id');
    return rows.length > 0;
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.knex('oauth_tokens').where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: now });
  }

  async revokeByCode(codeId: string, now: Date): Promise<void> {
    await this.knex('oauth_tokens').where({ code_id: codeId }).whereNull('revoked_at').update({ revoked_at: now });
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.knex('oauth_tokens').where({ id }).whereNull('revoked_at').update({ revoked_at: now });
  }
}
