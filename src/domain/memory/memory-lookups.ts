/**
 * Memory lookups other areas build on (the interaction graph): memories named by a node
 * reference, memories near a memory or a text by meaning, and lexical matches. Callers have
 * already checked access (MemoryService.enter) and pass the read scope it gives.
 */
import type { EmbeddingRuntime } from './embedding-runtime.js';
import type { ExactVectorIndex } from './exact-vector-index.js';
import { resolveMemoryRef } from './feedback.js';
import type { MemoryStores, NamespaceRef, ReadScope } from './ports.js';
import type { QueryTerm } from './ranking/query-terms.js';
import { CONTEXT_WINDOW_SECONDS } from './ranking/candidate-pool.js';
import type { Memory } from './types.js';

export interface LexicalMatch {
  id: string;
  key: string;
  /** Raw BM25 (>= 0). */
  lexical: number;
}

export class MemoryLookups {
  constructor(
    private readonly stores: Pick<MemoryStores, 'memories' | 'search' | 'embeddings'>,
    private readonly embeddings: EmbeddingRuntime,
    /** Null where pgvector serves nearest-neighbour search. */
    private readonly exactIndex: ExactVectorIndex | null,
  ) {}

  /**
   * A memory named by a node reference: first a key in the caller's exact namespace, then a
   * key in the read scope (the user's global memories), then a memory id in the read scope.
   */
  byRef(ref: NamespaceRef, scope: ReadScope, keyOrId: string): Promise<Memory | null> {
    return resolveMemoryRef(this.stores.memories, ref, scope, keyOrId);
  }

  /**
   * The `count` memories of the scope nearest by cosine to one memory's stored vector (the
   * in-process index may return the memory itself; pgvector leaves it out); empty while the
   * memory has no vector or no model is ready.
   */
  async nearestToMemory(ref: NamespaceRef, scope: ReadScope, memoryId: string, count: number): Promise<Array<{ id: string; similarity: number }>> {
    const modelId = this.embeddings.modelId;
    if (!modelId) return [];
    const index = this.exactIndex;
    const vector = index?.vectorOf(ref, memoryId) ?? (await this.stores.embeddings.vectorOf(memoryId, modelId));
    if (!vector) return [];
    return index ? index.topK(scope, vector, modelId, count) : this.stores.embeddings.nearest(scope, vector, modelId, count, memoryId);
  }

  /** The `count` memories of the scope nearest by cosine to a text's embedding; empty without a model or a vector. */
  async nearestToText(scope: ReadScope, text: string, count: number): Promise<Array<{ id: string; similarity: number }>> {
    const vector = await this.embeddings.queryVector(text);
    const modelId = this.embeddings.modelId;
    if (!vector || !modelId) return [];
    return this.exactIndex ? this.exactIndex.topK(scope, vector, modelId, count) : this.stores.embeddings.nearest(scope, vector, modelId, count);
  }

  /** The best `perSide` memories of the scope by BM25 over `terms`, with their conversational neighbours (lexical 0). */
  async lexicalMatches(scope: ReadScope, terms: readonly QueryTerm[], perSide: number): Promise<LexicalMatch[]> {
    const { search } = this.stores;
    const ranking = await search.rankLexically(scope, terms, await search.corpusStats(scope), perSide);
    const rows = await search.candidateRows(scope, ranking.ids, CONTEXT_WINDOW_SECONDS);
    const scores = await ranking.scoresOf(rows.map((r) => r.id));
    return rows.map((r) => ({ id: r.id, key: r.key, lexical: scores.get(r.id) ?? 0 }));
  }

  /** Keys of the visible memories of the scope among `ids` (others left out). */
  async keysOf(scope: ReadScope, ids: string[]): Promise<Map<string, string>> {
    const rows = await this.stores.search.candidatesByIds(scope, ids);
    return new Map(rows.map((r) => [r.id, r.key]));
  }
}
