/**
 * WebAuthn passkeys (src/domain/auth/passkeys) and their single-use challenges. The public key is
 * stored as the authenticator gave it (COSE); the credential id is unique across accounts. A
 * challenge is kept only as sha256, with what it was issued for, until used or expired.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkeys', (t) => {
    t.uuid('id').primary();
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('credential_id').notNullable().unique(); // base64url
    t.binary('public_key').notNullable(); // COSE key
    t.bigInteger('sign_count').notNullable().defaultTo(0);
    t.text('transports').notNullable().defaultTo(''); // space-separated
    t.text('name').notNullable();
    t.text('attachment'); // platform | cross-platform | null
    t.text('aaguid');
    t.text('device_type').notNullable(); // single_device | multi_device
    t.boolean('backed_up').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('clone_suspected_at', { useTz: true }); // set once a counter went backwards: never signs in again
    t.index(['account_id', 'created_at']);
  });

  await knex.schema.createTable('passkey_challenges', (t) => {
    t.text('challenge_hash').primary(); // sha256 hex of the base64url challenge
    t.text('purpose').notNullable(); // registration | second_factor | passwordless
    t.uuid('account_id').references('accounts.id').onDelete('CASCADE');
    t.text('pending_login_hash'); // second factor: sha256 of the pending sign-in's mfa_token
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('passkey_challenges');
  await knex.schema.dropTableIfExists('passkeys');
}
