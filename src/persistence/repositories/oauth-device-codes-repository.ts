/** RFC 8628 device authorization requests (device and user codes stored as sha256 hex). */
import type { Knex } from 'knex';
import type { DeviceCodeStatus, OAuthDeviceCodeRow, OAuthDeviceCodeStore } from '../../domain/oauth/ports/index.js';

export class OAuthDeviceCodesRepository implements OAuthDeviceCodeStore {
  constructor(private readonly knex: Knex) {}

  async insert(row: OAuthDeviceCodeRow): Promise<void> {
    await this.knex('oauth_device_codes').insert(row);
  }

  async findByDeviceCode(hash: string): Promise<OAuthDeviceCodeRow | null> {
    return ((await this.knex('oauth_device_codes').where({ device_code_hash: hash }).first()) as OAuthDeviceCodeRow) ?? null;
  }

  async findByUserCode(hash: string): Promise<OAuthDeviceCodeRow | null> {
    return ((await this.knex('oauth_device_codes').where({ user_code_hash: hash }).first()) as OAuthDeviceCodeRow) ?? null;
  }

  async recordPoll(id: string, now: Date, intervalSeconds: number): Promise<void> {
    await this.knex('oauth_device_codes').where({ id }).update({ last_polled_at: now, interval_seconds: intervalSeconds });
  }

  async transition(id: string, from: DeviceCodeStatus, to: DeviceCodeStatus, accountId?: string): Promise<boolean> {
    const changes: Record<string, unknown> = { status: to };
    if (accountId) changes.account_id = accountId;
    const rows = await this.knex('oauth_device_codes').where({ id, status: from }).update(changes).returning('id');
    return rows.length > 0;
  }
}
