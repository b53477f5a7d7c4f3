/**
 * The embedding store: the queue of memories waiting for their embedding, the stored vectors
 * and nearest-neighbour search over them. Visibility as in memory-store.ts.
 */
import type { MemoryScope } from '../types.js';
import type { NamespaceRef, ReadScope } from './memory-store.js';

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
  /** Stored vector of one memory made by `modelId`, or null (none yet, another model, or no such memory). */
  vectorOf(id: string, modelId: string): Promise<Float32Array | null>;
  /**
   * Nearest visible memories of the scope by cosine via pgvector, most similar first, at most
   * `limit`, without `excludeId`; only where the database has pgvector (StoreTraits.vectorIndex).
   */
  nearest(scope: ReadScope, vector: Float32Array, modelId: string, limit: number, excludeId?: string): Promise<Array<{ id: string; similarity: number }>>;
}
