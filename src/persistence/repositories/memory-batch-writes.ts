/**
 * The multi-row statements behind MemoryRepository.insertMany and findDuplicates: concurrent
 * writes of new keys go to the store as one INSERT (one statement, one commit, one WAL flush
 * for the lot) and their duplicate checks as one SELECT. Each row is exactly what
 * KnexMemoryRepository.upsert's single-row insert would have stored.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DuplicateCheck, NewMemory, WriteResult } from '../../domain/memory/ports.js';
import type { DuplicateRef } from '../../domain/memory/types.js';
import { MEMORY_COLUMNS, TEXT_FINGERPRINT, VISIBLE, toMemory, type MemoryRow } from './memory-rows.js';
import { encodeVector, vectorCast } from './memory-embedding-repository.js';

const slotOf = (contextId: string, userId: string, agentName: string, key: string) => JSON.stringify([contextId, userId, agentName, key]);
const compareSlots = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type InsertedRow = MemoryRow & { embedding_pending: boolean; revision: number; fp: string; created_us: string | number; agents: string[] }
  & { dup_id: string | null; dup_key: string | null; dup_agent: string | null; dup_created_us: string | number | null };

/** findDuplicate's order: the agent's own namespace first, then the oldest, then by id. */
type Rank = [number, number, string];
const before = (a: Rank, b: Rank) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);

/**
 * The duplicate of each inserted row as findDuplicate would answer right after the statement:
 * the best stored row the statement saw (its LATERAL lookup), or a batch-mate holding the same
 * text in one of the row's agents, whichever comes first in findDuplicate's order.
 */
function duplicatesOf(rows: readonly InsertedRow[]): Map<InsertedRow, DuplicateRef | null> {
  const found = new Map<InsertedRow, DuplicateRef | null>();
  for (const row of rows) {
    let best: { rank: Rank; ref: DuplicateRef } | null = row.dup_id === null ? null : {
      rank: [row.agents.indexOf(row.dup_agent!), Number(row.dup_created_us), row.dup_id],
      ref: { id: row.dup_id, key: row.dup_key!, agent_name: row.dup_agent! },
    };
    for (const mate of rows) {
      if (mate === row || mate.fp !== row.fp || mate.context_id !== row.context_id || mate.user_id !== row.user_id) continue;
      const position = row.agents.indexOf(mate.agent_name);
      if (position < 0) continue;
      const rank: Rank = [position, Number(mate.created_us), mate.id];
      if (!best || before(rank, best.rank) < 0) best = { rank, ref: { id: mate.id, key: mate.key, agent_name: mate.agent_name } };
    }
    found.set(row, best?.ref ?? null);
  }
  return found;
}

/**
 * Inserts every memory whose key is free in one statement; a taken key (expired or not) and a
 * key repeated within `items` after its first occurrence answer null and are left untouched.
 * Each stored row comes with its duplicate among the agents of its `duplicateAgents`.
 */
export async function insertNewMemories(
  knex: Knex, hasVector: boolean, items: readonly NewMemory[], ttlSeconds: number,
): Promise<Array<(WriteResult & { created: boolean; duplicateOf: DuplicateRef | null }) | null>> {
  if (items.length === 0) return [];
  const rows: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  // Rows in key order: two nodes' batches then take the unique index's entries in one order,
  // so they wait for each other instead of deadlocking.
  const ordered = [...items].sort((a, b) => compareSlots(slotOf(a.ns.contextId, a.ns.userId, a.ns.agentName, a.write.key), slotOf(b.ns.contextId, b.ns.userId, b.ns.agentName, b.write.key)));
  const lookups: string[] = [];
  const lookupBindings: Knex.RawBinding[] = [];
  const seen = new Set<string>();
  for (const { ns, write, vector, duplicateAgents } of ordered) {
    const encoded = vector ? encodeVector(vector.vector, hasVector) : null;
    rows.push(`(?::uuid, ?::uuid, ?, ?, ?, ?, ?, ?::text[], ?::float8, ?::jsonb, now(), now(),
      CASE WHEN ?::boolean THEN now() + make_interval(secs => ?) END, ?::boolean, ${encoded === null ? 'NULL' : vectorCast('?', hasVector)}, ?)`);
    bindings.push(
      randomUUID(), ns.contextId, ns.userId, ns.agentName, write.key, write.value, write.scope,
      write.tags as unknown as Knex.RawBinding, write.importance, JSON.stringify(write.metadata), write.scope === 'working', ttlSeconds,
      !vector, ...(encoded === null ? [] : [encoded]), vector?.modelId ?? null,
    );
    const slot = slotOf(ns.contextId, ns.userId, ns.agentName, write.key);
    if (seen.has(slot)) continue;
    seen.add(slot);
    lookups.push('(?::uuid, ?::text, ?::text, ?::text, ?::text[])');
    lookupBindings.push(ns.contextId, ns.userId, ns.agentName, write.key, [...duplicateAgents] as unknown as Knex.RawBinding);
  }
  const createdUs = (column: string) => `(extract(epoch from ${column}) * 1000000)::int8`;
  const result = await knex.raw(
    `WITH ins AS (
       INSERT INTO memories (id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata,
                             created_at, updated_at, expires_at, embedding_pending, embedding, embedding_model)
       VALUES ${rows.join(',\n')}
       ON CONFLICT (context_id, user_id, agent_name, key) DO NOTHING
       RETURNING ${MEMORY_COLUMNS}, embedding_pending, revision, ${TEXT_FINGERPRINT('value')} AS fp, ${createdUs('created_at')} AS created_us
     ), q(ctx, uid, agent, key, agents) AS (VALUES ${lookups.join(', ')})
     SELECT ins.*, q.agents, d.id AS dup_id, d.key AS dup_key, d.agent_name AS dup_agent, d.created_us AS dup_created_us
     FROM ins JOIN q ON q.ctx = ins.context_id AND q.uid = ins.user_id AND q.agent = ins.agent_name AND q.key = ins.key
     LEFT JOIN LATERAL (
       SELECT m.id, m.key, m.agent_name, ${createdUs('m.created_at')} AS created_us FROM memories m
       WHERE m.context_id = ins.context_id AND m.user_id = ins.user_id AND ${TEXT_FINGERPRINT('m.value')} = ins.fp
         AND m.agent_name = ANY (q.agents) AND (m.expires_at IS NULL OR m.expires_at > now())
       ORDER BY array_position(q.agents, m.agent_name), m.created_at, m.id LIMIT 1
     ) d ON true`,
    [...bindings, ...lookupBindings],
  );
  const inserted = result.rows as InsertedRow[];
  const duplicates = duplicatesOf(inserted);
  const stored = new Map<string, InsertedRow>();
  for (const row of inserted) stored.set(slotOf(row.context_id, row.user_id, row.agent_name, row.key), row);
  return items.map(({ ns, write }) => {
    const slot = slotOf(ns.contextId, ns.userId, ns.agentName, write.key);
    const row = stored.get(slot);
    if (!row) return null;
    stored.delete(slot); // a repeated key: only its first occurrence was inserted
    return { memory: toMemory(row), created: true, embeddingPending: Boolean(row.embedding_pending), revision: Number(row.revision), duplicateOf: duplicates.get(row) ?? null };
  });
}

/** findDuplicate for each check, in one statement (a LATERAL lookup per check, served by the fingerprint index). */
export async function findDuplicates(knex: Knex, checks: readonly DuplicateCheck[]): Promise<Array<DuplicateRef | null>> {
  if (checks.length === 0) return [];
  const rows: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  checks.forEach(({ scope, value, excludeId }, i) => {
    rows.push('(?::int, ?::uuid, ?::text, ?::text, ?::text[], ?::uuid)');
    bindings.push(i, scope.contextId, scope.userId, value, scope.agentNames as unknown as Knex.RawBinding, excludeId);
  });
  const result = await knex.raw(
    `SELECT q.i, d.id, d.key, d.agent_name
     FROM (VALUES ${rows.join(', ')}) AS q(i, ctx, uid, text, agents, exclude)
     CROSS JOIN LATERAL (
       SELECT id, key, agent_name FROM memories
       WHERE context_id = q.ctx AND user_id = q.uid AND ${TEXT_FINGERPRINT('value')} = ${TEXT_FINGERPRINT('q.text')}
         AND agent_name = ANY (q.agents) AND id <> q.exclude AND ${VISIBLE}
       ORDER BY array_position(q.agents, agent_name), created_at, id LIMIT 1
     ) d`,
    bindings,
  );
  const found: Array<DuplicateRef | null> = checks.map(() => null);
  for (const row of result.rows as Array<{ i: number; id: string; key: string; agent_name: string }>) {
    found[Number(row.i)] = { id: row.id, key: row.key, agent_name: row.agent_name };
  }
  return found;
}
