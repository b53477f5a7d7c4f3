/**
 * What the eval needs from a retrieval system. The PGlite backend runs the ranking SQL
 * directly; the service backend goes through MemoryService.upsert/recall. The eval loop only
 * uses this interface (plus `candidates` when offered, for the side-by-side rows and --tune).
 */
import type { RecallCandidate } from '../../src/domain/memory/ranking/index.js';
import type { EvalMemory } from './locomo-dataset.js';

/** A recall candidate plus the memory key the metrics compare against evidence. */
export interface KeyedCandidate extends RecallCandidate { key: string }

/** Ranking variants reported by the eval; a service backend only needs 'shipped'. */
export type RetrievalMode = 'shipped' | 'lexical' | 'dense' | 'ts_rank_cd';

export interface RetrievalBackend {
  readonly name: string;
  /** Modes this backend can answer. */
  readonly modes: readonly RetrievalMode[];
  /** Stores a conversation's memories in their own scope (user/agent) named by scopeId. */
  load(scopeId: string, memories: EvalMemory[]): Promise<void>;
  /** Keys of the best `k` memories for the query, best first. */
  search(scopeId: string, query: string, mode: RetrievalMode, k: number): Promise<string[]>;
  /** Optional: raw candidates with both scores, so every fusion variant can be scored from one query. */
  candidates?(scopeId: string, query: string): Promise<KeyedCandidate[]>;
  close(): Promise<void>;
}
