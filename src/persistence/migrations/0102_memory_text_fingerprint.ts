/**
 * Duplicate detection: a memory's text, normalised (whitespace collapsed, case folded, trailing
 * punctuation dropped; TEXT_FINGERPRINT in memory-rows.ts) and hashed, indexed per user, so a
 * write can say which other memory already holds the same text (`duplicate_of`) with one index
 * lookup.
 */
import type { Knex } from 'knex';
import { TEXT_FINGERPRINT } from '../repositories/memory-rows.js';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX memories_text_fingerprint_ix ON memories (context_id, user_id, (${TEXT_FINGERPRINT('value')}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS memories_text_fingerprint_ix');
}
