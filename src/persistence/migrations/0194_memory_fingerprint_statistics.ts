/**
 * No planner statistics for the duplicate fingerprint's expression (memories_text_fingerprint_ix,
 * 0102): ANALYZE computed it for every sampled row (two regular expressions and an md5 over the
 * value), about half of what an ANALYZE of the memory tables cost. The embedded store runs that
 * ANALYZE on its one thread during writes (store-maintenance.ts), so writes and recalls waited
 * for it. The planner needs nothing from these statistics: the expression is only ever compared
 * for equality with the fingerprint of one text, which the index on (context_id, user_id,
 * fingerprint) serves; without statistics the planner's default equality estimate (0.5% of the
 * user's rows) still picks that index (EXPLAIN of findDuplicates at 17k memories). A store
 * that already had them keeps the last ones, which ANALYZE no longer refreshes.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX memories_text_fingerprint_ix ALTER COLUMN 3 SET STATISTICS 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX memories_text_fingerprint_ix ALTER COLUMN 3 SET STATISTICS -1');
}
