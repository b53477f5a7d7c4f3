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
  /**
   * The embedding column is pgvector's `vector` (a server with pgvector, which searches it
   * with HNSW); else `bytea` of float32. The embedded store keeps bytes although it has
   * pgvector: it searches its vectors in process, and bytes go in without PGlite parsing each
   * float's text (`strtof` in soft-float WebAssembly).
   */
  vectorColumn: boolean;
  /** Directory of the embedded store, when there is one. */
  dataDir?: string;
  /** The embedded store's writes by this process, its only writer (local-writes.ts). */
  localWrites?: LocalWrites;
  close(): Promise<void>;
}
