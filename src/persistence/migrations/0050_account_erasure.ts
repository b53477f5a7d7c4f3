/**
 * Erasure requests (spec section 3). Rows outlive the account they erase (no foreign key),
 * so the outcome stays on record. At most one active request per account.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('erasure_requests', (t) => {
    t.uuid('id').primary();
    t.uuid('account_id').notNullable();
    t.text('state').notNullable(); // pending | cooling_off | in_progress | complete | failed | cancelled
    t.text('token_hash'); // sha256 hex of the confirmation token; cleared once used
    t.timestamp('token_expires_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('cooling_off_ends_at', { useTz: true });
    t.text('failure');
    t.index(['state', 'cooling_off_ends_at']);
  });
  await knex.raw(
    `CREATE UNIQUE INDEX erasure_requests_active_uq ON erasure_requests (account_id) WHERE state IN ('pending', 'cooling_off', 'in_progress')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('erasure_requests');
}
