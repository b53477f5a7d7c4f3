/**
 * The embedded store keeps its vectors as float32 bytes (`bytea`, little-endian, as a server
 * without pgvector does) instead of pgvector's `vector`. It never searches them in SQL (the dense
 * side is an exact scan in process, which reads the bytes as they are), and a `vector` column
 * made PGlite parse every float of every written vector from text: `strtof` in soft-float
 * WebAssembly, about 0.15 ms of a write's CPU at 100 dimensions (bench/results/writes-2026-11-29c.md).
 *
 * New stores get `bytea` from 0010 (MigrationContext.hasVector is false on the embedded store).
 * This migration converts an existing embedded store's column in place, keeping every vector:
 * each float4 in pgvector's binary form (`float4send`, big-endian) with its four bytes
 * reversed, so the bytes are what encodeVector writes and vectorsOf reads. It runs only where
 * the column is `vector` and the column should not be (`hasVector` false): on PostgreSQL with
 * pgvector it does nothing. A server started with PGVECTOR=off over a `vector` column keeps its
 * vectors too, where ensureModel would have cleared them for embedding again.
 */
import type { Knex } from 'knex';
import type { MigrationContext } from '../migrator.js';

/** One vector's float32 bytes, little-endian (an ALTER's USING takes no subquery, a function may hold one). */
const TO_BYTES = `CREATE FUNCTION pg_temp.memory_vector_bytes(v vector) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $fn$
  SELECT string_agg(substr(b, 4, 1) || substr(b, 3, 1) || substr(b, 2, 1) || substr(b, 1, 1), ''::bytea ORDER BY n)
  FROM unnest(v::real[]) WITH ORDINALITY AS f(x, n), float4send(f.x) AS b
$fn$`;

async function embeddingType(knex: Knex): Promise<string | undefined> {
  const result = await knex.raw(
    `SELECT t.typname FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
     WHERE a.attrelid = 'memories'::regclass AND a.attname = 'embedding' AND NOT a.attisdropped`,
  );
  return (result.rows[0] as { typname: string } | undefined)?.typname;
}

export async function up(knex: Knex, context: MigrationContext): Promise<void> {
  if (context.hasVector || (await embeddingType(knex)) !== 'vector') return;
  await knex.raw('DROP INDEX IF EXISTS memories_embedding_hnsw');
  await knex.raw(TO_BYTES);
  await knex.raw('ALTER TABLE memories ALTER COLUMN embedding TYPE bytea USING pg_temp.memory_vector_bytes(embedding)');
  await knex.raw('DROP FUNCTION pg_temp.memory_vector_bytes(vector)');
}

export async function down(): Promise<void> {
  // Nothing to undo: an older release over a bytea column refits it at start-up (ensureModel).
}
