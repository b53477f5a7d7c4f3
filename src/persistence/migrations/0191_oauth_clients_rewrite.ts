/**
 * After 0190 the old plain-text secrets are gone from the table's live rows but may remain in
 * its dead row versions on disk: VACUUM FULL rewrites the table (small: one row per client) so
 * they leave the data files too. VACUUM cannot run inside a transaction.
 */
import type { Knex } from 'knex';

export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await knex.raw('VACUUM FULL oauth_clients');
}

export async function down(): Promise<void> {}
