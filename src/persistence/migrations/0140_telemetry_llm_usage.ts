/**
 * Token usage of the optional language model (LLM_BASE_URL), in hourly aggregates beside the
 * embedding usage of telemetry_usage: prompt and completion tokens are priced apart, and
 * requests whose answer reported no usage are counted as such (their tokens unknown), not as
 * zero tokens. Added to with upserts, like the other telemetry tables; no foreign keys.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telemetry_llm_usage', (t) => {
    t.timestamp('bucket_start', { useTz: true }).notNullable();
    t.text('context_id').notNullable(); // '' when the request ran outside any call
    t.text('origin').notNullable(); // mcp | rest | background
    t.text('name').notNullable(); // tool name or operationId
    t.text('provider').notNullable();
    t.text('model').notNullable();
    t.bigInteger('requests').notNullable();
    t.bigInteger('prompt_tokens').notNullable(); // of the requests that reported usage
    t.bigInteger('completion_tokens').notNullable();
    t.bigInteger('requests_without_usage').notNullable();
    t.primary(['bucket_start', 'context_id', 'origin', 'name', 'provider', 'model']);
  });
  await knex.raw('CREATE INDEX telemetry_llm_usage_context_bucket_idx ON telemetry_llm_usage (context_id, bucket_start)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('telemetry_llm_usage');
}
