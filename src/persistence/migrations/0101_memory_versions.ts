/**
 * Previous versions of memories, so an overwrite is recoverable (GET /api/v1/memory/{key}/history,
 * memory_fetch with include_history). A row is the version a write replaced, written in the same
 * transaction as that write (src/persistence/repositories/memory-history-repository.ts);
 * `version` counts from 1 per memory, `written_at` is when that version was stored and
 * `replaced_at` when it was replaced. Versions go with their memory (deleted, expired and
 * purged, or its context erased).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('memory_versions', (t) => {
    t.uuid('id').primary();
    t.uuid('memory_id').notNullable().references('memories.id').onDelete('CASCADE');
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.text('value').notNullable();
    t.text('scope').notNullable();
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.double('importance').notNullable();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.timestamp('written_at', { useTz: true }).notNullable();
    t.timestamp('replaced_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX memory_versions_memory_version_uq ON memory_versions (memory_id, version DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('memory_versions');
}
