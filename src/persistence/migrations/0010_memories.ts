/**
 * Memories, their feedback and the embedding bookkeeping.
 *
 * - One row per (context, user, agent, key): the unique index is also the upsert target.
 * - `search_tsv` is a generated column (english configuration over the value plus the key's
 *   words), GIN-indexed, so a memory is findable by full text the moment its write commits.
 * - `embedding` is pgvector's `vector` where the server has pgvector (typed to the provider's
 *   dimensions and HNSW-indexed at start-up, see memory-embedding-schema.ts), else `bytea`
 *   holding little-endian float32 (the exact in-process cosine fallback loads these).
 * - `embedding_pending` is the embedding queue: a partial index makes the backlog cheap to
 *   count and to page through; `revision` bumps when the value changes, so a worker never
 *   stores a vector computed from an older value.
 * - Feedback is kept as events (memory_feedback) and folded into three sums on the memory,
 *   which ranking reads without a join.
 */
import type { Knex } from 'knex';
import type { MigrationContext } from '../migrator.js';

export async function up(knex: Knex, context: MigrationContext): Promise<void> {
  await knex.schema.createTable('memories', (t) => {
    t.uuid('id').primary();
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.text('agent_name').notNullable();
    t.text('key').notNullable();
    t.text('value').notNullable();
    t.text('scope').notNullable();
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.double('importance').notNullable().defaultTo(0.5);
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true });
    t.integer('revision').notNullable().defaultTo(1);
    t.boolean('embedding_pending').notNullable().defaultTo(true);
    t.text('embedding_model');
    t.double('feedback_useful').notNullable().defaultTo(0);
    t.double('feedback_irrelevant').notNullable().defaultTo(0);
    t.double('feedback_outdated').notNullable().defaultTo(0);
  });
  await knex.raw(`ALTER TABLE memories ADD CONSTRAINT memories_scope_ck CHECK (scope IN ('working', 'persistent'))`);
  await knex.raw('ALTER TABLE memories ADD CONSTRAINT memories_importance_ck CHECK (importance >= 0 AND importance <= 1)');
  await knex.raw(`ALTER TABLE memories ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
    to_tsvector('english'::regconfig, value || ' ' || translate(key, '._:/-', '     '))
  ) STORED`);
  await knex.raw(`ALTER TABLE memories ADD COLUMN embedding ${context.hasVector ? 'vector' : 'bytea'}`);
  await knex.raw('CREATE UNIQUE INDEX memories_namespace_key_uq ON memories (context_id, user_id, agent_name, key)');
  await knex.raw('CREATE INDEX memories_namespace_updated_ix ON memories (context_id, user_id, agent_name, updated_at DESC, id DESC)');
  // Conversational neighbours for recall (the memory written just before/after a candidate).
  await knex.raw('CREATE INDEX memories_user_created_ix ON memories (context_id, user_id, created_at, id)');
  // fastupdate off: a pending list would be scanned linearly by every query until a vacuum
  // merges it, and PGlite has no autovacuum.
  await knex.raw('CREATE INDEX memories_search_tsv_gin ON memories USING gin (search_tsv) WITH (fastupdate = off)');
  await knex.raw('CREATE INDEX memories_tags_gin ON memories USING gin (tags) WITH (fastupdate = off)');
  await knex.raw('CREATE INDEX memories_expires_ix ON memories (expires_at) WHERE expires_at IS NOT NULL');
  await knex.raw('CREATE INDEX memories_embedding_pending_ix ON memories (updated_at) WHERE embedding_pending');

  await knex.schema.createTable('memory_feedback', (t) => {
    t.uuid('id').primary();
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.text('agent_name').notNullable();
    t.uuid('memory_id').references('memories.id').onDelete('CASCADE');
    t.text('node_id').notNullable();
    t.text('label').notNullable();
    t.double('weight').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['memory_id']);
    t.index(['context_id', 'user_id', 'node_id']);
  });

  // Which embedding model the stored vectors belong to (one row). Changing the provider
  // clears the vectors and queues every memory for re-embedding.
  await knex.schema.createTable('embedding_state', (t) => {
    t.integer('id').primary();
    t.text('model_id');
    t.integer('dimensions');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE embedding_state ADD CONSTRAINT embedding_state_singleton_ck CHECK (id = 1)');
  await knex('embedding_state').insert({ id: 1, model_id: null, dimensions: null });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('embedding_state');
  await knex.schema.dropTableIfExists('memory_feedback');
  await knex.schema.dropTableIfExists('memories');
}
