/**
 * The shape of an opened store, apart from db.ts that opens it, so modules db.ts itself uses
 * (advisory-lock.ts) can name it without importing db.ts back.
 */
import type { Knex } from 'knex';
import type { LocalWrites } from '../domain/memory/ports.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** pgvector is installed in this database (always true on PGlite). */
  hasVector: boolean;
  /** Directory of the embedded store, when there is one. */
  dataDir?: string;
  /** The embedded store's writes by this process, its only writer (local-writes.ts). */
  localWrites?: LocalWrites;
  close(): Promise<void>;
}
