/**
 * The glue the memory repository/service calls after running `recallCandidatesQuery`:
 * adds the provider's word-alignment scores (when it has them), maps rows to fusion input
 * and returns the ranked candidates. Keeps the service free of ranking details.
 */
import type { EmbeddingProvider } from '../embedding/provider.js';
import { fuseScores, type FusedScore, type FuseOptions, type RecallCandidate } from './fuse-scores.js';
import type { FeedbackSummary } from './signals.js';

/** One row as returned by recallCandidatesQuery with select: ['value', 'importance', 'updated_at', ...]. */
export interface RecallRow {
  id: string | number;
  value: string;
  lexical: number;
  dense: number;
  prev_id?: string | number | null;
  next_id?: string | number | null;
  importance?: number | null;
  updated_at?: Date | string | null;
  /** Summed feedback per label, if the repository joins it in. */
  feedback?: FeedbackSummary | null;
}

const idOf = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));

export async function scoreRecallRows(
  rows: RecallRow[], query: string, provider: Pick<EmbeddingProvider, 'alignmentScores'>, options: FuseOptions = {},
): Promise<FusedScore[]> {
  const alignment = provider.alignmentScores && rows.length > 0
    ? await provider.alignmentScores(query, rows.map((r) => r.value))
    : undefined;
  const candidates: RecallCandidate[] = rows.map((r, i) => ({
    id: String(r.id),
    lexical: r.lexical,
    dense: r.dense,
    alignment: alignment?.[i],
    prevId: idOf(r.prev_id),
    nextId: idOf(r.next_id),
    signals: {
      importance: r.importance ?? undefined,
      updatedAt: r.updated_at ?? undefined,
      feedback: r.feedback ?? undefined,
    },
  }));
  return fuseScores(candidates, options);
}
