/**
 * An API key may be limited to some MCP tool groups (`memplat keys create --tools memory,coding`):
 * the groups, comma-separated in catalogue order; null (every key made before, and keys made
 * without --tools) means every group the server offers.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => {
    t.text('mcp_tool_groups').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => {
    t.dropColumn('mcp_tool_groups');
  });
}
