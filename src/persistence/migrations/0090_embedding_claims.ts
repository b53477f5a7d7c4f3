/**
 * Embedding claims, so several server processes on one database share the embedding queue
 * instead of all embedding the same memories: a worker claims a batch of queued memories
 * (FOR UPDATE SKIP LOCKED, so two workers never claim the same row) until
 * `embedding_claimed_until`, for the revision it read (`embedding_claimed_revision`). A claim
 * ends when the vector is stored, lapses when its worker died, and does not hold back a
 * newer revision of the memory (a changed value is claimable at once).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE memories ADD COLUMN embedding_claimed_until timestamptz, ADD COLUMN embedding_claimed_revision integer');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE memories DROP COLUMN embedding_claimed_until, DROP COLUMN embedding_claimed_revision');
}
