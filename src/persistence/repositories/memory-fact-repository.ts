/** FactStore over memory_facts and learning_settings (migration 0160). */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FactNamespace, FactStore, NewFact, StoredFact } from '../../domain/learning/ports.js';
import type { Attribute } from '../../domain/learning/attributes.js';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const isoOrNull = (v: unknown): string | null => (v == null ? null : iso(v));

interface Row {
  id: string; memory_id: string; context_id: string; user_id: string; subject: string; attribute: string; object: string; detail: string | null;
  sentence: string; origin: 'interaction' | 'memory'; interaction_id: string | null; valid_from: unknown; valid_until: unknown; superseded_by: string | null;
  pinned: boolean; created_at: unknown; key: string; agent_name: string; value: string;
}

const toFact = (r: Row): StoredFact => ({
  id: r.id, memoryId: r.memory_id, contextId: r.context_id, userId: r.user_id, subject: r.subject, attribute: r.attribute as Attribute, object: r.object,
  detail: r.detail, sentence: r.sentence, origin: r.origin, interactionId: r.interaction_id, validFrom: iso(r.valid_from), validUntil: isoOrNull(r.valid_until),
  supersededBy: r.superseded_by, pinned: r.pinned, createdAt: iso(r.created_at), key: r.key, agentName: r.agent_name, value: r.value,
});

/** The current facts' order: oldest first, ties (facts of one statement) by id. */
const CURRENT_ORDER = [{ column: 'f.valid_from' }, { column: 'f.created_at' }, { column: 'f.id' }];

export class KnexFactRepository implements FactStore {
  constructor(private readonly knex: Knex) {}

  private select(ns: FactNamespace) {
    return this.knex('memory_facts as f').join('memories as m', 'm.id', 'f.memory_id')
      .where({ 'f.context_id': ns.contextId, 'f.user_id': ns.userId })
      .select('f.*', 'm.key', 'm.agent_name', 'm.value');
  }

  /** One statement: the inserted row comes back joined to its memory (a read-back would be a second). */
  async insert(fact: NewFact): Promise<StoredFact> {
    const inserted = this.knex('memory_facts').insert({
      id: randomUUID(), memory_id: fact.memoryId, context_id: fact.contextId, user_id: fact.userId, subject: fact.subject, attribute: fact.attribute, object: fact.object,
      detail: fact.detail, sentence: fact.sentence, origin: fact.origin, interaction_id: fact.interactionId, valid_from: fact.validFrom,
      valid_until: fact.validUntil, superseded_by: fact.supersededBy,
    }).returning('*');
    const row = (await this.knex.with('f', inserted).from('f').join('memories as m', 'm.id', 'f.memory_id')
      .select('f.*', 'm.key', 'm.agent_name', 'm.value').first()) as Row;
    return toFact(row);
  }

  async current(ns: FactNamespace): Promise<StoredFact[]> {
    return ((await this.select(ns).whereNull('f.valid_until').orderBy(CURRENT_ORDER)) as Row[]).map(toFact);
  }

  /** One statement: the setting as a scalar subquery beside the current facts (one row of nulls when there are none). */
  async settingAndCurrent(ns: FactNamespace): Promise<{ learning: boolean | null; current: StoredFact[] }> {
    const rows = (await this.knex.raw(
      `SELECT (SELECT learning FROM learning_settings WHERE context_id = ?) AS learning_setting, f.*, m.key, m.agent_name, m.value
       FROM (SELECT 1) one
       LEFT JOIN (memory_facts f JOIN memories m ON m.id = f.memory_id)
         ON f.context_id = ? AND f.user_id = ? AND f.valid_until IS NULL
       ORDER BY ${CURRENT_ORDER.map((o) => o.column).join(', ')}`,
      [ns.contextId, ns.contextId, ns.userId],
    )).rows as Array<Row & { learning_setting: boolean | null }>;
    return { learning: rows[0]?.learning_setting ?? null, current: rows.filter((r) => r.id !== null).map(toFact) };
  }

  async end(ns: FactNamespace, ids: readonly string[], until: string, successorId: string | null): Promise<void> {
    if (ids.length === 0) return;
    await this.knex('memory_facts').where({ context_id: ns.contextId, user_id: ns.userId, pinned: false }).whereIn('id', [...ids])
      .update({ valid_until: until, superseded_by: successorId });
  }

  async list(ns: FactNamespace, options: { current?: boolean; limit: number }): Promise<StoredFact[]> {
    const q = this.select(ns).orderBy([{ column: 'f.valid_from', order: 'desc' }, { column: 'f.created_at', order: 'desc' }]).limit(options.limit);
    if (options.current) q.whereNull('f.valid_until');
    return ((await q) as Row[]).map(toFact);
  }

  async get(ns: FactNamespace, id: string): Promise<StoredFact | null> {
    const row = (await this.select(ns).where('f.id', id).first()) as Row | undefined;
    return row ? toFact(row) : null;
  }

  async ofMemory(ns: FactNamespace, memoryId: string): Promise<StoredFact[]> {
    return ((await this.select(ns).where('f.memory_id', memoryId)) as Row[]).map(toFact);
  }

  async update(ns: FactNamespace, id: string, patch: { object?: string; pinned?: boolean }): Promise<StoredFact | null> {
    const changes: Record<string, unknown> = {};
    if (patch.object !== undefined) changes.object = patch.object;
    if (patch.pinned !== undefined) changes.pinned = patch.pinned;
    if (Object.keys(changes).length > 0) await this.knex('memory_facts').where({ context_id: ns.contextId, user_id: ns.userId, id }).update(changes);
    return this.get(ns, id);
  }

  async forgetMemory(ns: FactNamespace, memoryId: string): Promise<void> {
    await this.knex('memory_facts').where({ context_id: ns.contextId, user_id: ns.userId, memory_id: memoryId }).delete();
  }

  async reopenPredecessors(ns: FactNamespace, successorId: string): Promise<string[]> {
    const rows = (await this.knex('memory_facts').where({ context_id: ns.contextId, user_id: ns.userId, superseded_by: successorId })
      .update({ valid_until: null, superseded_by: null }).returning('id')) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  async learningSetting(contextId: string): Promise<boolean | null> {
    const row = (await this.knex('learning_settings').where({ context_id: contextId }).first('learning')) as { learning: boolean } | undefined;
    return row ? row.learning : null;
  }

  async setLearning(contextId: string, enabled: boolean): Promise<void> {
    await this.knex('learning_settings').insert({ context_id: contextId, learning: enabled, updated_at: this.knex.fn.now() })
      .onConflict('context_id').merge(['learning', 'updated_at']);
  }
}
