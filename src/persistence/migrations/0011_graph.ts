/**
 * The interaction graph. Nodes and edges live in a (context, user) namespace and are
 * addressed by text ids `<type>:<natural id>` (user:alice, topic:sourdough starter,
 * platform:claude, interaction:<uuid>). Memory nodes (`memory:<memory uuid>`) and tag nodes
 * (`tag:<tag>`) are not stored here: they are the memories themselves and their tags, so a
 * memory write never touches the graph tables. Stored edges may point at memory nodes; they
 * are removed with the memory.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('graph_nodes', (t) => {
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.text('node_id').notNullable();
    t.text('type').notNullable();
    t.text('label').notNullable();
    t.jsonb('properties').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['context_id', 'user_id', 'node_id']);
  });

  await knex.schema.createTable('graph_edges', (t) => {
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.text('src').notNullable();
    t.text('dst').notNullable();
    t.text('type').notNullable();
    // Counting edges (interested_in, uses) hold a count; all others a strength in (0, 1].
    t.double('weight').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['context_id', 'user_id', 'src', 'dst', 'type']);
  });
  await knex.raw('CREATE INDEX graph_edges_dst_ix ON graph_edges (context_id, user_id, dst)');

  await knex.schema.createTable('graph_interactions', (t) => {
    t.uuid('id').primary();
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.text('agent_name').notNullable();
    t.text('query').notNullable();
    t.text('response').notNullable();
    t.text('platform').notNullable();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.specificType('topics', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX graph_interactions_user_ix ON graph_interactions (context_id, user_id, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('graph_interactions');
  await knex.schema.dropTableIfExists('graph_edges');
  await knex.schema.dropTableIfExists('graph_nodes');
}
