/**
 * How an erasure request is confirmed (password, email or passkey), fixed when it is created so
 * that a later change of the mail settings cannot change the proof it needs; null on older rows.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('erasure_requests', (t) => {
    t.text('confirm_with').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('erasure_requests', (t) => {
    t.dropColumn('confirm_with');
  });
}
