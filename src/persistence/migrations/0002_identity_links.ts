/**
 * Identity link sets: separate accounts counted as the same owner. They share private
 * contexts (ContextService.roleIn); roles and workspace membership stay per account.
 * An account belongs to at most one set.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_link_sets', (t) => {
    t.uuid('id').primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('identity_link_members', (t) => {
    t.uuid('set_id').notNullable().references('identity_link_sets.id').onDelete('CASCADE');
    t.uuid('account_id').notNullable().unique().references('accounts.id').onDelete('CASCADE');
    t.timestamp('linked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['set_id', 'account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('identity_link_members');
  await knex.schema.dropTableIfExists('identity_link_sets');
}
