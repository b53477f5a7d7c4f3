/**
 * Knex implementation of MemoryRepository (contract in src/domain/memory/ports.ts), for
 * PGlite and PostgreSQL alike. A write of a new key is one INSERT; any other write is one
 * transaction: the row is locked and the state it replaces kept as a version
 * (memory-history-repository.ts), then one INSERT ... ON CONFLICT (or UPDATE) statement writes it; the embedding queue is the `embedding_pending` flag set by
 * that same statement, which also stores the value's vector when the caller computed it first.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ValidationError } from '../../domain/errors/app-error.js';
import { DEFAULT_KEPT_VERSIONS, type DuplicateCheck, type MemoryFields, type MergeResult, type NewMemory, type MemoryRepository, type MemoryWrite, type NamespaceRef, type ReadScope, type WriteResult, type WriteVector } from '../../domain/memory/ports.js';
import type { DuplicateRef, ListFilter, Memory, Page } from '../../domain/memory/types.js';
import { MEMORY_COLUMNS, TEXT_FINGERPRINT, VISIBLE, isoOrNull, scopeCondition, toMemory, type MemoryRow } from './memory-rows.js';
import { isUuid } from '../../domain/core/ids.js';
import { decodeListCursor, encodeListCursor } from './memory-cursor.js';
import { KnexMemoryHistoryRepository } from './memory-history-repository.js';
import { encodeVector, vectorCast } from './memory-embedding-repository.js';
import { findDuplicates, insertNewMemories } from './memory-batch-writes.js';

const NS = 'context_id = ? AND user_id = ? AND agent_name = ?';
const nsBindings = (ns: NamespaceRef) => [ns.contextId, ns.userId, ns.agentName];
const EXPIRED = 'memories.expires_at IS NOT NULL AND memories.expires_at <= now()';
const VALUE_CHANGED = 'memories.value IS DISTINCT FROM excluded.value';
/** The write brings the value's vector (excluded.embedding_pending is false only then). */
const BRINGS_VECTOR = 'NOT excluded.embedding_pending';

export class KnexMemoryRepository implements MemoryRepository {
  private readonly history: KnexMemoryHistoryRepository;

  /** `hasVector`: the embedding column is pgvector's (else bytea), as for KnexEmbeddingRepository. */
  constructor(private readonly knex: Knex, private readonly hasVector = false) {
    this.history = new KnexMemoryHistoryRepository(knex);
  }

  async upsert(ns: NamespaceRef, write: MemoryWrite, ttlSeconds: number, keepVersions = DEFAULT_KEPT_VERSIONS, vector?: WriteVector): Promise<WriteResult & { created: boolean }> {
    // A new key (the common write) is one statement: no row to lock, no version to keep.
    const inserted = await this.upsertRow(this.knex, ns, write, ttlSeconds, vector, 'insert only');
    if (inserted) return inserted;
    return this.knex.transaction(async (trx) => {
      await this.history.keepPrevious(trx, ns, write.key, write, keepVersions);
      return (await this.upsertRow(trx, ns, write, ttlSeconds, vector, 'replace'))!;
    });
  }

  insertMany(items: readonly NewMemory[], ttlSeconds: number): Promise<Array<(WriteResult & { created: boolean }) | null>> {
    return insertNewMemories(this.knex, this.hasVector, items, ttlSeconds);
  }

  findDuplicates(checks: readonly DuplicateCheck[]): Promise<Array<DuplicateRef | null>> {
    return findDuplicates(this.knex, checks);
  }

  /**
   * Without a vector the memory is queued (embedding_pending) when its value changed. With one,
   * the vector is stored when the value changed or the memory was still waiting, and the
   * memory leaves the queue; an unchanged, embedded memory keeps its stored vector.
   * 'insert only' writes nothing when the key is taken (null), expired or not.
   */
  private async upsertRow(
    trx: Knex, ns: NamespaceRef, write: MemoryWrite, ttlSeconds: number, vector: WriteVector | undefined, conflict: 'insert only' | 'replace',
  ): Promise<(WriteResult & { created: boolean }) | null> {
    const working = write.scope === 'working';
    const encoded = vector ? encodeVector(vector.vector, this.hasVector) : null;
    const embedding = encoded === null ? 'NULL' : vectorCast('?', this.hasVector);
    const result = await trx.raw(
      `INSERT INTO memories (id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata,
                             created_at, updated_at, expires_at, embedding_pending, embedding, embedding_model)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?::jsonb, now(), now(),
               CASE WHEN ? THEN now() + make_interval(secs => ?) END, ?, ${embedding}, ?)
       ON CONFLICT (context_id, user_id, agent_name, key) ${conflict === 'insert only' ? 'DO NOTHING' : `DO UPDATE SET
         id = CASE WHEN ${EXPIRED} THEN excluded.id ELSE memories.id END,
         created_at = CASE WHEN ${EXPIRED} THEN now() ELSE memories.created_at END,
         feedback_useful = CASE WHEN ${EXPIRED} THEN 0 ELSE memories.feedback_useful END,
         feedback_irrelevant = CASE WHEN ${EXPIRED} THEN 0 ELSE memories.feedback_irrelevant END,
         feedback_outdated = CASE WHEN ${EXPIRED} THEN 0 ELSE memories.feedback_outdated END,
         value = excluded.value,
         scope = excluded.scope,
         tags = excluded.tags,
         importance = excluded.importance,
         metadata = excluded.metadata,
         updated_at = now(),
         expires_at = excluded.expires_at,
         revision = memories.revision + CASE WHEN ${VALUE_CHANGED} THEN 1 ELSE 0 END,
         embedding = CASE WHEN ${VALUE_CHANGED} OR (memories.embedding_pending AND ${BRINGS_VECTOR}) THEN excluded.embedding ELSE memories.embedding END,
         embedding_model = CASE WHEN ${VALUE_CHANGED} OR (memories.embedding_pending AND ${BRINGS_VECTOR}) THEN excluded.embedding_model ELSE memories.embedding_model END,
         embedding_pending = CASE WHEN ${VALUE_CHANGED} THEN excluded.embedding_pending ELSE memories.embedding_pending AND excluded.embedding_pending END,
         embedding_claimed_until = CASE WHEN ${BRINGS_VECTOR} THEN NULL ELSE memories.embedding_claimed_until END`}
       RETURNING ${MEMORY_COLUMNS}, (created_at = now()) AS created, embedding_pending, revision`,
      [
        randomUUID(), ns.contextId, ns.userId, ns.agentName, write.key, write.value, write.scope,
        write.tags, write.importance, JSON.stringify(write.metadata), working, ttlSeconds,
        !vector, ...(encoded === null ? [] : [encoded]), vector?.modelId ?? null,
      ],
    );
    const row = result.rows[0] as (MemoryRow & { created: boolean; embedding_pending: boolean; revision: number }) | undefined;
    if (!row) return null;
    return { memory: toMemory(row), created: Boolean(row.created), embeddingPending: Boolean(row.embedding_pending), revision: Number(row.revision) };
  }

  /**
   * One transaction: finds which namespace of `lookup` holds the key (locking that row), then
   * updates only the `given` fields there, or inserts `write` into the first namespace when none
   * does. The version and the write commit together.
   */
  async merge(lookup: readonly NamespaceRef[], write: MemoryWrite, given: MemoryFields, ttlSeconds: number, keepVersions = DEFAULT_KEPT_VERSIONS, vector?: WriteVector): Promise<MergeResult> {
    const [own] = lookup;
    if (!own) throw new Error('merge needs at least one namespace');
    return this.knex.transaction(async (trx) => {
      const holder = await trx.raw(
        `SELECT agent_name FROM memories
         WHERE context_id = ? AND user_id = ? AND agent_name = ANY(?::text[]) AND key = ? AND ${VISIBLE}
         ORDER BY array_position(?::text[], agent_name) LIMIT 1 FOR UPDATE`,
        [own.contextId, own.userId, lookup.map((n) => n.agentName), write.key, lookup.map((n) => n.agentName)] as unknown as Knex.RawBinding[],
      );
      const agentName = (holder.rows[0] as { agent_name: string } | undefined)?.agent_name;
      const target = lookup.find((n) => n.agentName === agentName);
      if (target) {
        await this.history.keepPrevious(trx, target, write.key, given, keepVersions);
        const updated = await this.updateRow(trx, target, write.key, given, ttlSeconds, vector);
        if (updated) return { ...updated, created: false, ns: target };
      }
      await this.history.keepPrevious(trx, own, write.key, write, keepVersions);
      return { ...(await this.upsertRow(trx, own, write, ttlSeconds, vector, 'replace'))!, ns: own };
    });
  }

  async update(ns: NamespaceRef, key: string, patch: Partial<Omit<MemoryWrite, 'key'>>, ttlSeconds: number, keepVersions = DEFAULT_KEPT_VERSIONS): Promise<WriteResult | null> {
    return this.knex.transaction(async (trx) => {
      await this.history.keepPrevious(trx, ns, key, patch, keepVersions);
      return this.updateRow(trx, ns, key, patch, ttlSeconds);
    });
  }

  /** With `vector` (made from `patch.value`) the memory is stored embedded, as upsertRow does. */
  private async updateRow(trx: Knex.Transaction, ns: NamespaceRef, key: string, patch: MemoryFields, ttlSeconds: number, vector?: WriteVector): Promise<WriteResult | null> {
    const sets: string[] = ['updated_at = now()'];
    const bindings: Knex.RawBinding[] = [];
    if (patch.value !== undefined && vector) {
      const embedding = vectorCast('?', this.hasVector);
      const renew = 'value IS DISTINCT FROM ? OR embedding_pending';
      sets.push(
        'value = ?',
        'revision = revision + CASE WHEN value IS DISTINCT FROM ? THEN 1 ELSE 0 END',
        `embedding = CASE WHEN ${renew} THEN ${embedding} ELSE embedding END`,
        `embedding_model = CASE WHEN ${renew} THEN ? ELSE embedding_model END`,
        'embedding_pending = false',
        'embedding_claimed_until = NULL',
      );
      bindings.push(patch.value, patch.value, patch.value, encodeVector(vector.vector, this.hasVector), patch.value, vector.modelId);
    } else if (patch.value !== undefined) {
      sets.push(
        'value = ?',
        'revision = revision + CASE WHEN value IS DISTINCT FROM ? THEN 1 ELSE 0 END',
        'embedding = CASE WHEN value IS DISTINCT FROM ? THEN NULL ELSE embedding END',
        'embedding_model = CASE WHEN value IS DISTINCT FROM ? THEN NULL ELSE embedding_model END',
        'embedding_pending = embedding_pending OR value IS DISTINCT FROM ?',
      );
      bindings.push(patch.value, patch.value, patch.value, patch.value, patch.value);
    }
    if (patch.scope !== undefined) {
      sets.push('scope = ?');
      bindings.push(patch.scope);
    }
    // Any write re-arms a working memory's expiry.
    sets.push(`expires_at = CASE WHEN ${patch.scope !== undefined ? '?' : 'scope'} = 'working' THEN now() + make_interval(secs => ?) END`);
    if (patch.scope !== undefined) bindings.push(patch.scope);
    bindings.push(ttlSeconds);
    if (patch.tags !== undefined) {
      sets.push('tags = ?::text[]');
      bindings.push(patch.tags);
    }
    if (patch.importance !== undefined) {
      sets.push('importance = ?');
      bindings.push(patch.importance);
    }
    if (patch.metadata !== undefined) {
      sets.push('metadata = ?::jsonb');
      bindings.push(JSON.stringify(patch.metadata));
    }
    const result = await trx.raw(
      `UPDATE memories SET ${sets.join(', ')} WHERE ${NS} AND key = ? AND ${VISIBLE} RETURNING ${MEMORY_COLUMNS}, embedding_pending, revision`,
      [...bindings, ...nsBindings(ns), key],
    );
    const row = result.rows[0] as (MemoryRow & { embedding_pending: boolean; revision: number }) | undefined;
    return row ? { memory: toMemory(row), embeddingPending: Boolean(row.embedding_pending), revision: Number(row.revision) } : null;
  }

  async get(ns: NamespaceRef, key: string): Promise<Memory | null> {
    const result = await this.knex.raw(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE ${NS} AND key = ? AND ${VISIBLE}`, [...nsBindings(ns), key]);
    const row = result.rows[0] as MemoryRow | undefined;
    return row ? toMemory(row) : null;
  }

  async getMany(ns: NamespaceRef, keys: readonly string[]): Promise<Memory[]> {
    if (keys.length === 0) return [];
    const result = await this.knex.raw(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE ${NS} AND key = ANY(?::text[]) AND ${VISIBLE}`,
      [...nsBindings(ns), [...keys]] as unknown as Knex.RawBinding[],
    );
    return (result.rows as MemoryRow[]).map(toMemory);
  }

  async pageById(afterId: string | null, limit: number): Promise<Memory[]> {
    const result = await this.knex.raw(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE ${afterId ? 'id > ?::uuid AND ' : ''}${VISIBLE} ORDER BY id LIMIT ?`,
      afterId ? [afterId, limit] : [limit],
    );
    return (result.rows as MemoryRow[]).map(toMemory);
  }

  async delete(ns: NamespaceRef, key: string): Promise<Memory | null> {
    const result = await this.knex.raw(
      `WITH gone AS (
         DELETE FROM memories WHERE ${NS} AND key = ? AND ${VISIBLE} RETURNING ${MEMORY_COLUMNS}
       ), edges AS (
         DELETE FROM graph_edges e USING gone
         WHERE e.context_id = gone.context_id AND e.user_id = gone.user_id
           AND (e.src = 'memory:' || gone.id::text OR e.dst = 'memory:' || gone.id::text)
       )
       SELECT ${MEMORY_COLUMNS} FROM gone`,
      [...nsBindings(ns), key],
    );
    const row = result.rows[0] as MemoryRow | undefined;
    return row ? toMemory(row) : null;
  }

  async list(ns: NamespaceRef, filter: ListFilter): Promise<Page<Memory>> {
    const where = ['context_id = ?', 'user_id = ?', VISIBLE];
    const bindings: Knex.RawBinding[] = [ns.contextId, ns.userId];
    const agent = filter.agentName ?? ns.agentName;
    if (agent !== '*') {
      where.push('agent_name = ?');
      bindings.push(agent);
    }
    if (filter.scope) {
      where.push('scope = ?');
      bindings.push(filter.scope);
    }
    if (filter.tags && filter.tags.length > 0) {
      where.push('tags @> ?::text[]');
      bindings.push(filter.tags);
    }
    if (filter.cursor) {
      const cursor = decodeListCursor(filter.cursor);
      if (!cursor) throw new ValidationError([{ loc: ['query', 'cursor'], msg: 'not a cursor returned by this API', type: 'value_error.cursor' }]);
      where.push('(updated_at, id) < (?::timestamptz, ?::uuid)');
      bindings.push(cursor.updatedAt, cursor.id);
    }
    const limit = Math.max(1, Math.min(filter.limit, 1000));
    const result = await this.knex.raw(
      `SELECT ${MEMORY_COLUMNS}, (extract(epoch from updated_at) * 1000000)::int8 AS updated_us
       FROM memories WHERE ${where.join(' AND ')} ORDER BY updated_at DESC, id DESC LIMIT ?`,
      [...bindings, limit + 1],
    );
    const rows = result.rows as Array<MemoryRow & { updated_us: number | string }>;
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toMemory),
      next_cursor: rows.length > limit && last ? encodeListCursor(Number(last.updated_us), last.id) : null,
    };
  }

  async findVisibleByKey(scope: ReadScope, key: string): Promise<Memory | null> {
    const result = await this.knex.raw(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE ? AND key = ? ORDER BY array_position(?::text[], agent_name) LIMIT 1`,
      [scopeCondition(this.knex, scope), key, scope.agentNames],
    );
    const row = result.rows[0] as MemoryRow | undefined;
    return row ? toMemory(row) : null;
  }

  async findDuplicate(scope: ReadScope, value: string, excludeId: string): Promise<DuplicateRef | null> {
    const result = await this.knex.raw(
      `SELECT id, key, agent_name FROM memories
       WHERE context_id = ? AND user_id = ? AND ${TEXT_FINGERPRINT('value')} = ${TEXT_FINGERPRINT('?')}
         AND agent_name = ANY (?::text[]) AND id <> ?::uuid AND ${VISIBLE}
       ORDER BY array_position(?::text[], agent_name), created_at, id LIMIT 1`,
      [scope.contextId, scope.userId, value, scope.agentNames, excludeId, scope.agentNames] as unknown as Knex.RawBinding[],
    );
    const row = result.rows[0] as { id: string; key: string; agent_name: string } | undefined;
    return row ? { id: row.id, key: row.key, agent_name: row.agent_name } : null;
  }

  async findVisibleById(scope: ReadScope, id: string): Promise<Memory | null> {
    if (!isUuid(id)) return null;
    const result = await this.knex.raw(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE ? AND id = ?::uuid`, [scopeCondition(this.knex, scope), id]);
    const row = result.rows[0] as MemoryRow | undefined;
    return row ? toMemory(row) : null;
  }

  async purgeExpired(batch: number): Promise<Array<NamespaceRef & { key: string }>> {
    const result = await this.knex.raw(
      `WITH gone AS (
         DELETE FROM memories WHERE id IN (
           SELECT id FROM memories WHERE expires_at IS NOT NULL AND expires_at <= now() ORDER BY expires_at LIMIT ?
         ) RETURNING id, context_id, user_id, agent_name, key
       ), edges AS (
         DELETE FROM graph_edges e USING gone
         WHERE e.context_id = gone.context_id AND e.user_id = gone.user_id
           AND (e.src = 'memory:' || gone.id::text OR e.dst = 'memory:' || gone.id::text)
       )
       SELECT context_id, user_id, agent_name, key FROM gone`,
      [batch],
    );
    const rows = result.rows as Array<{ context_id: string; user_id: string; agent_name: string; key: string }>;
    return rows.map((r) => ({ contextId: r.context_id, userId: r.user_id, agentName: r.agent_name, key: r.key }));
  }

  async stats(ns: NamespaceRef) {
    const counts = await this.knex.raw(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE scope = 'working')::int AS working,
              count(*) FILTER (WHERE embedding_pending)::int AS pending,
              max(updated_at) AS last
       FROM memories WHERE ${NS} AND ${VISIBLE}`,
      nsBindings(ns),
    );
    const tags = await this.knex.raw(
      `SELECT t.tag, count(*)::int AS n FROM memories CROSS JOIN LATERAL unnest(tags) AS t(tag)
       WHERE ${NS} AND ${VISIBLE} GROUP BY t.tag ORDER BY n DESC, t.tag LIMIT 100`,
      nsBindings(ns),
    );
    const c = counts.rows[0] as { total: number; working: number; pending: number; last: Date | null };
    return {
      total: Number(c.total),
      working: Number(c.working),
      persistent: Number(c.total) - Number(c.working),
      pending: Number(c.pending),
      tags: Object.fromEntries((tags.rows as Array<{ tag: string; n: number }>).map((r) => [r.tag, Number(r.n)])),
      lastUpdatedAt: isoOrNull(c.last),
    };
  }
}
