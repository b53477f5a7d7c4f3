/**
 * Credentials besides the password hash (which lives on accounts): TOTP secrets
 * (encrypted), recovery codes and password links (hashed), pending second-factor
 * sign-ins, and the counters behind login throttling and request limits.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('totp_credentials', (t) => {
    t.uuid('account_id').primary().references('accounts.id').onDelete('CASCADE');
    t.text('secret_encrypted').notNullable(); // AES-256-GCM, key derived from SECRET_KEY
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('pending_expires_at', { useTz: true }); // set while enrolment is unconfirmed
    t.timestamp('confirmed_at', { useTz: true }); // null until the first code proved the app works
    t.bigInteger('last_time_step'); // last accepted TOTP time step: codes at or before it are refused
  });

  await knex.schema.createTable('recovery_codes', (t) => {
    t.uuid('id').primary();
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('code_hash').notNullable(); // sha256 hex of the normalised code
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.unique(['account_id', 'code_hash']);
  });

  await knex.schema.createTable('mfa_pending_logins', (t) => {
    t.text('token_hash').primary();
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.boolean('remember').notNullable().defaultTo(false);
    t.text('client_ip');
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('password_link_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('purpose').notNullable(); // reset | setup
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }); // also set when a newer link of the same purpose supersedes it
    t.index(['account_id', 'purpose']);
  });

  // Login failure counters. Keys: `s:<subject>` (account id, or hash of the normalised
  // identifier when none resolves) and `p:<subject>|<client address>`.
  await knex.schema.createTable('login_throttle', (t) => {
    t.text('key').primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('window_started_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true });
  });

  // Client addresses an account signed in from successfully: the account-wide lock does
  // not apply to them, so distributed guessing cannot lock the owner out of their usual place.
  await knex.schema.createTable('login_trusted_clients', (t) => {
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('client_ip').notNullable();
    t.timestamp('last_success_at', { useTz: true }).notNullable();
    t.primary(['account_id', 'client_ip']);
  });

  // Fixed-window request counters (password reset requests per client and per address).
  await knex.schema.createTable('auth_rate_counters', (t) => {
    t.text('key').primary();
    t.integer('count').notNullable();
    t.timestamp('window_started_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['auth_rate_counters', 'login_trusted_clients', 'login_throttle', 'password_link_tokens', 'mfa_pending_logins', 'recovery_codes', 'totp_credentials']) {
    await knex.schema.dropTableIfExists(table);
  }
}
