/** FactValidityRepository over memory_facts (migration 0160). */
import type { Knex } from 'knex';
import type { FactValidityRepository, MemoryValidity } from '../../domain/memory/ports.js';

const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

export class KnexFactValidityRepository implements FactValidityRepository {
  constructor(private readonly knex: Knex) {}

  async validity(ns: { contextId: string; userId: string }, memoryIds: readonly string[], withCreation: boolean): Promise<Map<string, MemoryValidity>> {
    const out = new Map<string, MemoryValidity>();
    if (memoryIds.length === 0) return out;
    const ids = [...memoryIds];
    const facts = await this.knex('memory_facts')
      .where({ context_id: ns.contextId, user_id: ns.userId }).whereIn('memory_id', ids)
      .groupBy('memory_id')
      .select('memory_id', this.knex.raw('min(valid_from) as valid_from'), this.knex.raw('min(valid_until) as valid_until'),
        this.knex.raw(`array_agg(attribute) filter (where subject = 'user' and valid_until is null) as kinds`)) as Array<{ memory_id: string; valid_from: unknown; valid_until: unknown; kinds: string[] | null }>;
    for (const f of facts) out.set(f.memory_id, { validFrom: ms(f.valid_from), validUntil: f.valid_until == null ? null : ms(f.valid_until), kinds: f.kinds ?? [] });
    if (!withCreation) return out;
    const rest = ids.filter((id) => !out.has(id));
    if (rest.length === 0) return out;
    const rows = await this.knex('memories').where({ context_id: ns.contextId, user_id: ns.userId }).whereIn('id', rest).select('id', 'created_at') as Array<{ id: string; created_at: unknown }>;
    for (const r of rows) out.set(r.id, { validFrom: ms(r.created_at), validUntil: null });
    return out;
  }
}
