/**
 * Passkeys and their challenges (knex). One-time things are taken with DELETE ... RETURNING and
 * counters moved with a conditional UPDATE, so two concurrent requests cannot both succeed.
 */
import type { Knex } from 'knex';
import { isUuid } from '../../domain/core/ids.js';
import type { NewPasskey, PasskeyChallenge, PasskeyChallengePurpose, PasskeyRecord, PasskeyStore } from '../../domain/auth/passkeys/ports.js';

interface PasskeyRow {
  id: string;
  account_id: string;
  credential_id: string;
  public_key: Buffer | Uint8Array;
  sign_count: string | number;
  transports: string;
  name: string;
  attachment: string | null;
  aaguid: string | null;
  device_type: string;
  backed_up: boolean;
  created_at: Date | string;
  last_used_at: Date | string | null;
  clone_suspected_at: Date | string | null;
}

interface ChallengeRow {
  challenge_hash: string;
  purpose: string;
  account_id: string | null;
  pending_login_hash: string | null;
  created_at: Date | string;
  expires_at: Date | string;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function toRecord(r: PasskeyRow): PasskeyRecord {
  return {
    id: r.id,
    accountId: r.account_id,
    credentialId: r.credential_id,
    publicKey: new Uint8Array(r.public_key),
    counter: Number(r.sign_count),
    transports: r.transports ? r.transports.split(' ') : [],
    name: r.name,
    attachment: r.attachment,
    aaguid: r.aaguid,
    deviceType: r.device_type === 'multi_device' ? 'multi_device' : 'single_device',
    backedUp: Boolean(r.backed_up),
    createdAt: new Date(r.created_at),
    lastUsedAt: date(r.last_used_at),
    cloneSuspectedAt: date(r.clone_suspected_at),
  };
}

function toChallenge(r: ChallengeRow): PasskeyChallenge {
  return {
    challengeHash: r.challenge_hash,
    purpose: r.purpose as PasskeyChallengePurpose,
    accountId: r.account_id,
    pendingLoginHash: r.pending_login_hash,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
  };
}

export class PasskeyRepository implements PasskeyStore {
  constructor(private readonly knex: Knex) {}

  async listByAccount(accountId: string): Promise<PasskeyRecord[]> {
    if (!isUuid(accountId)) return [];
    const rows = await this.knex<PasskeyRow>('passkeys').where({ account_id: accountId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return rows.map(toRecord);
  }

  async countByAccount(accountId: string): Promise<number> {
    if (!isUuid(accountId)) return 0;
    const rows = await this.knex('passkeys').where({ account_id: accountId }).count<{ count: string | number }[]>('* as count');
    return Number(rows[0].count);
  }

  async find(accountId: string, id: string): Promise<PasskeyRecord | undefined> {
    if (!isUuid(accountId) || !isUuid(id)) return undefined;
    const row = await this.knex<PasskeyRow>('passkeys').where({ id, account_id: accountId }).first();
    return row ? toRecord(row) : undefined;
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRecord | undefined> {
    const row = await this.knex<PasskeyRow>('passkeys').where({ credential_id: credentialId }).first();
    return row ? toRecord(row) : undefined;
  }

  async insert(p: NewPasskey): Promise<boolean> {
    const rows = await this.knex('passkeys')
      .insert({
        id: p.id,
        account_id: p.accountId,
        credential_id: p.credentialId,
        public_key: Buffer.from(p.publicKey),
        sign_count: p.counter,
        transports: p.transports.join(' '),
        name: p.name,
        attachment: p.attachment,
        aaguid: p.aaguid,
        device_type: p.deviceType,
        backed_up: p.backedUp,
        created_at: p.createdAt,
        last_used_at: null,
        clone_suspected_at: null,
      })
      .onConflict('credential_id')
      .ignore()
      .returning('id');
    return rows.length > 0;
  }

  async rename(accountId: string, id: string, name: string): Promise<PasskeyRecord | undefined> {
    if (!isUuid(accountId) || !isUuid(id)) return undefined;
    const rows = await this.knex<PasskeyRow>('passkeys').where({ id, account_id: accountId }).update({ name }).returning('*');
    return rows[0] ? toRecord(rows[0] as PasskeyRow) : undefined;
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    if (!isUuid(accountId) || !isUuid(id)) return false;
    const rows = await this.knex('passkeys').where({ id, account_id: accountId }).delete().returning('id');
    return rows.length > 0;
  }

  async recordUse(id: string, expectedCounter: number, newCounter: number, backedUp: boolean, now: Date): Promise<boolean> {
    const rows = await this.knex('passkeys')
      .where({ id, sign_count: expectedCounter })
      .whereNull('clone_suspected_at')
      .update({ sign_count: newCounter, backed_up: backedUp, last_used_at: now })
      .returning('id');
    return rows.length > 0;
  }

  async markCloneSuspected(id: string, now: Date): Promise<boolean> {
    const rows = await this.knex('passkeys')
      .where({ id })
      .update({ clone_suspected_at: this.knex.raw('COALESCE(clone_suspected_at, ?)', [now]) })
      .returning('id');
    return rows.length > 0;
  }

  async saveChallenge(c: PasskeyChallenge): Promise<void> {
    await this.knex('passkey_challenges').insert({
      challenge_hash: c.challengeHash,
      purpose: c.purpose,
      account_id: c.accountId,
      pending_login_hash: c.pendingLoginHash,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
    });
  }

  async consumeChallenge(challengeHash: string, purpose: PasskeyChallengePurpose, now: Date): Promise<PasskeyChallenge | undefined> {
    const rows = await this.knex('passkey_challenges').where({ challenge_hash: challengeHash, purpose }).andWhere('expires_at', '>', now).delete().returning('*');
    return rows[0] ? toChallenge(rows[0] as ChallengeRow) : undefined;
  }

  async purgeExpiredChallenges(now: Date): Promise<number> {
    const rows = await this.knex('passkey_challenges').where('expires_at', '<=', now).delete().returning('challenge_hash');
    return rows.length;
  }
}
