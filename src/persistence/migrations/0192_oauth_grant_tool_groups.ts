/**
 * An OAuth grant may be limited to some MCP tool groups (the Authorized apps page): the groups,
 * comma-separated in catalogue order, as api_keys.mcp_tool_groups (0185); null (every grant made
 * before, and grants never narrowed) means every group the server offers.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_grants', (t) => {
    t.text('mcp_tool_groups').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_grants', (t) => {
    t.dropColumn('mcp_tool_groups');
  });
}
