/**
 * Previous versions of memories (migration 0101). `keepPrevious` runs inside a write's
 * transaction, before the write: it locks the memory's row and, when the write changes its
 * value, scope, tags, importance or metadata, keeps the current state as the next version,
 * dropping the oldest beyond `keep`. An expired row counts as deleted: its versions and
 * feedback go, and the write replaces it as a new memory.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { MemoryHistoryRepository, MemoryWrite, NamespaceRef } from '../../domain/memory/ports.js';
import type { MemoryScope, MemoryVersion } from '../../domain/memory/types.js';
import { iso } from './memory-rows.js';

interface CurrentRow {
  id: string;
  context_id: string;
  value: string;
  scope: MemoryScope;
  tags: string[] | null;
  importance: number | string;
  metadata: Record<string, unknown> | string | null;
  updated_at: Date | string;
  expired: boolean;
}

/** JSON with object keys sorted, so two metadata objects compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}

function changes(row: CurrentRow, next: Partial<Omit<MemoryWrite, 'key'>>): boolean {
  const metadata = typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as unknown) : (row.metadata ?? {});
  return (next.value !== undefined && next.value !== row.value)
    || (next.scope !== undefined && next.scope !== row.scope)
    || (next.tags !== undefined && canonical(next.tags) !== canonical(row.tags ?? []))
    || (next.importance !== undefined && next.importance !== Number(row.importance))
    || (next.metadata !== undefined && canonical(next.metadata) !== canonical(metadata));
}

export class KnexMemoryHistoryRepository implements MemoryHistoryRepository {
  constructor(private readonly knex: Knex) {}

  async keepPrevious(trx: Knex.Transaction, ns: NamespaceRef, key: string, next: Partial<Omit<MemoryWrite, 'key'>>, keep: number): Promise<void> {
    const result = await trx.raw(
      `SELECT id, context_id, value, scope, tags, importance, metadata, updated_at,
              (expires_at IS NOT NULL AND expires_at <= now()) AS expired
       FROM memories WHERE context_id = ? AND user_id = ? AND agent_name = ? AND key = ? FOR UPDATE`,
      [ns.contextId, ns.userId, ns.agentName, key],
    );
    const row = result.rows[0] as CurrentRow | undefined;
    if (!row) return;
    if (row.expired) {
      // Replaced under a new id as a new memory: nothing of the expired one may stay attached to it.
      await trx('memory_versions').where({ memory_id: row.id }).delete();
      await trx('memory_feedback').where({ memory_id: row.id }).delete();
      return;
    }
    if (!changes(row, next)) return;
    const inserted = await trx.raw(
      `INSERT INTO memory_versions (id, memory_id, context_id, version, value, scope, tags, importance, metadata, written_at)
       SELECT ?, ?, ?, coalesce(max(version), 0) + 1, ?, ?, ?::text[], ?, ?::jsonb, ?
       FROM memory_versions WHERE memory_id = ?
       RETURNING version`,
      [randomUUID(), row.id, row.context_id, row.value, row.scope, row.tags ?? [], Number(row.importance),
        typeof row.metadata === 'string' ? row.metadata : JSON.stringify(row.metadata ?? {}), row.updated_at, row.id],
    );
    const version = Number((inserted.rows[0] as { version: number }).version);
    if (version > keep) await trx('memory_versions').where({ memory_id: row.id }).andWhere('version', '<=', version - keep).delete();
  }

  async list(memoryId: string, limit: number): Promise<{ versions: MemoryVersion[]; latest: number }> {
    const [rows, top] = await Promise.all([
      this.knex('memory_versions').where({ memory_id: memoryId }).orderBy('version', 'desc').limit(limit)
        .select('version', 'value', 'scope', 'tags', 'importance', 'metadata', 'written_at', 'replaced_at'),
      this.knex('memory_versions').where({ memory_id: memoryId }).max('version as v').first(),
    ]);
    return {
      latest: Number(top?.v ?? 0),
      versions: (rows as Array<Record<string, unknown>>).map((r) => ({
        version: Number(r.version),
        value: r.value as string,
        scope: r.scope as MemoryScope,
        tags: (r.tags as string[] | null) ?? [],
        importance: Number(r.importance),
        metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Record<string, unknown>) : ((r.metadata as Record<string, unknown>) ?? {}),
        written_at: iso(r.written_at),
        replaced_at: iso(r.replaced_at),
      })),
    };
  }
}
