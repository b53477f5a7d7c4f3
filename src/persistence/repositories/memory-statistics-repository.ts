/**
 * Knex implementation of StoreStatistics (contract in src/domain/memory/ports/stores.ts):
 * ANALYZE of the memory and graph tables, and the planner's estimate of the memory rows.
 */
import type { Knex } from 'knex';
import type { StoreStatistics } from '../../domain/memory/ports.js';

export class KnexStoreStatistics implements StoreStatistics {
  constructor(private readonly knex: Knex) {}

  async refresh(): Promise<number> {
    await this.knex.raw('ANALYZE memories, graph_edges, graph_nodes, graph_interactions');
    const r = await this.knex.raw(`SELECT coalesce(reltuples, 0)::float8 AS n FROM pg_class WHERE relname = 'memories'`);
    return Math.max(0, Number(r.rows[0]?.n ?? 0));
  }
}
