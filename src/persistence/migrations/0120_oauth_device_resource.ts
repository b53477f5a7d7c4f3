/**
 * The resources (RFC 8707) a device authorization is for, space-separated like the resource
 * of codes and tokens (src/domain/oauth/resources.ts). Older rows have none: their tokens are
 * for the MCP endpoint, which every device authorization was for until then.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_device_codes', (t) => {
    t.text('resource');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_device_codes', (t) => {
    t.dropColumn('resource');
  });
}
