/**
 * The smaller stores of the memory area and `MemoryStores`, everything the area persists
 * through, built in one place (memory-stores.ts in the persistence layer) and handed to
 * `createMemoryModule`.
 */
import type { AuditStore } from '../../core/ports/audit-store.js';
import type { PortabilityRepository } from '../portability/ports.js';
import type { FeedbackSummary } from '../ranking/signals.js';
import type { FeedbackLabel, MemoryContext, MemoryVersion } from '../types.js';
import type { EmbeddingRepository } from './embedding-store.js';
import type { MemoryRepository } from './memory-store.js';
import type { MemorySearchRepository } from './search-store.js';
import type { FactValidityRepository } from './fact-validity.js';

export interface FeedbackRepository {
  /**
   * Stores one feedback event and, for memory targets, adds it to the memory's sums, in one
   * transaction. `summary` is the memory's sums after the event; null for a node target, or
   * when `memoryId` names no stored memory (the event is kept all the same).
   */
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

/**
 * Previous versions of memories. Versions are written by the memory store's writes (upsert,
 * update, and an import that replaces a memory), never directly.
 */
export interface MemoryHistoryRepository {
  /**
   * The newest `limit` versions of a memory, newest first, and the highest version number
   * (0 and no versions for a memory never changed, or an unknown id).
   */
  list(memoryId: string, limit: number): Promise<{ versions: MemoryVersion[]; latest: number }>;
}

/** What the memory area reads of the interaction graph (stored by the graph area). */
export interface GraphView {
  /**
   * Whether a stored node of the (context, user) graph has this id, or, for `tag:<t>`, a visible
   * memory of the user in `agentNames` carries the tag. `memory:` ids are not nodes here.
   */
  nodeExists(ns: { contextId: string; userId: string }, nodeId: string, agentNames: string[]): Promise<boolean>;
  /** Counts for metrics, service-wide or of one context: stored nodes + memories + distinct tags; stored + tag edges. */
  counts(contextId?: string): Promise<{ nodes: number; edges: number }>;
}

/** Planner statistics of the memory tables (store-maintenance.ts decides when). */
export interface StoreStatistics {
  /** Refreshes the statistics (ANALYZE) and returns the estimated number of stored memories (>= 0). */
  refresh(): Promise<number>;
}

/** One user and agent that has memories in a context, as the namespace directory lists it. */
export interface NamespaceSummary {
  userId: string;
  agentName: string;
  /** Memories that have not expired. */
  memories: number;
  /** When the newest of them was last written. */
  lastWriteAt: Date;
}

export interface NamespaceDirectory {
  /**
   * The (user, agent) pairs with unexpired memories in the context, most recently written first
   * (ties by user id, then agent name), at most `limit`; `total` counts them all.
   */
  list(contextId: string, limit: number): Promise<{ namespaces: NamespaceSummary[]; total: number }>;
}

/** What kind of store this is; fixed for the life of the stores. */
export interface StoreTraits {
  /**
   * The embedded single-process store (PGlite): nothing else writes to it, so the read cache
   * is authoritative and may be warmed, and planner statistics are kept by us (no autovacuum).
   */
  embedded: boolean;
  /** The database has pgvector: nearest-neighbour search runs there (else in process). */
  vectorIndex: boolean;
}

/**
 * This process's writes to a store only it opens (the embedded store; absent on PostgreSQL).
 * Two equal marks mean no write changed a memory in between (writes to other tables and writes
 * that changed no row do not count); null while such a write is unfinished. Something that
 * read the store after taking a mark has seen every write before it.
 */
export interface LocalWrites {
  mark(): number | null;
  /**
   * The same for writes that may change facts over time (the validity recall reads), counted
   * when they finished having changed rows; null while one is unfinished.
   */
  factsMark(): number | null;
}

export interface MemoryStores {
  readonly memories: MemoryRepository;
  readonly search: MemorySearchRepository;
  readonly embeddings: EmbeddingRepository;
  readonly feedback: FeedbackRepository;
  readonly contexts: ContextLabelRepository;
  readonly history: MemoryHistoryRepository;
  readonly portability: PortabilityRepository;
  readonly graph: GraphView;
  /** The audit trail (the core's port): bound to a transaction, an entry commits with the change it describes (AuditService.record(entry, tx)). */
  readonly audit: AuditStore;
  readonly statistics: StoreStatistics;
  /** Which users and agents have memories in a context (the web app's starting point). */
  readonly namespaces: NamespaceDirectory;
  /** When the facts memories state held (facts over time: the learning area writes them). */
  readonly validity: FactValidityRepository;
  readonly traits: StoreTraits;
  /** The embedded store's own writes (local-writes.ts); absent where other processes write. */
  readonly localWrites?: LocalWrites;
  /**
   * Runs `work` with these stores bound to one transaction: everything it writes commits when
   * the returned promise resolves and is rolled back when it rejects (the rejection is passed
   * on). A `transaction` called on `tx` runs inside it (as a savepoint).
   */
  transaction<T>(work: (tx: MemoryStores) => Promise<T>): Promise<T>;
}
