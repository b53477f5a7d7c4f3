/** Row mapping and SQL fragments shared by the memory repositories. */
import type { Knex } from 'knex';
import type { ReadScope } from '../../domain/memory/ports.js';
import type { Memory, MemoryScope } from '../../domain/memory/types.js';

/** A working memory past its expiry is invisible everywhere. */
export const VISIBLE = '(expires_at IS NULL OR expires_at > now())';

/** Columns of the public memory shape (never the embedding: it is large). */
export const MEMORY_COLUMNS = 'id, context_id, key, value, scope, tags, importance, metadata, user_id, agent_name, created_at, updated_at, expires_at';

export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** Fields whose stored form differs from the memory's (arrays may be null, numbers text, times Dates). */
type StoredAs = {
  tags: string[] | null;
  importance: number | string;
  metadata: Record<string, unknown> | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  expires_at: Date | string | null;
};

/** A memories row as the driver returns it: the memory's fields (types.ts), some in their stored form. */
export type MemoryRow = Omit<Memory, keyof StoredAs> & StoredAs;

export function toMemory(row: MemoryRow): Memory {
  return {
    id: row.id,
    context_id: row.context_id,
    key: row.key,
    value: row.value,
    scope: row.scope,
    tags: row.tags ?? [],
    importance: Number(row.importance),
    metadata: typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as Record<string, unknown>) : (row.metadata ?? {}),
    user_id: row.user_id,
    agent_name: row.agent_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    expires_at: isoOrNull(row.expires_at),
  };
}

/** `WHERE` condition of a read scope, for the unaliased memories table. */
export function scopeCondition(knex: Knex, scope: ReadScope): Knex.Raw {
  const agents = [...new Set(scope.agentNames)];
  const parts = ['context_id = ?', 'user_id = ?', `agent_name IN (${agents.map(() => '?').join(', ')})`, VISIBLE];
  const bindings: unknown[] = [scope.contextId, scope.userId, ...agents];
  if (scope.scope) {
    parts.push('scope = ?');
    bindings.push(scope.scope);
  }
  return knex.raw(parts.join(' AND '), bindings as Knex.RawBinding[]);
}

/** The expiry expression for an insert or update: now + ttl for working memories. */
export function expiresExpression(scope: MemoryScope, ttlSeconds: number): { sql: string; bindings: Knex.RawBinding[] } {
  return scope === 'working'
    ? { sql: `now() + make_interval(secs => ?)`, bindings: [ttlSeconds] }
    : { sql: 'NULL', bindings: [] };
}

/**
 * The hash of a text normalised for duplicate detection: whitespace runs become one space, the
 * ends are trimmed, case is folded and trailing punctuation dropped, so "Ada drinks tea." and
 * "ada  drinks tea" match. Migration 0102 indexes exactly this expression; queries must use it
 * unchanged for the index to serve them.
 */
export const TEXT_FINGERPRINT = (expr: string) =>
  `md5(regexp_replace(lower(btrim(regexp_replace(${expr}, '\\s+', ' ', 'g'))), '[[:punct:][:space:]]+$', ''))`;
