/** FactValidityRepository over memory_facts (migration 0160). */
import type { Knex } from 'knex';
import type { FactValidityRepository, MemoryValidity } from '../../domain/memory/ports.js';

const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

type ValidityRow = { memory_id: string; valid_from: unknown; valid_until: unknown; kinds: string[] | null; ever_kinds: string[] | null };

export class KnexFactValidityRepository implements FactValidityRepository {
  constructor(private readonly knex: Knex) {}

  async validity(ns: { contextId: string; userId: string }, memoryIds: readonly string[], withCreation: boolean): Promise<Map<string, MemoryValidity>> {
    if (memoryIds.length === 0) return new Map();
    const ids = [...memoryIds];
    const out = await this.factsOf(ns, ids);
    if (!withCreation) return out;
    const rest = ids.filter((id) => !out.has(id));
    if (rest.length === 0) return out;
    const rows = await this.knex('memories').where({ context_id: ns.contextId, user_id: ns.userId }).whereIn('id', rest).select('id', 'created_at') as Array<{ id: string; created_at: unknown }>;
    for (const r of rows) out.set(r.id, { validFrom: ms(r.created_at), validUntil: null });
    return out;
  }

  ofUser(ns: { contextId: string; userId: string }): Promise<Map<string, MemoryValidity>> {
    return this.factsOf(ns, null);
  }

  /** Per memory with fact rows (of `ids`, or all of the user's): the earliest start and end, and the user's kinds that hold. */
  private async factsOf(ns: { contextId: string; userId: string }, ids: string[] | null): Promise<Map<string, MemoryValidity>> {
    const q = this.knex('memory_facts').where({ context_id: ns.contextId, user_id: ns.userId });
    if (ids) q.whereIn('memory_id', ids);
    const facts = await q.groupBy('memory_id')
      .select('memory_id', this.knex.raw('min(valid_from) as valid_from'), this.knex.raw('min(valid_until) as valid_until'),
        this.knex.raw(`array_agg(attribute) filter (where subject = 'user' and valid_until is null) as kinds`),
        this.knex.raw(`array_agg(attribute) filter (where subject = 'user') as ever_kinds`)) as ValidityRow[];
    const out = new Map<string, MemoryValidity>();
    for (const f of facts) out.set(f.memory_id, { validFrom: ms(f.valid_from), validUntil: f.valid_until == null ? null : ms(f.valid_until), kinds: f.kinds ?? [], everKinds: f.ever_kinds ?? [] });
    return out;
  }
}
