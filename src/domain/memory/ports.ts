/**
 * Storage ports of the memory area. One knex implementation (src/persistence/repositories)
 * serves PGlite and PostgreSQL; the contract of each method is written here.
 *
 * Visibility: a working memory whose `expires_at` has passed is invisible to every method
 * (as if deleted) until the background purge removes it.
 */
import type { Knex } from 'knex';
import type { QueryTerm } from './ranking/query-terms.js';
import type { FeedbackSummary } from './ranking/signals.js';
import type { DuplicateRef, FeedbackLabel, ListFilter, Memory, MemoryContext, MemoryScope, MemoryVersion, Page } from './types.js';

/** One exact namespace: the key operations address this. */
export interface NamespaceRef {
  contextId: string;
  userId: string;
  agentName: string;
}

/** What recall, search and the graph see: one user's memories in some agent namespaces. */
export interface ReadScope {
  contextId: string;
  userId: string;
  agentNames: string[];
  scope?: MemoryScope;
}

/** A create-or-replace with every default applied. */
export interface MemoryWrite {
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  metadata: Record<string, unknown>;
}

/** Previous versions kept per memory when the caller does not say (MEMORY_HISTORY_VERSIONS). */
export const DEFAULT_KEPT_VERSIONS = 50;

/** What a write left behind: the memory, and whether (at which revision) it waits for its embedding. */
export interface WriteResult {
  memory: Memory;
  embeddingPending: boolean;
  /** Bumped whenever the value changes; embeddings are stored only for the revision they were made from. */
  revision: number;
}

export interface MemoryRepository {
  /**
   * Inserts or replaces the memory (context, user, agent, key) in one statement. An expired
   * row counts as absent: it is replaced under a new id with fresh feedback and `created`
   * true. Working memories get `expires_at = now + ttlSeconds`, persistent ones null. When
   * the value changes the stored embedding is cleared and the memory queued for embedding;
   * `embeddingPending` tells whether the memory is now waiting for its embedding. In the same
   * transaction the state it replaced is kept as a version (MemoryHistoryRepository), at most
   * `keepVersions` per memory (default DEFAULT_KEPT_VERSIONS).
   */
  upsert(ns: NamespaceRef, write: MemoryWrite, ttlSeconds: number, keepVersions?: number): Promise<WriteResult & { created: boolean }>;
  /** Changes only the given fields of a visible memory (same expiry/queue/version rules); null when absent. */
  update(ns: NamespaceRef, key: string, patch: Partial<Omit<MemoryWrite, 'key'>>, ttlSeconds: number, keepVersions?: number): Promise<WriteResult | null>;
  /** The visible memory under key, or null. */
  get(ns: NamespaceRef, key: string): Promise<Memory | null>;
  /** The visible memories under these keys (one statement), in no particular order; absent keys are left out. */
  getMany(ns: NamespaceRef, keys: readonly string[]): Promise<Memory[]>;
  /** Visible memories of every namespace in id order, after `afterId` (null: from the first); a warm-up reads the store this way. */
  pageById(afterId: string | null, limit: number): Promise<Memory[]>;
  /** Deletes the visible memory under key and returns it; null when there is none. */
  delete(ns: NamespaceRef, key: string, trx?: Knex.Transaction): Promise<Memory | null>;
  /**
   * One page, newest `updated_at` first (ties by id). `filter.agentName` '*' lists every agent
   * of the user. The cursor is opaque; an undecodable one throws a 422 validation error.
   */
  list(ns: NamespaceRef, filter: ListFilter): Promise<Page<Memory>>;
  /** Visible memory ids by key within a read scope (first match by agent order). */
  findVisibleByKey(scope: ReadScope, key: string): Promise<Memory | null>;
  /**
   * Another visible memory of the read scope holding the same text, normalised (whitespace,
   * case, trailing punctuation), other than `excludeId`: the agent's own first, then the oldest.
   */
  findDuplicate(scope: ReadScope, value: string, excludeId: string): Promise<DuplicateRef | null>;
  /** Visible memory by id within a context and user (any agent in `agentNames`). */
  findVisibleById(scope: ReadScope, id: string): Promise<Memory | null>;
  /** Deletes up to `batch` expired working memories with their graph edges; returns how many. */
  purgeExpired(batch: number): Promise<number>;
  /** Counts per scope, pending embeddings and tag frequencies of one namespace. */
  stats(ns: NamespaceRef): Promise<{ total: number; working: number; persistent: number; pending: number; tags: Record<string, number>; lastUpdatedAt: string | null }>;
}

/** A recall candidate: raw scores plus what ranking and the response need. */
export interface CandidateRow {
  id: string;
  /** The agent namespace the memory lives in (the scope's agent or `global`). */
  agentName: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[];
  importance: number;
  updated_at: string;
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

export interface SearchRow {
  id: string;
  agentName: string;
  key: string;
  value: string;
  /** ts_headline output with the markers given to `search`. */
  headline: string;
  /** ts_rank_cd normalised to [0, 1). */
  score: number;
}

export interface MemorySearchRepository {
  /** N and mean tsvector length over the scope (input of BM25). */
  corpusStats(scope: ReadScope): Promise<CorpusStats>;
  /**
   * Recall candidates (ranking/recall-sql.ts): best `perSide` by BM25 over `terms` united,
   * when a vector is given (pgvector only), with the best `perSide` by cosine (HNSW), plus
   * their conversational neighbours; each with raw BM25, raw cosine (0 without a vector) and
   * prev/next links. Terms are words, or words with a BM25 weight (query expansion, feedback).
   */
  hybridCandidates(scope: ReadScope, terms: readonly QueryTerm[], vector: Float32Array | null, corpus: CorpusStats, perSide: number): Promise<CandidateRow[]>;
  /** Candidate rows for ids found elsewhere (lexical 0, dense 0, no links). */
  candidatesByIds(scope: ReadScope, ids: string[]): Promise<CandidateRow[]>;
  /**
   * Adds conversational links to `rows` (the memory written just before and just after each,
   * within `windowSeconds`, in the scope) and appends the linked rows not yet present.
   */
  withNeighbours(scope: ReadScope, rows: CandidateRow[], windowSeconds: number): Promise<CandidateRow[]>;
  /**
   * Full-text search: `websearch_to_tsquery` semantics (all words), falling back to any word
   * when nothing matches all. Headlines wrap matches in `marks.start` / `marks.stop`; the
   * markers are removed from the value first so they only ever come from the headline.
   */
  search(scope: ReadScope, query: string, limit: number, marks: { start: string; stop: string }): Promise<SearchRow[]>;
}

export interface PendingEmbedding {
  id: string;
  value: string;
  revision: number;
  context_id: string;
  user_id: string;
  agent_name: string;
  scope: MemoryScope;
  expires_at: string | null;
}

export interface StoredVectors {
  ids: string[];
  scopes: MemoryScope[];
  /** Epoch ms, or Infinity for persistent memories. */
  expiresAt: Float64Array;
  /** Row-major, `ids.length × dimensions`. */
  matrix: Float32Array;
}

export interface EmbeddingRepository {
  /** Makes the vector column fit the provider; when the model changed, clears all vectors and queues every memory. Returns true when it reset. */
  ensureModel(modelId: string, dimensions: number): Promise<boolean>;
  /**
   * Claims the oldest queued visible memories, at most `limit`, that no other worker holds a
   * live claim on (several server processes share the queue).
   */
  pending(limit: number): Promise<PendingEmbedding[]>;
  /**
   * Queued visible memories of one read scope, at most `limit`, without claiming them (recall
   * embeds these itself so a write is findable by meaning at once; the revision guard of
   * `store` keeps it from conflicting with a worker's claim).
   */
  pendingIn(scope: ReadScope, limit: number): Promise<PendingEmbedding[]>;
  /** Returns claimed memories to the queue at once (their embedding failed). */
  release(ids: string[]): Promise<void>;
  /** Stores vectors unless the memory's value changed since (revision guard). Returns the ids stored. */
  store(items: Array<{ id: string; revision: number; vector: Float32Array }>, modelId: string): Promise<string[]>;
  /** Queued memories (the embedding backlog), service-wide or of one context. */
  backlog(contextId?: string): Promise<number>;
  /** Every visible vector of one exact namespace (for the exact-cosine fallback). */
  loadVectors(ns: NamespaceRef, modelId: string, dimensions: number): Promise<StoredVectors>;
  /** Stored vector of one memory, or null (graph semantic neighbours). */
  vectorOf(id: string, modelId: string): Promise<Float32Array | null>;
  /** Nearest visible memories by cosine via pgvector (only when the database has it). */
  nearest(scope: ReadScope, vector: Float32Array, modelId: string, limit: number, excludeId?: string): Promise<Array<{ id: string; similarity: number }>>;
}

export interface FeedbackRepository {
  /** Stores one feedback event and, for memory targets, folds it into the memory's sums (one transaction). */
  record(entry: {
    contextId: string;
    userId: string;
    agentName: string;
    memoryId: string | null;
    nodeId: string;
    label: FeedbackLabel;
    weight: number;
  }): Promise<{ id: string; created_at: string; summary: FeedbackSummary | null }>;
}

export interface ContextLabelRepository {
  /** Id, display name and kind of a context, or null when there is no such context. */
  label(contextId: string): Promise<MemoryContext | null>;
}

export interface MemoryHistoryRepository {
  /**
   * Inside a write's transaction, before the write: locks the memory under `key` and, when
   * `next` changes its value, scope, tags, importance or metadata, keeps its current state as
   * the next version (dropping the oldest beyond `keep`). An expired memory loses its versions
   * and feedback instead (the write replaces it as a new memory).
   */
  keepPrevious(trx: Knex.Transaction, ns: NamespaceRef, key: string, next: Partial<Omit<MemoryWrite, 'key'>>, keep: number): Promise<void>;
  /** The newest `limit` versions of a memory, newest first, and the highest version number (0 without any). */
  list(memoryId: string, limit: number): Promise<{ versions: MemoryVersion[]; latest: number }>;
}
