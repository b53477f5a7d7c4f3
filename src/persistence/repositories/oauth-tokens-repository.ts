/** Authorization codes and access/refresh tokens (all stored as sha256 hex). */
import type { Knex } from 'knex';
import type { OAuthCodeRow, OAuthTokenRow, OAuthTokenStore } from '../../domain/oauth/ports/index.js';

export class OAuthTokensRepository implements OAuthTokenStore {
  constructor(private readonly knex: Knex) {}

  async insertCode(row: OAuthCodeRow): Promise<void> {
    await this.knex('oauth_authorization_codes').insert(row);
  }

  async findCode(codeHash: string): Promise<OAuthCodeRow | null> {
    return ((await this.knex('oauth_authorization_codes').where({ code_hash: codeHash }).first()) as OAuthCodeRow) ?? null;
  }

  async consumeCode(id: string, now: Date): Promise<boolean> {
    const rows = await this.knex('oauth_authorization_codes').where({ id }).whereNull('used_at').update({ used_at: now }).returning('id');
    return rows.length > 0;
  }

  async insertTokens(rows: OAuthTokenRow[]): Promise<void> {
    if (rows.length) await this.knex('oauth_tokens').insert(rows);
  }

  async findToken(tokenHash: string): Promise<OAuthTokenRow | null> {
    return ((await this.knex('oauth_tokens').where({ token_hash: tokenHash }).first()) as OAuthTokenRow) ?? null;
  }

  async rotate(id: string, now: Date): Promise<boolean> {
    const rows = await this.knex('oauth_tokens').where({ id }).whereNull('rotated_at').whereNull('revoked_at').update({ rotated_at: now }).returning('id');
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
