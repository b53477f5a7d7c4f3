/**
 * Knex implementation of FeedbackRepository (contract in src/domain/memory/ports.ts): the
 * event row and the memory's running sums change in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FeedbackRepository } from '../../domain/memory/ports.js';
import { summariseFeedback, type FeedbackSummary } from '../../domain/memory/ranking/signals.js';
import type { FeedbackLabel } from '../../domain/memory/types.js';
import { iso } from './memory-rows.js';

export class KnexFeedbackRepository implements FeedbackRepository {
  constructor(private readonly knex: Knex) {}

  async record(entry: {
    contextId: string;
    userId: string;
    agentName: string;
    memoryId: string | null;
    nodeId: string;
    label: FeedbackLabel;
    weight: number;
  }): Promise<{ id: string; created_at: string; summary: FeedbackSummary | null }> {
    const id = randomUUID();
    return this.knex.transaction(async (trx) => {
      const inserted = await trx.raw(
        `INSERT INTO memory_feedback (id, context_id, user_id, agent_name, memory_id, node_id, label, weight, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, now()) RETURNING created_at`,
        [id, entry.contextId, entry.userId, entry.agentName, entry.memoryId, entry.nodeId, entry.label, entry.weight],
      );
      let summary: FeedbackSummary | null = null;
      if (entry.memoryId) {
        const delta = summariseFeedback([{ label: entry.label, weight: entry.weight }]);
        const updated = await trx.raw(
          `UPDATE memories SET feedback_useful = feedback_useful + ?, feedback_irrelevant = feedback_irrelevant + ?,
                               feedback_outdated = feedback_outdated + ?
           WHERE id = ? RETURNING feedback_useful, feedback_irrelevant, feedback_outdated`,
          [delta.useful ?? 0, delta.irrelevant ?? 0, delta.outdated ?? 0, entry.memoryId],
        );
        const row = updated.rows[0] as { feedback_useful: number; feedback_irrelevant: number; feedback_outdated: number } | undefined;
        if (row) summary = { useful: Number(row.feedback_useful), irrelevant: Number(row.feedback_irrelevant), outdated: Number(row.feedback_outdated) };
      }
      return { id, created_at: iso(inserted.rows[0].created_at), summary };
    });
  }
}
