/**
 * Browser sessions. A session container is what the `svc_session` cookie names (only
 * the sha256 of the cookie value is stored); it holds one or more signed-in accounts,
 * exactly one of them active. Each member keeps its own sign-in time and absolute
 * expiry; the container keeps the idle clock.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('session_containers', (t) => {
    t.uuid('id').primary();
    t.text('token_hash').notNullable().unique(); // sha256 hex of the cookie value
    t.uuid('active_account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.boolean('persistent').notNullable().defaultTo(false); // "remember me": cookie with Max-Age
  });

  await knex.schema.createTable('session_accounts', (t) => {
    t.uuid('container_id').notNullable().references('session_containers.id').onDelete('CASCADE');
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('auth_method').notNullable(); // password | password+totp | password+recovery | idp_a | idp_b
    t.timestamp('signed_in_at', { useTz: true }).notNullable();
    t.timestamp('auth_time', { useTz: true }).notNullable(); // when the user last proved who they are
    t.timestamp('expires_at', { useTz: true }).notNullable(); // absolute lifetime of this sign-in
    t.primary(['container_id', 'account_id']);
    t.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('session_accounts');
  await knex.schema.dropTableIfExists('session_containers');
}
