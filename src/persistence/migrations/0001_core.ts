/**
 * Core schema: accounts, workspaces, contexts (where memories live), API keys and the
 * audit log. Later migrations add memories, the graph, sign-in and OAuth tables.
 */
import type { Knex } from 'knex';

/** The context anonymous loopback callers and the local stdio MCP server use. */
export const LOCAL_CONTEXT_ID = '00000000-0000-4000-8000-000000000001';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (t) => {
    t.uuid('id').primary();
    t.text('login_id').unique(); // admin login id (CLI-created accounts)
    t.text('email');
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.text('name').notNullable().defaultTo('');
    t.text('role').notNullable().defaultTo('user');
    t.text('timezone').notNullable().defaultTo('UTC');
    t.text('locale').notNullable().defaultTo('en');
    t.text('password_hash');
    t.boolean('is_initial_admin').notNullable().defaultTo(false);
    t.boolean('is_local_cli').notNullable().defaultTo(false);
    t.uuid('current_workspace_id');
    t.timestamp('last_sign_in_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX accounts_email_lower_uq ON accounts (lower(email)) WHERE email IS NOT NULL');

  await knex.schema.createTable('workspaces', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.uuid('owner_account_id').references('accounts.id').onDelete('CASCADE');
    t.text('subscription_status').notNullable().defaultTo('none'); // none | active | cancelled
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('workspace_members', (t) => {
    t.uuid('workspace_id').notNullable().references('workspaces.id').onDelete('CASCADE');
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('role').notNullable().defaultTo('member'); // owner | admin | member | viewer
    t.primary(['workspace_id', 'account_id']);
  });

  // A context is a container of memories: an account's private one, a workspace's, or the
  // local one. Access rules live in the domain (contexts service), not here.
  await knex.schema.createTable('contexts', (t) => {
    t.uuid('id').primary();
    t.text('kind').notNullable(); // private | workspace | local
    t.uuid('owner_account_id').references('accounts.id').onDelete('CASCADE');
    t.uuid('workspace_id').references('workspaces.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`CREATE UNIQUE INDEX contexts_private_owner_uq ON contexts (owner_account_id) WHERE kind = 'private'`);
  await knex('contexts').insert({ id: LOCAL_CONTEXT_ID, kind: 'local', name: 'Local default context' });

  await knex.schema.createTable('api_keys', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable().unique();
    t.text('key_hash').notNullable().unique(); // sha256 hex of the whole key
    t.text('display_prefix').notNullable(); // first characters, to recognise a key in lists
    t.uuid('account_id').references('accounts.id').onDelete('CASCADE');
    t.uuid('context_id').notNullable().references('contexts.id').onDelete('CASCADE');
    t.text('user_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('actor_kind').notNullable(); // anonymous | apiKey | session | oauth | cli | system
    t.text('actor_id');
    t.uuid('account_id');
    t.uuid('context_id');
    t.text('action').notNullable();
    t.text('target_type');
    t.text('target_id');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.text('request_id');
    t.index(['account_id', 'at']);
    t.index(['action', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['audit_log', 'api_keys', 'contexts', 'workspace_members', 'workspaces', 'accounts']) {
    await knex.schema.dropTableIfExists(table);
  }
}
