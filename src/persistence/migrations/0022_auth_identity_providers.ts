/**
 * External identities (one (provider, subject) belongs to at most one account; nothing
 * is ever linked by email), sign-in flow states kept server-side for CSRF checking,
 * closed-beta invites and terms acceptances.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('external_identities', (t) => {
    t.uuid('id').primary();
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('provider').notNullable(); // idp_a | idp_b
    t.text('subject').notNullable();
    t.text('email'); // as the provider reported it; informational only
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_sign_in_at', { useTz: true });
    t.unique(['provider', 'subject']);
    t.index(['account_id']);
  });

  await knex.schema.createTable('auth_flow_states', (t) => {
    t.text('state_hash').primary(); // sha256 hex of the state sent to the provider
    t.text('provider').notNullable();
    t.text('purpose').notNullable(); // login | link
    t.text('browser_binding_hash').notNullable(); // sha256 of the flow cookie that started it
    t.text('code_verifier_encrypted').notNullable();
    t.text('nonce');
    t.text('redirect_uri').notNullable();
    t.text('return_to');
    t.boolean('add_account').notNullable().defaultTo(false);
    t.boolean('link_proof').notNullable().defaultTo(false);
    t.text('invite_hash');
    t.text('accepted_terms');
    t.uuid('session_container_id'); // the browser session that started a link flow
    t.uuid('account_id'); // the account a link flow binds to
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
  });

  await knex.schema.createTable('signup_invites', (t) => {
    t.text('token_hash').primary();
    t.text('note');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true });
    t.uuid('used_by_account_id').references('accounts.id').onDelete('SET NULL');
    t.timestamp('used_at', { useTz: true });
  });

  await knex.schema.createTable('terms_acceptances', (t) => {
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('version').notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable();
    t.primary(['account_id', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['terms_acceptances', 'signup_invites', 'auth_flow_states', 'external_identities']) {
    await knex.schema.dropTableIfExists(table);
  }
}
