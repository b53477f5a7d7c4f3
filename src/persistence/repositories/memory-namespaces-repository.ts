/**
 * Knex implementation of NamespaceDirectory (contract in src/domain/memory/ports/stores.ts):
 * one grouped scan of a context's unexpired memories, served by the (context_id, user_id,
 * agent_name, updated_at) index.
 */
import type { Knex } from 'knex';
import type { NamespaceDirectory, NamespaceSummary } from '../../domain/memory/ports/stores.js';
import { VISIBLE } from './memory-rows.js';

interface Row {
  user_id: string;
  agent_name: string;
  memories: string | number;
  last_write_at: Date | string;
  total: string | number;
}

export class KnexNamespaceDirectory implements NamespaceDirectory {
  constructor(private readonly knex: Knex) {}

  async list(contextId: string, limit: number): Promise<{ namespaces: NamespaceSummary[]; total: number }> {
    const result = await this.knex.raw(
      `SELECT user_id, agent_name, count(*) AS memories, max(updated_at) AS last_write_at, count(*) OVER () AS total
       FROM memories WHERE context_id = ? AND ${VISIBLE}
       GROUP BY user_id, agent_name
       ORDER BY max(updated_at) DESC, user_id, agent_name LIMIT ?`,
      [contextId, limit],
    );
    const rows = result.rows as Row[];
    return {
      namespaces: rows.map((r) => ({ userId: r.user_id, agentName: r.agent_name, memories: Number(r.memories), lastWriteAt: new Date(r.last_write_at) })),
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }
}
