/**
 * Usage telemetry in hourly aggregates: calls of MCP tools and REST operations (count,
 * errors, latency sum, maximum and a fixed-bucket histogram for percentiles) and
 * embedding-provider usage (requests, tokens). Rows are added to with upserts, so several
 * processes on one store can flush into the same hour. No foreign keys: the rows hold only
 * names and numbers, and a context's rows simply stop being reported once it is gone.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telemetry_calls', (t) => {
    t.timestamp('bucket_start', { useTz: true }).notNullable();
    t.text('surface').notNullable(); // mcp | rest
    t.text('context_id').notNullable(); // '' when the call had none
    t.text('client').notNullable();
    t.text('name').notNullable(); // tool name or operationId
    t.bigInteger('calls').notNullable();
    t.bigInteger('errors').notNullable();
    t.double('total_ms').notNullable();
    t.double('max_ms').notNullable();
    t.specificType('latency_histogram', 'integer[]').notNullable();
    t.primary(['bucket_start', 'surface', 'context_id', 'client', 'name']);
  });
  await knex.schema.createTable('telemetry_usage', (t) => {
    t.timestamp('bucket_start', { useTz: true }).notNullable();
    t.text('context_id').notNullable();
    t.text('origin').notNullable(); // mcp | rest | background
    t.text('name').notNullable();
    t.text('provider').notNullable();
    t.text('model').notNullable();
    t.bigInteger('requests').notNullable();
    t.bigInteger('tokens').notNullable();
    t.bigInteger('estimated_tokens').notNullable();
    t.primary(['bucket_start', 'context_id', 'origin', 'name', 'provider', 'model']);
  });
  await knex.raw('CREATE INDEX telemetry_calls_context_bucket_idx ON telemetry_calls (context_id, bucket_start)');
  await knex.raw('CREATE INDEX telemetry_usage_context_bucket_idx ON telemetry_usage (context_id, bucket_start)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('telemetry_usage');
  await knex.schema.dropTableIfExists('telemetry_calls');
}
