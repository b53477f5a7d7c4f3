/**
 * Retrieval through the real memory service (store = upsert, recall = recall), on a fresh
 * in-memory store (or PostgreSQL via TEST_DATABASE_URL). Each conversation is one user's
 * namespace; memories are written one by one in conversation order, as an agent would.
 * Only the shipped ranking is observable from outside the service.
 */
import type { EmbeddingProvider } from '../../src/domain/memory/embedding/provider.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../src/testing/memory/memory-stack.js';
import type { EvalMemory } from './locomo-dataset.js';
import type { RetrievalBackend, RetrievalMode } from './retrieval-backend.js';

export class ServiceRetrievalBackend implements RetrievalBackend {
  readonly name = 'memory service';
  readonly modes: readonly RetrievalMode[] = ['shipped'];

  private constructor(private readonly stack: TestMemoryStack) {}

  static async create(provider: EmbeddingProvider): Promise<ServiceRetrievalBackend> {
    // Not started: no background worker racing drainEmbeddings(), so every memory is embedded
    // before the first recall and runs are repeatable.
    return new ServiceRetrievalBackend(await buildMemoryStack({ provider }));
  }

  async load(scopeId: string, memories: EvalMemory[]): Promise<void> {
    const ns = localNs({ userId: scopeId });
    for (const m of memories) await this.stack.service.upsert(ns, { key: m.key, value: m.value, scope: 'persistent' });
    await this.stack.service.drainEmbeddings();
  }

  async search(scopeId: string, query: string, mode: RetrievalMode, k: number): Promise<string[]> {
    if (mode !== 'shipped') throw new Error(`${this.name} only answers the shipped ranking`);
    const hits = await this.stack.service.recall(localNs({ userId: scopeId }), query, { k, scope: 'all' });
    return hits.map((h) => h.key);
  }

  async close(): Promise<void> {
    await this.stack.close();
  }
}
