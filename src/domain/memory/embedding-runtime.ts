/**
 * The embedding provider as the memory service uses it:
 *  - `ready()` resolves the provider and fits the store to it once (vector column type,
 *    HNSW index; a changed model queues every memory for re-embedding);
 *  - `queryVector()` embeds recall queries through a small LRU cache, and never makes a
 *    recall wait for a cold model: until the first embedding succeeded (the worker warms it
 *    in the background) recall runs lexical-only;
 *  - it tracks the model's health for /api/v1/health.
 */
import type { EmbeddingProvider } from './embedding/provider.js';
import type { EmbeddingRepository } from './ports.js';
import { inProcessCache } from '../core/cache/cache.js';
import { withDeadline } from '../core/deadline.js';

export type DependencyStatus = 'healthy' | 'degraded' | 'unhealthy' | 'disabled';

const QUERY_CACHE_SIZE = 1_000;
const PROBE_CACHE_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;

function isZero(vector: Float32Array): boolean {
  for (let i = 0; i < vector.length; i++) if (vector[i] !== 0) return false;
  return true;
}

export class EmbeddingRuntime {
  private providerPromise: Promise<EmbeddingProvider>;
  private readyPromise?: Promise<EmbeddingProvider>;
  private provider?: EmbeddingProvider;
  private warm = false;
  private warming?: Promise<unknown>;
  /** Recent query texts and their vectors (least recently used make room). */
  private readonly queryCache = inProcessCache<string, Float32Array>({ max: QUERY_CACHE_SIZE });
  private lastFailure?: { at: number; message: string };
  private probe?: { at: number; status: DependencyStatus };

  constructor(provider: EmbeddingProvider | Promise<EmbeddingProvider>, private readonly repo: EmbeddingRepository) {
    this.providerPromise = Promise.resolve(provider);
    this.providerPromise.catch(() => undefined); // surfaced through ready()
  }

  /** The provider, after the store has been fitted to it. Retries after a failure. */
  ready(): Promise<EmbeddingProvider> {
    this.readyPromise ??= (async () => {
      const provider = await this.providerPromise;
      // Remote and ONNX providers may learn their vector size from the first answer.
      if (!provider.dimensions) await provider.embed(['dimension probe']);
      if (!provider.dimensions) throw new Error(`embedding provider ${provider.id} reports no vector size`);
      await this.repo.ensureModel(provider.id, provider.dimensions);
      this.provider = provider;
      return provider;
    })().catch((error: unknown) => {
      this.readyPromise = undefined;
      this.recordFailure(error);
      throw error;
    });
    return this.readyPromise;
  }

  /** Model id once ready, else undefined. */
  get modelId(): string | undefined {
    return this.provider?.id;
  }

  get dimensions(): number | undefined {
    return this.provider?.dimensions;
  }

  /** Embeds texts (worker path); failures are recorded for health and rethrown. */
  async embed(texts: string[]): Promise<Float32Array[]> {
    const provider = await this.ready();
    try {
      const vectors = await provider.embed(texts);
      this.warm = true;
      this.lastFailure = undefined;
      return vectors;
    } catch (error) {
      this.recordFailure(error);
      throw error;
    }
  }

  /**
   * The query's vector, or null when the model is cold, failing or the text has no words
   * (recall then ranks lexically). A cold model starts warming in the background.
   */
  async queryVector(text: string): Promise<Float32Array | null> {
    const cached = this.queryCache.get(text);
    if (cached) return isZero(cached) ? null : cached;
    if (!this.warm) {
      this.warming ??= this.embed(['warm up']).catch(() => undefined).finally(() => { this.warming = undefined; });
      return null;
    }
    try {
      const [vector] = await this.embed([text]);
      if (!vector) return null;
      this.queryCache.set(text, vector);
      return isZero(vector) ? null : vector;
    } catch {
      return null;
    }
  }

  /**
   * The provider's word-alignment scorer for recall ranking, once the model is warm (a cold
   * model must not make recall wait); an empty object when there is none.
   */
  alignment(): Pick<EmbeddingProvider, 'alignmentScores'> {
    const provider = this.provider;
    if (!this.warm || !provider?.alignmentScores) return {};
    return { alignmentScores: (query, texts) => provider.alignmentScores!(query, texts) };
  }

  /** The provider's nearest-words look-up for query expansion, once the model is warm; undefined when there is none. */
  similarWords(): EmbeddingProvider['similarWords'] {
    const provider = this.provider;
    if (!this.warm || !provider?.similarWords) return undefined;
    return (word, count) => provider.similarWords!(word, count);
  }

  /** Health of the model: a real embedding call, cached briefly so health checks stay cheap. */
  async status(): Promise<DependencyStatus> {
    const now = Date.now();
    if (this.probe && now - this.probe.at < PROBE_CACHE_MS) return this.probe.status;
    let status: DependencyStatus;
    try {
      await withDeadline('embedding model probe', PROBE_TIMEOUT_MS, () => this.embed(['health check']));
      status = 'healthy';
    } catch {
      status = 'unhealthy';
    }
    this.probe = { at: now, status };
    return status;
  }

  get lastError(): string | undefined {
    return this.lastFailure?.message;
  }

  async close(): Promise<void> {
    const provider = await this.providerPromise.catch(() => undefined);
    await provider?.close?.();
  }

  private recordFailure(error: unknown): void {
    this.lastFailure = { at: Date.now(), message: error instanceof Error ? error.message : String(error) };
  }
}
