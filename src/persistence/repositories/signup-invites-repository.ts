/**
 * Closed-beta invitations as administrators manage them (InvitationStore port). The
 * sign-up check itself (usable / use) lives in auth-identities-repository.ts and looks
 * invitations up by token hash; here they are addressed by their public id.
 */
import type { Knex } from 'knex';
import type { InvitationRecord, InvitationStore, NewInvitation } from '../../domain/admin/ports.js';
import { isUuid } from '../../domain/core/ids.js';
import { affectedRows } from './auth-affected-rows.js';

interface InviteRow {
  id: string;
  email: string | null;
  note: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = ['id', 'email', 'note', 'created_at', 'expires_at', 'used_at', 'revoked_at'];

export class SignupInvitesRepository implements InvitationStore {
  constructor(private readonly knex: Knex) {}

  async list(): Promise<InvitationRecord[]> {
    const rows: InviteRow[] = await this.knex('signup_invites').select(COLUMNS).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return rows.map(toRecord);
  }

  async find(id: string): Promise<InvitationRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const row: InviteRow | undefined = await this.knex('signup_invites').where({ id }).first(COLUMNS);
    return row ? toRecord(row) : undefined;
  }

  async insert(invitation: NewInvitation): Promise<void> {
    await this.knex('signup_invites').insert({
      token_hash: invitation.tokenHash,
      id: invitation.id,
      email: invitation.email,
      note: invitation.note,
      created_by_account_id: invitation.createdByAccountId,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    });
  }

  async revokeUsable(id: string, now: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const n = await this.knex('signup_invites')
      .where({ id })
      .whereNull('revoked_at')
      .whereNull('used_at')
      .andWhere('expires_at', '>', now)
      .update({ revoked_at: now });
    return affectedRows(n) > 0;
  }
}

function toRecord(r: InviteRow): InvitationRecord {
  return {
    id: r.id,
    email: r.email,
    note: r.note,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
    usedAt: r.used_at ? new Date(r.used_at) : null,
    revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
  };
}
