/**
 * Read-your-writes for recall by meaning. The background worker (embedding-worker.ts) embeds
 * every write soon, but an agent stores and recalls in the same turn, so:
 *  - a create-or-replace embeds its value before it is stored, waiting at most
 *    READ_YOUR_WRITES_TIMEOUT_MS, and the write stores the vector with the row in one
 *    statement; concurrent writes share provider calls (embedding-batch.ts). An in-process
 *    model takes well under a millisecond per fact; a model still loading or a remote endpoint
 *    that is slow or down leaves the memory queued, and the write is acknowledged at the
 *    deadline. A partial update embeds its changed value right after it is stored, likewise;
 *  - recall first embeds the memories of its scope still queued (written by another server
 *    process, or whose write passed the deadline), at most RECALL_EMBED_LIMIT of them, under
 *    the same budget.
 * Vectors are stored under the revision they were computed from, exactly as the worker stores
 * them: a value changed meanwhile is never overwritten with a stale vector, and the worker and
 * this path may embed the same memory without harm. Work cut off by the deadline goes on in
 * the background and still stores its vectors.
 */
import type { Logger } from '../../logger.js';
import type { EmbeddingRuntime } from './embedding-runtime.js';
import type { EmbeddingRepository, LocalWrites, PendingEmbedding, ReadScope, WriteVector } from './ports.js';
import { EmbeddingBatch } from './embedding-batch.js';
import { withDeadline } from '../core/deadline.js';

/** Most queued memories one recall embeds before ranking (the worker takes the rest). */
export const RECALL_EMBED_LIMIT = 32;

/** Recall scopes remembered as having nothing queued (all forgotten past this many). */
const NONE_QUEUED_SCOPES = 10_000;

export type StoredEmbedding = PendingEmbedding & { vector: Float32Array };

/** A value's embedding begun before its write: `ready` within the budget (else null), `late` whenever it ends. */
export interface WriteEmbedding {
  ready: Promise<WriteVector | null>;
  late: Promise<WriteVector | null>;
}

export class FreshEmbedder {
  private readonly runtime: EmbeddingRuntime;
  private readonly repo: EmbeddingRepository;
  private readonly timeoutMs: number;
  private readonly onStored: (items: StoredEmbedding[]) => void;
  private readonly logger?: Logger;
  private readonly batch: EmbeddingBatch;
  private readonly localWrites?: LocalWrites;
  /** Per recall scope, the write mark at which it was last found with nothing queued. */
  private readonly noneQueuedAt = new Map<string, number>();

  constructor(deps: {
    runtime: EmbeddingRuntime;
    store: EmbeddingRepository;
    /** How long a write or recall waits for its embeddings (READ_YOUR_WRITES_TIMEOUT_MS). */
    timeoutMs: number;
    /** Told about every vector stored (the in-process vector index listens). */
    onStored: (items: StoredEmbedding[]) => void;
    /** Most texts per provider call when concurrent writes are embedded together. */
    batchSize?: number;
    logger?: Logger;
    /**
     * The embedded store's writes (its only writer is this process): a scope found with nothing
     * queued stays so until the next write, so recall asks again only after one.
     */
    localWrites?: LocalWrites;
  }) {
    this.localWrites = deps.localWrites;
    this.runtime = deps.runtime;
    this.repo = deps.store;
    this.timeoutMs = deps.timeoutMs;
    this.onStored = deps.onStored;
    this.logger = deps.logger;
    this.batch = new EmbeddingBatch((texts) => this.runtime.embed(texts), deps.batchSize ?? 64);
  }

  get enabled(): boolean {
    return this.timeoutMs > 0;
  }

  /** Embeds these just-written memories now; true when all were stored within the budget. */
  async embedWritten(items: PendingEmbedding[]): Promise<boolean> {
    if (!this.enabled || items.length === 0) return false;
    return this.withinBudget(this.embedAndStore(items), false);
  }

  /**
   * Starts embedding a value about to be written, together with the other writes of the moment.
   * Null when read-your-writes is off. A vector in `ready` is stored by the write itself.
   */
  beginWrite(value: string): WriteEmbedding | null {
    if (!this.enabled) return null;
    const late = this.batch.vector(value).then((vector): WriteVector | null => ({ vector, modelId: this.runtime.modelId! }), (error: unknown) => {
      this.logger?.debug({ err: error }, 'embedding at write time failed; the background worker will retry');
      return null;
    });
    return { ready: this.withinBudget(late, null), late };
  }

  /** Stores a write's vector that came after its deadline (the write left the memory queued); true when stored. */
  async storeLate(item: PendingEmbedding, late: Promise<WriteVector | null>): Promise<boolean> {
    const computed = await late;
    if (!computed) return false;
    const stored = await this.repo.store([{ id: item.id, revision: item.revision, vector: computed.vector }], computed.modelId).catch(() => []);
    if (stored.length > 0) this.onStored([{ ...item, vector: computed.vector }]);
    return stored.length > 0;
  }

  /** Embeds the queued memories of a recall's scope (at most RECALL_EMBED_LIMIT) within the budget. */
  async embedQueuedIn(scope: ReadScope): Promise<void> {
    if (!this.enabled) return;
    const started = Date.now();
    const key = `${scope.contextId}\u0000${scope.userId}\u0000${scope.agentNames.join(',')}\u0000${scope.scope ?? ''}`;
    // Taken before the look: a write finished by then is seen, one after it moves the mark.
    const mark = this.localWrites?.mark() ?? null;
    if (mark !== null && this.noneQueuedAt.get(key) === mark) return;
    const items = await this.repo.pendingIn(scope, RECALL_EMBED_LIMIT).catch(() => null);
    if (items?.length === 0 && mark !== null) {
      if (this.noneQueuedAt.size >= NONE_QUEUED_SCOPES) this.noneQueuedAt.clear();
      this.noneQueuedAt.set(key, mark);
    }
    if (!items || items.length === 0) return;
    await this.withinBudget(this.embedAndStore(items), false, Math.max(1, this.timeoutMs - (Date.now() - started)));
  }

  private async embedAndStore(items: PendingEmbedding[]): Promise<boolean> {
    const vectors = await this.runtime.embed(items.map((i) => i.value));
    const modelId = this.runtime.modelId!;
    const stored = new Set(await this.repo.store(items.map((item, i) => ({ id: item.id, revision: item.revision, vector: vectors[i]! })), modelId));
    this.onStored(items.flatMap((item, i) => (stored.has(item.id) ? [{ ...item, vector: vectors[i]! }] : [])));
    return stored.size === items.length;
  }

  /** The work's answer, or `missed` when the budget ran out or it failed (the queue keeps the memories). */
  private async withinBudget<T>(work: Promise<T>, missed: T, budgetMs = this.timeoutMs): Promise<T> {
    const guarded = work.catch((error: unknown) => {
      this.logger?.debug({ err: error }, 'embedding at write or recall time failed; the background worker will retry');
      return missed;
    });
    return withDeadline('embedding', budgetMs, () => guarded).catch(() => missed);
  }
}
