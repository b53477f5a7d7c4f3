/**
 * Closed-beta invitations managed by administrators (API and `memplat admin invite`): each
 * invite gets a public id (the token stays a hash-only primary key), an informational
 * address, who created it, and a revocation time. Every invite now expires; rows made
 * before expiries were required get the default lifetime of 14 days from their creation.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signup_invites', (t) => {
    t.uuid('id');
    t.text('email'); // who it was sent to; does not restrict who may use it
    t.uuid('created_by_account_id').references('accounts.id').onDelete('SET NULL');
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw('UPDATE signup_invites SET id = gen_random_uuid() WHERE id IS NULL');
  await knex.raw(`UPDATE signup_invites SET expires_at = created_at + interval '14 days' WHERE expires_at IS NULL`);
  await knex.schema.alterTable('signup_invites', (t) => {
    t.uuid('id').notNullable().alter();
    t.unique(['id']);
    t.timestamp('expires_at', { useTz: true }).notNullable().alter();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('signup_invites', (t) => {
    t.dropIndex(['created_at']);
    t.dropUnique(['id']);
    t.dropColumn('revoked_at');
    t.dropColumn('created_by_account_id');
    t.dropColumn('email');
    t.dropColumn('id');
  });
  await knex.schema.alterTable('signup_invites', (t) => {
    t.timestamp('expires_at', { useTz: true }).nullable().alter();
  });
}
