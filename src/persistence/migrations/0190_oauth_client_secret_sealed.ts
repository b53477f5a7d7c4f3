/**
 * Confidential client secrets at rest: `secret_plain` held a usable secret in plain text until
 * the owner hid it. It becomes `secret_sealed`, the secret sealed with AES-256-GCM under the key
 * that protects TOTP secrets (SecretBox, bound to the client id), and the plain column is dropped.
 * Rows with a plain secret are sealed here when the opener passes the sealer (the server and the
 * CLI do); opened without it, their secret can no longer be shown (as if hidden) but still
 * authenticates through its hash, so nothing is left in plain text either way.
 */
import type { Knex } from 'knex';
import type { MigrationContext } from '../migrator.js';

export async function up(knex: Knex, context: MigrationContext): Promise<void> {
  await knex.schema.alterTable('oauth_clients', (t) => {
    t.text('secret_sealed'); // SecretBox value, associated data `oauth-client-secret:<client_id>`; null once hidden
  });
  const rows: Array<{ client_id: string; secret_plain: string }> = await knex('oauth_clients').whereNotNull('secret_plain').select('client_id', 'secret_plain');
  for (const row of rows) {
    const sealed = context.secretBox ? context.secretBox.seal(row.secret_plain, `oauth-client-secret:${row.client_id}`) : null;
    await knex('oauth_clients').where({ client_id: row.client_id }).update({ secret_sealed: sealed, secret_plain: null });
  }
  await knex.schema.alterTable('oauth_clients', (t) => {
    t.dropColumn('secret_plain');
  });
}

export async function down(knex: Knex): Promise<void> {
  // The sealed secrets cannot be turned back without the key: they are dropped, as if hidden.
  await knex.schema.alterTable('oauth_clients', (t) => {
    t.text('secret_plain');
    t.dropColumn('secret_sealed');
  });
}
