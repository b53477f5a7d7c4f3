/**
 * Facts over time. A memory may state durable facts about its user (learned from an
 * interaction, or written by an agent): one row each, with what it is about (subject,
 * attribute, object), where it came from (the interaction, the sentence) and when it held
 * (valid_from, valid_until). A newer fact about the same thing ends the older one: the older
 * row keeps its memory and gets valid_until and superseded_by (the successor fact), so recall
 * can answer what is true now first and what was true at a given time. Rows go with their
 * memory (ON DELETE CASCADE): forgetting a user's memories forgets what was learned from them.
 *
 * learning_settings: learning from interactions turned off for one context.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('memory_facts', (t) => {
    t.uuid('id').primary();
    t.uuid('memory_id').notNullable().references('memories.id').onDelete('CASCADE');
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.text('subject').notNullable();
    t.text('attribute').notNullable();
    t.text('object').notNullable();
    t.text('detail');
    t.text('sentence').notNullable();
    t.text('origin').notNullable();
    t.uuid('interaction_id');
    t.timestamp('valid_from', { useTz: true }).notNullable();
    t.timestamp('valid_until', { useTz: true });
    t.uuid('superseded_by').references('memory_facts.id').onDelete('SET NULL');
    t.boolean('pinned').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE memory_facts ADD CONSTRAINT memory_facts_origin_ck CHECK (origin IN ('interaction', 'memory'))`);
  await knex.raw('CREATE INDEX memory_facts_memory_ix ON memory_facts (memory_id)');
  // The current facts of a user about one thing: what a new fact is compared with.
  await knex.raw('CREATE INDEX memory_facts_current_ix ON memory_facts (context_id, user_id, attribute) WHERE valid_until IS NULL');
  await knex.raw('CREATE INDEX memory_facts_user_ix ON memory_facts (context_id, user_id, valid_from DESC)');
  await knex.raw('CREATE INDEX memory_facts_successor_ix ON memory_facts (superseded_by) WHERE superseded_by IS NOT NULL');

  await knex.schema.createTable('learning_settings', (t) => {
    t.uuid('context_id').primary().references('contexts.id').onDelete('CASCADE');
    t.boolean('learning').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('learning_settings');
  await knex.schema.dropTableIfExists('memory_facts');
}
