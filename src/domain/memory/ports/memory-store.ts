/**
 * The memory store: one memory per (context, user, agent, key).
 *
 * Visibility: a working memory whose `expires_at` has passed is invisible to every method
 * (as if deleted) until the background purge removes it.
 */
import type { DuplicateRef, ListFilter, Memory, MemoryInput, MemoryScope, Page } from '../types.js';
import type { WriteVector } from './write-vector.js';

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

/** A create-or-replace with every default applied (MemoryCreate with its schema defaults). */
/** What a create-or-replace stores (`supersede` and `occurred_at` only steer facts over time: the learning area). */
export type MemoryWrite = Required<Omit<MemoryInput, 'supersede' | 'occurred_at'>>;

/** The fields of a memory a write may change (a partial update gives some of them). */
export type MemoryFields = Partial<Omit<MemoryWrite, 'key'>>;

/** A merge's outcome: the write, whether it created the memory, and the namespace it landed in. */
export type MergeResult = WriteResult & { created: boolean; ns: NamespaceRef };

/** Previous versions kept per memory when the caller does not say (MEMORY_HISTORY_VERSIONS). */
export const DEFAULT_KEPT_VERSIONS = 50;

/** What a write left behind: the memory, and whether (at which revision) it waits for its embedding. */
export interface WriteResult {
  memory: Memory;
  embeddingPending: boolean;
  /** Bumped whenever the value changes; embeddings are stored only for the revision they were made from. */
  revision: number;
}

/** One create of a new key in a batch (MemoryRepository.insertMany). */
export interface NewMemory {
  ns: NamespaceRef;
  write: MemoryWrite;
  vector?: WriteVector;
}

/** One duplicate check in a batch (MemoryRepository.findDuplicates): findDuplicate's arguments. */
export interface DuplicateCheck {
  scope: ReadScope;
  value: string;
  excludeId: string;
}

export interface MemoryRepository {
  /**
   * Inserts or replaces the memory (context, user, agent, key) in one statement. An expired
   * row counts as absent: it is replaced under a new id with fresh feedback and `created`
   * true. Working memories get `expires_at = now + ttlSeconds`, persistent ones null. When
   * the value changes the stored embedding is cleared and the memory queued for embedding;
   * `embeddingPending` tells whether the memory is now waiting for its embedding. In the same
   * transaction the state it replaced is kept as a version (MemoryHistoryRepository), at most
   * `keepVersions` per memory (default DEFAULT_KEPT_VERSIONS). With `vector` (computed from
   * `write.value`), a memory whose value changed or that was waiting is stored embedded instead
   * of queued, and `embeddingPending` is false.
   */
  upsert(ns: NamespaceRef, write: MemoryWrite, ttlSeconds: number, keepVersions?: number, vector?: WriteVector): Promise<WriteResult & { created: boolean }>;
  /**
   * Stores each memory whose key is free in its namespace, all in one statement (one commit),
   * exactly as upsert stores a new key (`created` true), and answers null, changing nothing,
   * for a key that is taken (even by an expired row) or repeated within `items` after its
   * first occurrence: the caller writes those with upsert. A statement that fails fails the
   * whole batch and stores nothing (the caller retries the rows one by one to tell whose it was).
   */
  insertMany(items: readonly NewMemory[], ttlSeconds: number): Promise<Array<(WriteResult & { created: boolean }) | null>>;
  /**
   * Create-or-update in one transaction: the first namespace of `lookup` holding a visible
   * memory under `write.key` gets only the `given` fields changed (as update does); when none
   * does, `write` (every default applied) is inserted into the first namespace (as upsert does,
   * an expired row counting as absent). A concurrent insert of the same new key makes it a
   * replace. `vector` (made from `write.value`) is stored as upsert stores it. The result names
   * the namespace written.
   */
  merge(lookup: readonly NamespaceRef[], write: MemoryWrite, given: MemoryFields, ttlSeconds: number, keepVersions?: number, vector?: WriteVector): Promise<MergeResult>;
  /** Changes only the given fields of a visible memory (same expiry/queue/version rules); null when absent. */
  update(ns: NamespaceRef, key: string, patch: Partial<Omit<MemoryWrite, 'key'>>, ttlSeconds: number, keepVersions?: number): Promise<WriteResult | null>;
  /** The visible memory under key, or null. */
  get(ns: NamespaceRef, key: string): Promise<Memory | null>;
  /** The visible memories under these keys (one statement), in no particular order; absent keys are left out. */
  getMany(ns: NamespaceRef, keys: readonly string[]): Promise<Memory[]>;
  /** Visible memories of every namespace in id order, after `afterId` (null: from the first); a warm-up reads the store this way. */
  pageById(afterId: string | null, limit: number): Promise<Memory[]>;
  /**
   * Deletes the visible memory under key, with its versions, feedback and graph edges, and
   * returns it; null when there is none (an expired one counts as none and is left to the purge).
   * Run it inside `MemoryStores.transaction` to commit it together with other writes (the audit entry).
   */
  delete(ns: NamespaceRef, key: string): Promise<Memory | null>;
  /**
   * One page, newest `updated_at` first (ties by id). `filter.agentName` '*' lists every agent
   * of the user. The cursor is opaque; an undecodable one throws a 422 validation error.
   */
  list(ns: NamespaceRef, filter: ListFilter): Promise<Page<Memory>>;
  /** The visible memory under key within a read scope: the first agent of `agentNames` holding it; null when none does. */
  findVisibleByKey(scope: ReadScope, key: string): Promise<Memory | null>;
  /**
   * Another visible memory of the read scope holding the same text, normalised (whitespace,
   * case, trailing punctuation), other than `excludeId`: the agent's own first, then the oldest.
   */
  findDuplicate(scope: ReadScope, value: string, excludeId: string): Promise<DuplicateRef | null>;
  /** findDuplicate for each check, in one statement; the answers in the checks' order. */
  findDuplicates(checks: readonly DuplicateCheck[]): Promise<Array<DuplicateRef | null>>;
  /** Visible memory by id within a context and user (any agent in `agentNames`); null for an unknown or malformed id. */
  findVisibleById(scope: ReadScope, id: string): Promise<Memory | null>;
  /** Deletes up to `batch` expired working memories (oldest expiry first) with their graph edges; returns the namespace and key of each. */
  purgeExpired(batch: number): Promise<Array<NamespaceRef & { key: string }>>;
  /**
   * Counts per scope, pending embeddings and the 100 most frequent tags (most frequent first,
   * ties by tag) of the visible memories of one namespace; zeros and null for an empty one.
   */
  stats(ns: NamespaceRef): Promise<{ total: number; working: number; persistent: number; pending: number; tags: Record<string, number>; lastUpdatedAt: string | null }>;
}
