/**
 * Recall embeds the queued memories of its own scope before ranking (read-your-writes, see
 * src/domain/memory/fresh-embeddings.ts). This partial index finds them per namespace without
 * walking the whole queue, which is long while a changed model re-embeds everything.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX memories_pending_namespace_ix ON memories (context_id, user_id, agent_name, updated_at DESC) WHERE embedding_pending');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS memories_pending_namespace_ix');
}
