/**
 * Knex implementation of EmbeddingRepository (contract in src/domain/memory/ports.ts).
 * Vectors are pgvector `vector(d)` with an HNSW index where the server has pgvector (not on
 * the embedded store, which searches them in process), else
 * `bytea` holding little-endian float32 (loaded by the in-process exact search). The column
 * is fitted to the provider once at start-up (`ensureModel`), never per request.
 */
import type { Knex } from 'knex';
import type { EmbeddingRepository, NamespaceRef, PendingEmbedding, ReadScope, StoredVectors } from '../../domain/memory/ports.js';
import type { MemoryScope } from '../../domain/memory/types.js';
import { HNSW_SETTINGS } from './memory-recall/index.js';
import { toPgVector } from '../../domain/memory/embedding/vector-math.js';
import { VISIBLE, isoOrNull, scopeCondition } from './memory-rows.js';
import { isUuid } from '../../domain/core/ids.js';
import { denseSearchSettingsText } from './memory-pgvector-settings.js';
import { escapeLiteral, simpleQuery } from '../simple-query.js';
import { prepared } from '../prepared-statement.js';

export const HNSW_INDEX = 'memories_embedding_hnsw';
/** How long a worker's claim on queued memories lasts: ample for one batch, short enough that a dead worker's batch is soon taken over. */
export const CLAIM_SECONDS = 120;

function isZero(vector: Float32Array): boolean {
  for (let i = 0; i < vector.length; i++) if (vector[i] !== 0) return false;
  return true;
}

function toHex(vector: Float32Array): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('hex');
}

/** Copies a stored float32 blob (Buffer or Uint8Array) into `target` at `offset` floats. */
function copyBlob(blob: Uint8Array, target: Float32Array, offset: number, dimensions: number): boolean {
  if (blob.byteLength !== dimensions * 4) return false;
  new Uint8Array(target.buffer, target.byteOffset + offset * 4, dimensions * 4).set(blob);
  return true;
}

function parseVectorText(text: string): Float32Array {
  return Float32Array.from(text.replace(/^\[|\]$/g, '').split(',').filter(Boolean).map(Number));
}

/** A vector as the embedding column takes it (pgvector text, else float32 hex for bytea); null for the zero vector, which a word-less text embeds to and which matches nothing. */
export function encodeVector(vector: Float32Array, hasVector: boolean): string | null {
  return isZero(vector) ? null : hasVector ? toPgVector(vector) : toHex(vector);
}

/** SQL turning an encoded vector (encodeVector) into the column's type. */
export function vectorCast(expr: string, hasVector: boolean): string {
  return hasVector ? `${expr}::vector` : `decode(${expr}, 'hex')`;
}

export class KnexEmbeddingRepository implements EmbeddingRepository {
  /**
   * `annIndex`: keep pgvector's HNSW index (where the dense side is searched in SQL). The
   * embedded store searches its vectors in process, so there the index would only cost writes:
   * ensureModel drops it.
   */
  constructor(private readonly knex: Knex, private readonly hasVector: boolean, private readonly annIndex = hasVector) {}

  async ensureModel(modelId: string, dimensions: number): Promise<boolean> {
    const wanted = this.hasVector ? `vector(${dimensions})` : 'bytea';
    return this.knex.transaction(async (trx) => {
      const state = (await trx.raw('SELECT model_id, dimensions FROM embedding_state WHERE id = 1 FOR UPDATE')).rows[0] as
        | { model_id: string | null; dimensions: number | null }
        | undefined;
      const column = (await trx.raw(
        `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
         WHERE attrelid = 'memories'::regclass AND attname = 'embedding' AND NOT attisdropped`,
      )).rows[0] as { type: string } | undefined;
      let reset = state?.model_id !== modelId || Number(state?.dimensions) !== dimensions;
      if (column?.type !== wanted) {
        await trx.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
        await trx.raw(`ALTER TABLE memories ALTER COLUMN embedding TYPE ${wanted} USING NULL::${wanted}`);
        reset = true;
      }
      if (reset) {
        await trx.raw(
          `UPDATE memories SET embedding = NULL, embedding_model = NULL, embedding_pending = true, embedding_claimed_until = NULL
           WHERE NOT embedding_pending OR embedding IS NOT NULL OR embedding_model IS NOT NULL`,
        );
        await trx.raw('UPDATE embedding_state SET model_id = ?, dimensions = ?, updated_at = now() WHERE id = 1', [modelId, dimensions]);
      }
      if (this.hasVector && this.annIndex) {
        await trx.raw(`CREATE INDEX IF NOT EXISTS ${HNSW_INDEX} ON memories USING hnsw (embedding vector_cosine_ops)`);
      } else {
        await trx.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
      }
      return reset;
    });
  }

  /**
   * Claims the oldest queued visible memories for this worker until the claim lapses
   * (CLAIM_SECONDS): rows another worker is claiming right now are skipped (SKIP LOCKED), and
   * rows it claimed stay its own unless the claim lapsed or the memory changed since.
   */
  async pending(limit: number): Promise<PendingEmbedding[]> {
    const result = await this.knex.raw(
      `UPDATE memories m SET embedding_claimed_until = now() + make_interval(secs => ?), embedding_claimed_revision = m.revision
       FROM (
         SELECT id FROM memories
         WHERE embedding_pending AND ${VISIBLE}
           AND (embedding_claimed_until IS NULL OR embedding_claimed_until < now() OR embedding_claimed_revision IS DISTINCT FROM revision)
         ORDER BY updated_at LIMIT ?
         FOR UPDATE SKIP LOCKED
       ) AS queued
       WHERE m.id = queued.id
       RETURNING m.id, m.value, m.revision, m.context_id, m.user_id, m.agent_name, m.scope, m.expires_at, m.updated_at`,
      [CLAIM_SECONDS, limit],
    );
    const rows = (result.rows as Array<PendingEmbedding & { expires_at: unknown; updated_at: Date | string }>)
      .sort((a, b) => new Date(a.updated_at).getTime() - new Date(b.updated_at).getTime());
    return rows.map(({ updated_at: _updated, ...r }) => ({ ...r, revision: Number(r.revision), expires_at: isoOrNull(r.expires_at) }));
  }

  async pendingIn(scope: ReadScope, limit: number): Promise<PendingEmbedding[]> {
    // Asked on every recall; named, it is planned once per connection (its generic plan is the
    // custom one: the partial index of pending memories).
    const result = await prepared(this.knex.raw(
      `SELECT id, value, revision, context_id, user_id, agent_name, scope, expires_at FROM memories
       WHERE ? AND embedding_pending ORDER BY updated_at DESC LIMIT ?`,
      [scopeCondition(this.knex, scope), limit],
    ));
    return (result.rows as Array<PendingEmbedding & { expires_at: unknown }>).map((r) => ({ ...r, revision: Number(r.revision), expires_at: isoOrNull(r.expires_at) }));
  }

  /** Gives claimed memories back to the queue at once (the provider failed). */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.knex.raw('UPDATE memories SET embedding_claimed_until = NULL WHERE id = ANY(?::uuid[])', [ids] as unknown as Knex.RawBinding[]);
  }

  async store(items: Array<{ id: string; revision: number; vector: Float32Array }>, modelId: string): Promise<string[]> {
    if (items.length === 0) return [];
    // A word-less text embeds to the zero vector, which matches nothing: store no vector.
    const encoded = items.map((i) => encodeVector(i.vector, this.hasVector));
    const cast = vectorCast('v.e', this.hasVector);
    const result = await this.knex.raw(
      `UPDATE memories m SET embedding = ${cast}, embedding_model = ?, embedding_pending = false, embedding_claimed_until = NULL
       FROM unnest(?::uuid[], ?::int[], ?::text[]) AS v(id, rev, e)
       WHERE m.id = v.id AND m.revision = v.rev
       RETURNING m.id`,
      [modelId, items.map((i) => i.id), items.map((i) => i.revision), encoded] as unknown as Knex.RawBinding[],
    );
    return (result.rows as Array<{ id: string }>).map((r) => r.id);
  }

  /** Memories waiting for their embedding, in the whole store or in one context. */
  async backlog(contextId?: string): Promise<number> {
    const result = contextId === undefined
      ? await this.knex.raw('SELECT count(*)::int AS n FROM memories WHERE embedding_pending')
      : await this.knex.raw('SELECT count(*)::int AS n FROM memories WHERE embedding_pending AND context_id = ?', [contextId]);
    return Number(result.rows[0]?.n ?? 0);
  }

  async loadVectors(ns: NamespaceRef, modelId: string, dimensions: number): Promise<StoredVectors> {
    const result = await this.knex.raw(
      `SELECT id, scope, expires_at, embedding FROM memories
       WHERE context_id = ? AND user_id = ? AND agent_name = ? AND ${VISIBLE}
         AND embedding IS NOT NULL AND embedding_model = ?`,
      [ns.contextId, ns.userId, ns.agentName, modelId],
    );
    const rows = result.rows as Array<{ id: string; scope: MemoryScope; expires_at: Date | string | null; embedding: Uint8Array | string }>;
    const matrix = new Float32Array(rows.length * dimensions);
    const ids: string[] = [];
    const scopes: MemoryScope[] = [];
    const expiresAt = new Float64Array(rows.length);
    for (const row of rows) {
      const slot = ids.length;
      const ok = typeof row.embedding === 'string'
        ? (() => { const v = parseVectorText(row.embedding); if (v.length !== dimensions) return false; matrix.set(v, slot * dimensions); return true; })()
        : copyBlob(row.embedding, matrix, slot * dimensions, dimensions);
      if (!ok) continue;
      ids.push(row.id);
      scopes.push(row.scope);
      expiresAt[slot] = row.expires_at === null ? Infinity : new Date(row.expires_at).getTime();
    }
    return { ids, scopes, expiresAt: expiresAt.subarray(0, ids.length), matrix: matrix.subarray(0, ids.length * dimensions) };
  }

  async vectorOf(id: string, modelId: string): Promise<Float32Array | null> {
    if (!isUuid(id)) return null;
    const column = this.hasVector ? 'embedding::text' : 'embedding';
    const result = await this.knex.raw(`SELECT ${column} AS e FROM memories WHERE id = ? AND embedding_model = ? AND embedding IS NOT NULL`, [id, modelId]);
    const e = result.rows[0]?.e as Uint8Array | string | undefined;
    if (e === undefined || e === null) return null;
    if (typeof e === 'string') return parseVectorText(e);
    const out = new Float32Array(e.byteLength / 4);
    new Uint8Array(out.buffer).set(e);
    return out;
  }

  async nearest(scope: ReadScope, vector: Float32Array, modelId: string, limit: number, excludeId?: string): Promise<Array<{ id: string; similarity: number }>> {
    if (!this.hasVector) throw new Error('nearest() needs pgvector; use the in-process vector index');
    // The HNSW settings and the search in one message (one round trip, where BEGIN, the settings,
    // the search and COMMIT took four): PostgreSQL runs a message of several statements as one
    // transaction, so the local settings hold for the search and end with it, and an error
    // rolls it back. Such a message takes no parameters: the values are quoted by the driver.
    const settings = await denseSearchSettingsText(this.knex, HNSW_SETTINGS);
    const vectorLiteral = `${escapeLiteral(toPgVector(vector))}::vector`;
    const agents = [...new Set(scope.agentNames)].map(escapeLiteral).join(', ');
    const search = `SELECT id, (1 - (embedding <=> ${vectorLiteral}))::float8 AS similarity FROM memories
       WHERE context_id = ${escapeLiteral(scope.contextId)} AND user_id = ${escapeLiteral(scope.userId)} AND agent_name IN (${agents})
         AND ${VISIBLE}${scope.scope ? ` AND scope = ${escapeLiteral(scope.scope)}` : ''}
         AND embedding IS NOT NULL AND embedding_model = ${escapeLiteral(modelId)} AND id <> ${escapeLiteral(excludeId ?? '00000000-0000-0000-0000-000000000000')}::uuid
       ORDER BY embedding <=> ${vectorLiteral} LIMIT ${Math.max(0, Math.floor(finiteLimit(limit)))}`;
    const results = await simpleQuery(this.knex, settings ? `${settings}; ${search}` : search);
    return (results.at(-1)!.rows as Array<{ id: string; similarity: number }>).map((r) => ({ id: r.id, similarity: Number(r.similarity) }));
  }

}

function finiteLimit(limit: number): number {
  if (!Number.isFinite(limit)) throw new TypeError(`nearest: expected a finite limit, got ${String(limit)}`);
  return limit;
}
