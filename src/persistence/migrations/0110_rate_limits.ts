/**
 * Rate limits and sign-in lockouts in rate-limiter-flexible's PostgreSQL layout (key, points,
 * expire in epoch milliseconds), shared by every process on one database without Redis. It
 * replaces the hand-written counters of auth_rate_counters (fixed windows) and login_throttle
 * (failures and locks); their counts are short-lived, so nothing is carried over.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE TABLE rate_limits (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)');
  await knex.raw('CREATE INDEX rate_limits_expire ON rate_limits (expire)');
  await knex.raw('DROP TABLE IF EXISTS auth_rate_counters');
  await knex.raw('DROP TABLE IF EXISTS login_throttle');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE rate_limits');
  await knex.raw('CREATE TABLE auth_rate_counters (key text PRIMARY KEY, count integer NOT NULL, window_started_at timestamptz NOT NULL)');
  await knex.raw('CREATE TABLE login_throttle (key text PRIMARY KEY, failures integer NOT NULL DEFAULT 0, window_started_at timestamptz NOT NULL, locked_until timestamptz)');
}
