/**
 * What the eval needs from a retrieval system. The PGlite backend runs the ranking SQL
 * directly; once the memory service exists, a service backend implements the same three
 * methods through its store/recall API and the eval loop does not change.
 */
import type { EvalMemory } from './locomo-dataset.js';

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
  close(): Promise<void>;
}
