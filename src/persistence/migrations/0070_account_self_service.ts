/**
 * Browser account self-service: where a browser session was started (shown in the session
 * list), the client address of audit events and a lookup of events about an account (its
 * audit trail), and API key names scoped to their owner.
 *
 * Key names were unique over the whole server; they are now unique per owner (an account,
 * or the local context when account_id is null) among active keys, so one account never
 * learns which names another uses and a revoked key's name can be used again.
 */
import type { Knex } from 'knex';

/** Stands for "no account" (local-context keys) in the per-owner unique index. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('session_containers', (t) => {
    t.text('user_agent');
    t.text('ip');
  });
  await knex.schema.alterTable('audit_log', (t) => {
    t.text('ip');
    t.index(['target_type', 'target_id']); // an account's trail includes events about it
  });
  await knex.schema.alterTable('api_keys', (t) => {
    t.dropUnique(['name']);
    t.index(['account_id']);
  });
  await knex.raw(
    `CREATE UNIQUE INDEX api_keys_owner_name_active_uq ON api_keys (coalesce(account_id, '${NO_ACCOUNT}'::uuid), name) WHERE revoked_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS api_keys_owner_name_active_uq');
  await knex.schema.alterTable('api_keys', (t) => {
    t.dropIndex(['account_id']);
    t.unique(['name']);
  });
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropIndex(['target_type', 'target_id']);
    t.dropColumn('ip');
  });
  await knex.schema.alterTable('session_containers', (t) => {
    t.dropColumn('user_agent');
    t.dropColumn('ip');
  });
}
