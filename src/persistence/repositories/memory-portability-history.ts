/**
 * What travels with a memory in an export besides its own row: its previous versions
 * (memory_versions) and its feedback (the sums on the row, the events in memory_feedback).
 * Read for a whole export page in two queries, and restored by an import inside the
 * transaction that writes the memory (the rule is in PortabilityRepository.importOne).
 *
 * Timestamps leave as ISO strings with microseconds and are compared by instant (to the
 * microsecond), so a version or an event read back from a file is recognised whatever offset
 * or precision the file wrote it with.
 */
import type { Knex } from 'knex';
import { EXPORT_FEEDBACK_EVENTS_MAX, type ExportFeedback, type ExportFeedbackEvent } from '../../domain/memory/portability/ports.js';
import { nodeId } from '../../domain/memory/node-ids.js';
import { summariseFeedback } from '../../domain/memory/ranking/signals.js';
import type { MemoryScope, MemoryVersion } from '../../domain/memory/types.js';

export const ISO_US = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:?\d{2})$/;

/** Microseconds since the epoch of an RFC 3339 time (digits past the sixth are dropped). */
export function microsOf(time: string): number {
  const m = TIMESTAMP.exec(time);
  if (!m) return Date.parse(time) * 1000;
  const offset = m[4]!.toUpperCase() === 'Z' ? 'Z' : m[4]!.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return Date.parse(`${m[1]}T${m[2]}${offset}`) * 1000 + Number(((m[3] ?? '') + '000000').slice(0, 6));
}

const parseJson = <T>(value: unknown, empty: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? empty));

interface VersionRow {
  memory_id?: string;
  version: number | string;
  value: string;
  scope: MemoryScope;
  tags: string[] | null;
  importance: number | string;
  metadata: Record<string, unknown> | string | null;
  written_at: string;
  replaced_at: string;
}

function toVersion(r: VersionRow): MemoryVersion {
  return {
    version: Number(r.version), value: r.value, scope: r.scope, tags: r.tags ?? [], importance: Number(r.importance),
    metadata: parseJson(r.metadata, {}), written_at: r.written_at, replaced_at: r.replaced_at,
  };
}

const VERSION_COLUMNS = `version, value, scope, tags, importance, metadata,
  ${ISO_US('written_at')} AS written_at, ${ISO_US('replaced_at')} AS replaced_at`;

/** Previous versions of these memories, oldest first, by memory id. */
export async function versionsOf(knex: Knex, memoryIds: string[]): Promise<Map<string, MemoryVersion[]>> {
  const byMemory = new Map<string, MemoryVersion[]>();
  if (memoryIds.length === 0) return byMemory;
  const result = await knex.raw(
    `SELECT memory_id, ${VERSION_COLUMNS} FROM memory_versions WHERE memory_id = ANY(?::uuid[]) ORDER BY memory_id, version`,
    [memoryIds],
  );
  for (const r of result.rows as VersionRow[]) {
    const list = byMemory.get(r.memory_id!) ?? [];
    list.push(toVersion(r));
    byMemory.set(r.memory_id!, list);
  }
  return byMemory;
}

/**
 * The newest feedback events of these memories (at most EXPORT_FEEDBACK_EVENTS_MAX each),
 * oldest first. Ties are ordered by content, not by id, so equal stores export equal lines.
 */
export async function feedbackEventsOf(knex: Knex, memoryIds: string[]): Promise<Map<string, ExportFeedbackEvent[]>> {
  const byMemory = new Map<string, ExportFeedbackEvent[]>();
  if (memoryIds.length === 0) return byMemory;
  const order = 'created_at, user_id COLLATE "C", agent_name COLLATE "C", label, weight';
  const result = await knex.raw(
    `SELECT memory_id, label, weight, user_id, agent_name, ${ISO_US('created_at')} AS created_at
     FROM (SELECT *, row_number() OVER (PARTITION BY memory_id ORDER BY created_at DESC, id DESC) AS newest
           FROM memory_feedback WHERE memory_id = ANY(?::uuid[])) f
     WHERE newest <= ? ORDER BY memory_id, ${order}`,
    [memoryIds, EXPORT_FEEDBACK_EVENTS_MAX],
  );
  for (const r of result.rows as Array<ExportFeedbackEvent & { memory_id: string; weight: number | string }>) {
    const list = byMemory.get(r.memory_id) ?? [];
    list.push({ label: r.label, weight: Number(r.weight), user_id: r.user_id, agent_name: r.agent_name, created_at: r.created_at });
    byMemory.set(r.memory_id, list);
  }
  return byMemory;
}

/**
 * The memory's history joined with the record's: one version per (written_at, value), the
 * earlier replaced_at winning (a state kept by this import was replaced "now", the file knows
 * when it really was), in time order, the newest `keep`. Rewritten only when it changes; a
 * memory with no history of its own keeps the file's numbers when they run in time order.
 */
export async function restoreHistory(trx: Knex.Transaction, memory: { id: string; contextId: string }, incoming: MemoryVersion[], keep: number): Promise<void> {
  if (incoming.length === 0) return;
  const local = ((await trx.raw(`SELECT ${VERSION_COLUMNS} FROM memory_versions WHERE memory_id = ? ORDER BY version`, [memory.id])).rows as VersionRow[]).map(toVersion);
  const merged = new Map<string, MemoryVersion>();
  for (const v of [...local, ...incoming]) {
    const id = `${microsOf(v.written_at)}\u0000${v.value}`;
    const seen = merged.get(id);
    if (!seen || microsOf(v.replaced_at) < microsOf(seen.replaced_at)) merged.set(id, v);
  }
  const ordered = [...merged.values()]
    .sort((a, b) => microsOf(a.replaced_at) - microsOf(b.replaced_at) || microsOf(a.written_at) - microsOf(b.written_at))
    .slice(-Math.max(1, keep));
  if (ordered.length === local.length && ordered.every((v, i) => v === local[i])) return;
  const keepNumbers = local.length === 0 && ordered.every((v, i) => i === 0 || v.version > ordered[i - 1]!.version);
  await trx('memory_versions').where({ memory_id: memory.id }).delete();
  const rows = ordered.map((v, i) => trx.raw(
    '(gen_random_uuid(), ?::uuid, ?::uuid, ?, ?, ?, ?::text[], ?, ?::jsonb, ?::timestamptz, ?::timestamptz)',
    [memory.id, memory.contextId, keepNumbers ? v.version : i + 1, v.value, v.scope, v.tags, v.importance, JSON.stringify(v.metadata), v.written_at, v.replaced_at],
  ));
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await trx.raw(
      `INSERT INTO memory_versions (id, memory_id, context_id, version, value, scope, tags, importance, metadata, written_at, replaced_at)
       VALUES ${chunk.map(() => '?').join(', ')}`,
      chunk,
    );
  }
}

/**
 * Adds the record's feedback events the memory lacks (same giver, label, weight and instant)
 * and keeps the sums true: a memory this import created takes the record's sums (they count
 * events past the exported ones too); an existing one adds what the new events weigh.
 */
export async function restoreFeedback(trx: Knex.Transaction, memory: { id: string; contextId: string; created: boolean }, feedback: ExportFeedback): Promise<void> {
  let added: Array<{ label: ExportFeedbackEvent['label']; weight: number }> = [];
  if (feedback.events.length > 0) {
    const result = await trx.raw(
      `INSERT INTO memory_feedback (id, context_id, user_id, agent_name, memory_id, node_id, label, weight, created_at)
       SELECT gen_random_uuid(), ?::uuid, e.user_id, e.agent_name, ?::uuid, ?, e.label, e.weight, e.created_at
       FROM (SELECT DISTINCT * FROM jsonb_to_recordset(?::jsonb)
             AS x(label text, weight double precision, user_id text, agent_name text, created_at timestamptz)) e
       WHERE NOT EXISTS (SELECT 1 FROM memory_feedback f WHERE f.memory_id = ?::uuid AND f.user_id = e.user_id
         AND f.agent_name = e.agent_name AND f.label = e.label AND f.weight = e.weight AND f.created_at = e.created_at)
       RETURNING label, weight`,
      [memory.contextId, memory.id, nodeId('memory', memory.id), JSON.stringify(feedback.events), memory.id],
    );
    added = (result.rows as Array<{ label: ExportFeedbackEvent['label']; weight: number | string }>).map((r) => ({ label: r.label, weight: Number(r.weight) }));
  }
  if (memory.created) {
    await trx('memories').where({ id: memory.id }).update({
      feedback_useful: feedback.useful, feedback_irrelevant: feedback.irrelevant, feedback_outdated: feedback.outdated,
    });
    return;
  }
  if (added.length === 0) return;
  const delta = summariseFeedback(added);
  await trx.raw(
    `UPDATE memories SET feedback_useful = feedback_useful + ?, feedback_irrelevant = feedback_irrelevant + ?,
       feedback_outdated = feedback_outdated + ? WHERE id = ?`,
    [delta.useful ?? 0, delta.irrelevant ?? 0, delta.outdated ?? 0, memory.id],
  );
}
