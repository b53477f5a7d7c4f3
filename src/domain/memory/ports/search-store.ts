/**
 * The search store: recall candidates (BM25 and, where the database has pgvector, HNSW kNN,
 * with conversational neighbours) and full-text search. Visibility as in memory-store.ts.
 */
import type { QueryTerm } from '../ranking/query-terms.js';
import type { FeedbackSummary } from '../ranking/signals.js';
import type { Memory } from '../types.js';
import type { ReadScope } from './memory-store.js';

/**
 * The memory fields a recall hit shows, under the memory's own names (a hit is built from
 * them without renaming); `agent_name` is the scope's agent or `global`.
 */
export type RecalledMemory = Pick<Memory, 'id' | 'agent_name' | 'key' | 'value' | 'scope' | 'tags' | 'importance' | 'updated_at'>;

/** A recall candidate: the memory as a hit shows it, plus the raw scores and links ranking needs. */
export interface CandidateRow extends RecalledMemory {
  /** Raw BM25 (>= 0). */
  lexical: number;
  /** Raw cosine in [-1, 1]; 0 when the memory has no embedding yet (as the hybrid SQL does). */
  dense: number;
  /** The memories written just before / after it in the scope (conversational neighbours). */
  prevId: string | null;
  nextId: string | null;
  feedback: FeedbackSummary;
}

export interface CorpusStats {
  documents: number;
  averageLength: number;
}

export interface SearchRow extends Pick<Memory, 'id' | 'agent_name' | 'key' | 'value'> {
  /** ts_headline output with the markers given to `search`. */
  headline: string;
  /** ts_rank_cd normalised to [0, 1). */
  score: number;
}

export interface MemorySearchRepository {
  /** N and mean tsvector length (distinct lexemes) over the visible memories of the scope (input of BM25); zeros for an empty scope. */
  corpusStats(scope: ReadScope): Promise<CorpusStats>;
  /**
   * Recall candidates: best `perSide` by BM25 over `terms` united,
   * when a vector is given (pgvector only), with the best `perSide` by cosine (HNSW), plus
   * their conversational neighbours; each with raw BM25, raw cosine (0 without a vector) and
   * prev/next links. Terms are words, or words with a BM25 weight (query expansion, feedback).
   * `lexicalFloor`: a BM25 score `perSide` memories of the scope are known to reach under
   * `terms` (CandidateQuery.lexicalFloor); it may make the search cheaper, never different.
   */
  hybridCandidates(scope: ReadScope, terms: readonly QueryTerm[], vector: Float32Array | null, corpus: CorpusStats, perSide: number, lexicalFloor?: number): Promise<CandidateRow[]>;
  /** Candidate rows for ids found elsewhere (lexical 0, dense 0, no links); ids outside the scope or invisible are left out, order unspecified. */
  candidatesByIds(scope: ReadScope, ids: string[]): Promise<CandidateRow[]>;
  /**
   * Adds conversational links to `rows` (the memory written just before and just after each,
   * within `windowSeconds`, in the scope, ties by id) and appends the linked rows not yet
   * present (lexical 0, dense 0, no links). The same neighbour rule as `hybridCandidates`.
   */
  withNeighbours(scope: ReadScope, rows: CandidateRow[], windowSeconds: number): Promise<CandidateRow[]>;
  /**
   * Full-text search: `websearch_to_tsquery` semantics (all words), falling back to any word
   * when nothing matches all. Headlines wrap matches in `marks.start` / `marks.stop`; the
   * markers are removed from the value first so they only ever come from the headline.
   * Best `ts_rank_cd` first (ties: newest update first), at most `limit`; empty when nothing matches.
   */
  search(scope: ReadScope, query: string, limit: number, marks: { start: string; stop: string }): Promise<SearchRow[]>;
}
