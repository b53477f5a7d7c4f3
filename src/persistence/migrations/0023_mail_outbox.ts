/**
 * Outgoing mail. Without SMTP the message (body included) waits here for the operator
 * (`memplat mail list|show`); with SMTP only the envelope and delivery result are kept,
 * so links in message bodies are not stored longer than needed.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('id').primary();
    t.text('kind').notNullable(); // password_reset | password_setup | security_notice | ...
    t.text('recipient').notNullable();
    t.text('subject').notNullable();
    t.text('body_text'); // null once delivered over SMTP
    t.text('status').notNullable(); // queued | sent | failed
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}
