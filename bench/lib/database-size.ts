/**
 * What a filled store takes on disk: the database as a whole (pg_database_size), each table
 * (heap, TOAST and indexes together) and each index of the memories table, largest first.
 */
import type { Knex } from 'knex';

export interface DatabaseSize {
  databaseBytes: number;
  /** Tables of the current schema over 1 MiB, with heap (incl. TOAST) and index bytes. */
  tables: Array<{ name: string; totalBytes: number; heapBytes: number; indexBytes: number }>;
  /** The memories table's indexes. */
  indexes: Array<{ name: string; bytes: number }>;
}

export async function databaseSize(knex: Knex): Promise<DatabaseSize> {
  const database = (await knex.raw('SELECT pg_database_size(current_database())::bigint AS bytes')).rows[0] as { bytes: string };
  const tables = (await knex.raw(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::bigint AS total,
            pg_table_size(c.oid)::bigint AS heap, pg_indexes_size(c.oid)::bigint AS indexes
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = current_schema() AND pg_total_relation_size(c.oid) > 1048576
     ORDER BY 2 DESC`,
  )).rows as Array<{ name: string; total: string; heap: string; indexes: string }>;
  const indexes = (await knex.raw(
    `SELECT i.relname AS name, pg_relation_size(i.oid)::bigint AS bytes
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = 'memories'::regclass ORDER BY 2 DESC`,
  )).rows as Array<{ name: string; bytes: string }>;
  return {
    databaseBytes: Number(database.bytes),
    tables: tables.map((t) => ({ name: t.name, totalBytes: Number(t.total), heapBytes: Number(t.heap), indexBytes: Number(t.indexes) })),
    indexes: indexes.map((i) => ({ name: i.name, bytes: Number(i.bytes) })),
  };
}

const MiB = 1024 * 1024;
export const mib = (bytes: number) => `${(bytes / MiB).toLocaleString('en-US', { maximumFractionDigits: bytes < 10 * MiB ? 1 : 0 })} MiB`;

/** One paragraph for the report's notes: database, then the tables and the memories indexes. */
export function databaseSizeText(size: DatabaseSize): string {
  return `database size on disk ${mib(size.databaseBytes)} (pg_database_size); tables (heap incl. TOAST + indexes): ` +
    size.tables.map((t) => `${t.name} ${mib(t.totalBytes)} (${mib(t.heapBytes)} + ${mib(t.indexBytes)})`).join(', ') +
    `; memories indexes: ${size.indexes.map((i) => `${i.name} ${mib(i.bytes)}`).join(', ')}`;
}
