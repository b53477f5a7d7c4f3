/**
 * Client addresses each account signed in from successfully: the account-wide sign-in lock
 * does not apply to them (login-throttle.ts). The failure counts and locks themselves are
 * rate limits (rate_limits, or Redis).
 */
import type { Knex } from 'knex';
import type { TrustedClients } from '../../domain/auth/ports/index.js';

export class AuthThrottleRepository implements TrustedClients {
  constructor(private readonly knex: Knex) {}

  async isTrustedClient(accountId: string, clientIp: string, since: Date): Promise<boolean> {
    const row = await this.knex('login_trusted_clients').where({ account_id: accountId, client_ip: clientIp }).andWhere('last_success_at', '>=', since).first('account_id');
    return Boolean(row);
  }

  async trustClient(accountId: string, clientIp: string, now: Date): Promise<void> {
    await this.knex('login_trusted_clients')
      .insert({ account_id: accountId, client_ip: clientIp, last_success_at: now })
      .onConflict(['account_id', 'client_ip'])
      .merge({ last_success_at: now });
  }
}
