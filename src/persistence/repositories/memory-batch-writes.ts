/**
 * The multi-row statements behind MemoryRepository.insertMany and findDuplicates: concurrent
 * writes of new keys go to the store as one INSERT (one statement, one commit, one WAL flush
 * for the lot) and their duplicate checks as one call of a function that keeps its plan. Each
 * row is exactly what KnexMemoryRepository.upsert's single-row insert would have stored.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DuplicateCheck, NewMemory, WriteResult } from '../../domain/memory/ports.js';
import type { DuplicateRef } from '../../domain/memory/types.js';
import { MEMORY_COLUMNS, toMemory, type MemoryRow } from './memory-rows.js';
import { encodeVector } from './memory-embedding-repository.js';

const slotOf = (contextId: string, userId: string, agentName: string, key: string) => JSON.stringify([contextId, userId, agentName, key]);
const compareSlots = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * A text as a bound parameter stores it: a lone surrogate becomes U+FFFD (the drivers encode
 * parameters as UTF-8), where inside JSON it would be an escape jsonb refuses.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const asStored = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/**
 * Inserts every memory whose key is free in one statement; a taken key (expired or not) and a
 * key repeated within `items` after its first occurrence answer null and are left untouched.
 */
export async function insertNewMemories(
  knex: Knex, hasVector: boolean, items: readonly NewMemory[], ttlSeconds: number,
): Promise<Array<(WriteResult & { created: boolean }) | null>> {
  if (items.length === 0) return [];
  // Rows in key order: two nodes' batches then take the unique index's entries in one order,
  // so they wait for each other instead of deadlocking.
  const ordered = [...items].sort((a, b) => compareSlots(slotOf(a.ns.contextId, a.ns.userId, a.ns.agentName, a.write.key), slotOf(b.ns.contextId, b.ns.userId, b.ns.agentName, b.write.key)));
  const rows = JSON.stringify(ordered.map(({ ns, write, vector }) => ({
    id: randomUUID(), context_id: ns.contextId, user_id: asStored(ns.userId), agent_name: asStored(ns.agentName), key: asStored(write.key),
    value: asStored(write.value), scope: write.scope, tags: write.tags.map(asStored), importance: write.importance, metadata: write.metadata, working: write.scope === 'working',
    pending: !vector, embedding: vector ? encodeVector(vector.vector, hasVector) : null, embedding_model: vector?.modelId ?? null,
  })));
  // memory_insert_new (migration 0196): the same INSERT … ON CONFLICT DO NOTHING RETURNING, with a kept plan.
  const result = await knex.raw(
    `SELECT ${MEMORY_COLUMNS}, embedding_pending, revision FROM memory_insert_new(?::jsonb, ?::float8, ?::boolean)`,
    [rows, ttlSeconds, hasVector],
  );
  const stored = new Map<string, MemoryRow & { embedding_pending: boolean; revision: number }>();
  for (const row of result.rows as Array<MemoryRow & { embedding_pending: boolean; revision: number }>) {
    stored.set(slotOf(row.context_id, row.user_id, row.agent_name, row.key), row);
  }
  return items.map(({ ns, write }) => {
    const slot = slotOf(ns.contextId, ns.userId, ns.agentName, write.key);
    const row = stored.get(slot);
    if (!row) return null;
    stored.delete(slot); // a repeated key: only its first occurrence was inserted
    return { memory: toMemory(row), created: true, embeddingPending: Boolean(row.embedding_pending), revision: Number(row.revision) };
  });
}

/**
 * findDuplicate for each check, in one statement: the memory_duplicates function (migration
 * 0195: a LATERAL lookup per check over the fingerprint index), whose plan the connection keeps.
 */
export async function findDuplicates(knex: Knex, checks: readonly DuplicateCheck[]): Promise<Array<DuplicateRef | null>> {
  if (checks.length === 0) return [];
  const json = JSON.stringify(checks.map(({ scope, value, excludeId }) => ({
    context_id: scope.contextId, user_id: scope.userId, value, agent_names: scope.agentNames, exclude_id: excludeId,
  })));
  const result = await knex.raw('SELECT i, id, key, agent_name FROM memory_duplicates(?::jsonb)', [json]);
  const found: Array<DuplicateRef | null> = checks.map(() => null);
  for (const row of result.rows as Array<{ i: number; id: string; key: string; agent_name: string }>) {
    found[Number(row.i)] = { id: row.id, key: row.key, agent_name: row.agent_name };
  }
  return found;
}
