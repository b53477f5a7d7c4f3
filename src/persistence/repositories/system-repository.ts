/**
 * Store-level facts for health and metrics: a liveness ping, the state of the HNSW index,
 * the memory count and the storage size (PGlite: bytes of its data directory; PostgreSQL and in-memory PGlite:
 * pg_database_size of the current database).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db.js';
import type { StoreKind, StoreProbe } from '../../domain/core/ports/store-probe.js';
import { isDatabaseUnreachable } from '../connection-errors.js';
import { VISIBLE } from './memory-rows.js';
import { HNSW_INDEX } from './memory-embedding-repository.js';
import { withDeadline } from '../../domain/core/deadline.js';

async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await fs.stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

export class SystemRepository implements StoreProbe {
  constructor(private readonly db: Database) {}

  get kind(): StoreKind {
    return this.db.kind;
  }

  get hasVector(): boolean {
    return this.db.hasVector;
  }

  isUnreachable(error: unknown): boolean {
    return isDatabaseUnreachable(error);
  }

  watchQueries(listener: { answered(): void; unreachable(error: unknown): void }): void {
    this.db.knex.on('query-response', () => listener.answered());
    this.db.knex.on('query-error', (error: unknown) => {
      if (isDatabaseUnreachable(error)) listener.unreachable(error);
    });
  }

  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  async ping(timeoutMs: number): Promise<void> {
    await withDeadline('database ping', timeoutMs, async () => this.db.knex.raw('SELECT 1'));
  }

  /** The pgvector HNSW index on memory embeddings exists and is usable (not left invalid by a failed build). */
  async hnswIndexValid(): Promise<boolean> {
    const r = await this.db.knex.raw(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE c.relname = ? AND c.relnamespace = to_regnamespace(current_schema())`,
      [HNSW_INDEX],
    );
    return r.rows[0]?.valid === true;
  }

  /** Visible memories across all contexts, or in one. */
  async memoryCount(contextId?: string): Promise<number> {
    const r = contextId === undefined
      ? await this.db.knex.raw(`SELECT count(*)::int AS n FROM memories WHERE ${VISIBLE}`)
      : await this.db.knex.raw(`SELECT count(*)::int AS n FROM memories WHERE ${VISIBLE} AND context_id = ?`, [contextId]);
    return Number(r.rows[0]?.n ?? 0);
  }

  /** Bytes of one context's visible memory rows (values, metadata, embeddings), as PostgreSQL stores them. */
  async contextBytes(contextId: string): Promise<number> {
    const r = await this.db.knex.raw(`SELECT coalesce(sum(pg_column_size(m.*)), 0)::int8 AS bytes FROM memories m WHERE ${VISIBLE} AND m.context_id = ?`, [contextId]);
    return Number(r.rows[0]?.bytes ?? 0);
  }

  async storageBytes(): Promise<number> {
    if (this.db.kind === 'pglite' && this.db.dataDir) return directoryBytes(this.db.dataDir);
    const r = await this.db.knex.raw('SELECT pg_database_size(current_database())::int8 AS bytes');
    return Number(r.rows[0]?.bytes ?? 0);
  }
}
