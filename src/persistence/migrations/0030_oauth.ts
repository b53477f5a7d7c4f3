/**
 * OAuth 2.0 authorization server. Every secret (client secret, authorization code, access
 * and refresh token, device code, user code) is stored as the sha256 hex of a value with at
 * least 256 random bits (user codes: ~40 bits but live 600 s and are single use), so a
 * plain digest is enough — a slow hash adds nothing against brute force of such values and
 * costs a full argon2 run per API call.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('oauth_clients', (t) => {
    t.text('client_id').primary();
    t.text('client_name').notNullable();
    t.jsonb('redirect_uris').notNullable();
    t.text('scope').notNullable();
    t.jsonb('grant_types').notNullable();
    t.text('token_endpoint_auth_method').notNullable(); // client_secret_basic | client_secret_post | none
    t.text('secret_hash'); // sha256 hex; null for public clients
    t.text('secret_plain'); // kept until hidden (spec: the hide operation deletes it)
    t.uuid('owner_account_id').references('accounts.id').onDelete('CASCADE'); // null: dynamically registered
    t.uuid('context_id').references('contexts.id').onDelete('CASCADE');
    t.boolean('dynamic').notNullable().defaultTo(false);
    t.timestamp('hidden_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['context_id']);
  });

  await knex.schema.createTable('oauth_grants', (t) => {
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('client_id').notNullable().references('oauth_clients.client_id').onDelete('CASCADE');
    t.text('scope').notNullable();
    t.uuid('default_context_id').references('contexts.id').onDelete('SET NULL');
    t.text('client_fingerprint').notNullable(); // what the user consented to; a change re-notifies
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.primary(['account_id', 'client_id']);
  });

  await knex.schema.createTable('oauth_authorization_codes', (t) => {
    t.uuid('id').primary();
    t.text('code_hash').notNullable().unique();
    t.text('client_id').notNullable().references('oauth_clients.client_id').onDelete('CASCADE');
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('redirect_uri').notNullable();
    t.text('scope').notNullable();
    t.text('resource');
    t.text('code_challenge');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }); // single use; a replay revokes what the first use issued
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  // Access and refresh tokens. A family is one authorization (code or device approval);
  // every refresh rotation stays in it, so reuse of a rotated refresh token revokes it all.
  await knex.schema.createTable('oauth_tokens', (t) => {
    t.uuid('id').primary();
    t.text('kind').notNullable(); // access | refresh
    t.text('token_hash').notNullable().unique();
    t.uuid('family_id').notNullable();
    t.uuid('code_id'); // authorization code the family started from
    t.text('client_id').notNullable().references('oauth_clients.client_id').onDelete('CASCADE');
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('scope').notNullable();
    t.text('resource');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('rotated_at', { useTz: true }); // refresh tokens: used once, then replaced
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['family_id']);
    t.index(['client_id', 'account_id']);
  });

  await knex.schema.createTable('oauth_device_codes', (t) => {
    t.uuid('id').primary();
    t.text('device_code_hash').notNullable().unique();
    t.text('user_code_hash').notNullable().unique();
    t.text('client_id').notNullable().references('oauth_clients.client_id').onDelete('CASCADE');
    t.text('scope').notNullable();
    t.text('status').notNullable(); // pending | approved | denied | consumed
    t.uuid('account_id').references('accounts.id').onDelete('CASCADE');
    t.integer('interval_seconds').notNullable();
    t.timestamp('last_polled_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['oauth_device_codes', 'oauth_tokens', 'oauth_authorization_codes', 'oauth_grants', 'oauth_clients']) {
    await knex.schema.dropTableIfExists(table);
  }
}
