/**
 * The memory service (contract: MemoryService in types.ts). Every call first checks the
 * caller's access to the addressed context (AccessGuard), runs the domain's rules on its input
 * (validation.ts; the input comes parsed, and nothing is written on a failure) and then does
 * one repository call. A changed value is
 * embedded before the write is acknowledged, within READ_YOUR_WRITES_TIMEOUT_MS, and recall
 * embeds what is still queued in its scope (fresh-embeddings.ts), so an acknowledged write is
 * findable by meaning in the next request; the background worker does the rest. A bench or the CLI can build it
 * without HTTP: `new MemoryService({ stores, contexts, provider, config })`, the stores from
 * memory-stores.ts in the persistence layer.
 */
import type { MemoryConfig } from '../../config/memory.js';
import type { Logger } from '../../logger.js';
import type { AuditService } from '../core/audit.js';
import type { ContextService } from '../core/contexts.js';
import { AppError } from '../errors/app-error.js';
import type { EmbeddingProvider } from './embedding/provider.js';
import { AccessGuard, type AccessMode } from './access-guard.js';
import { EmbeddingRuntime } from './embedding-runtime.js';
import { EmbeddingWorker } from './embedding-worker.js';
import { FreshEmbedder, type StoredEmbedding } from './fresh-embeddings.js';
import { ExactVectorIndex } from './exact-vector-index.js';
import { ExactLexicalIndex } from './exact-lexical-index.js';
import { CachedFactValidity } from './fact-validity-cache.js';
import { QueryLexemes } from './query-lexemes.js';
import { ExpiryPurger } from './expiry-purger.js';
import { MemoryChangeNotifier, type MemoryChangeListener } from './memory-changes.js';
import { RecallEngine } from './recall-engine.js';
import { createReranker } from './rerank/index.js';
import { MemoryReadCache } from './read-cache.js';
import { BatchedKeyReads } from './batched-key-reads.js';
import { ReadCacheWarmer } from './read-cache-warmer.js';
import { StoreMaintenance } from './store-maintenance.js';
import { MemoryLookups } from './memory-lookups.js';
import { highlightSnippet, plainSnippet, SNIPPET_MARKS } from './snippet.js';
import { searchContext } from './context-search.js';
import { capValue, resolveBounds } from './value-bounds.js';
import { longTokenRecallHits, withLongTokenMatches } from './long-tokens.js';
import { RECALL_K } from './memory-schema.js';
import { FeedbackTargets, feedbackScore, validateFeedback } from './feedback.js';
import { firstByKey, keyLookupOrder, withoutShadowed } from './key-resolution.js';
import { ContextLabels } from './context-labels.js';
import { checkMemoryInput, checkMemoryPatch, givenFields, isMemoryScope, memoryWrite, validateKeyParam, validateNamespaceNames } from './validation.js';
import type { DuplicateCheck, MemoryStores, NamespaceRef, NewMemory, ReadScope, WriteResult, WriteVector } from './ports.js';
import { GroupedStatements } from './grouped-statements.js';
import {
  GLOBAL_AGENT, type FactTiming, type FeedbackLabel, type FeedbackRecord, type ListFilter, type Memory, type MemoryInput,
  type MemoryContext, type MemoryHistory, type MemoryNamespace, type MemoryUpdateInput, type MemoryScope, type MemoryService as MemoryServiceContract,
  type DuplicateRef, type MemoryStats, type Page, type UpsertOptions, type WrittenMemory, type RecallHit, type RecallOptions, type SearchHit, type SearchOptions,
} from './types.js';
import { FieldValidationError } from '../errors/app-error.js';

export const RECALL_MAX_K = RECALL_K.max;
export const SEARCH_MAX_LIMIT = 100;
export const LIST_MAX_LIMIT = 200;
export const HISTORY_MAX_LIMIT = 50;

export interface MemoryServiceDeps {
  stores: MemoryStores;
  /** Who may read or write which context (AccessGuard). */
  contexts: ContextService;
  /** Deletions are audited, in the deleting transaction. */
  audit: AuditService;
  /** Loads in the background: until it resolves, writes queue their embeddings and recall ranks lexically. */
  provider: EmbeddingProvider | Promise<EmbeddingProvider>;
  config: MemoryConfig;
  logger?: Logger;
  /** Told of every committed memory change (memory-changes.ts); a listener that throws never fails the write. */
  changes?: MemoryChangeListener;
}

/**
 * Told of every create-or-replace and update once it committed, with the body that made it
 * (facts over time read the stored value: the learning area). Awaited, so what it records is
 * there for the next request; one that throws is logged and the write stands.
 */
export type MemoryWriteObserver = (ns: MemoryNamespace, memory: Memory, input: FactTiming, write: { created: boolean }) => Promise<void>;

const expiresMs = (m: Memory) => (m.expires_at ? Date.parse(m.expires_at) : Infinity);

/** The most namespaces one listing answers. */
export const NAMESPACES_MAX_LIMIT = 500;
export class MemoryService implements MemoryServiceContract {
  readonly stores: MemoryStores;
  readonly config: MemoryConfig;
  /** What the interaction graph looks up among the memories (memory-lookups.ts). */
  readonly lookups: MemoryLookups;
  readonly embeddings: EmbeddingRuntime;
  readonly worker: EmbeddingWorker;
  readonly purger: ExpiryPurger;
  /** Where committed changes are told (also by import, erasure and the interaction graph). */
  readonly changes: MemoryChangeNotifier;
  /** In-process dense index, where the database has no pgvector and on the embedded store. */
  readonly exactIndex: ExactVectorIndex | null;
  readonly guard: AccessGuard;
  readonly readCache: MemoryReadCache;
  /** GET by key misses of concurrent requests go to the store together (batched-key-reads.ts). */
  private readonly keyReads: BatchedKeyReads;
  /** Creates of new keys and duplicate checks of concurrent writes go to the store together (grouped-statements.ts). */
  private readonly newKeys: GroupedStatements<NewMemory, (WriteResult & { created: boolean }) | null>;
  private readonly duplicates: GroupedStatements<DuplicateCheck, DuplicateRef | null>;
  /** Fills the read cache at start on the embedded store, where it is authoritative (read-cache-warmer.ts). */
  private readonly cacheWarmer: ReadCacheWarmer | null;
  readonly maintenance: StoreMaintenance;
  readonly fresh: FreshEmbedder;
  private readonly recallEngine: RecallEngine;
  private readonly feedbackTargets: FeedbackTargets;
  private readonly contextLabels: ContextLabels;
  private lastForegroundAt = 0;
  private readonly writeObservers: MemoryWriteObserver[] = [];
  private readonly logger?: Logger;
  private readonly audit: AuditService;

  constructor({ stores, contexts, audit, provider, config, logger, changes }: MemoryServiceDeps) {
    this.stores = stores;
    this.changes = new MemoryChangeNotifier(changes, logger);
    this.config = config;
    this.logger = logger;
    this.audit = audit;
    const { embedded, vectorIndex } = stores.traits;
    this.guard = new AccessGuard(contexts);
    this.embeddings = new EmbeddingRuntime(provider, stores.embeddings);
    // The embedded store ranks the dense side in process too: an exact scan of the namespace's
    // vectors costs less CPU than PGlite's HNSW search on the same thread (and writes then keep no HNSW index).
    this.exactIndex = vectorIndex && !embedded ? null : new ExactVectorIndex(stores.embeddings, config.vectorCacheMb * 1024 * 1024);
    this.worker = new EmbeddingWorker(stores.embeddings, this.embeddings, {
      batchSize: config.embeddingBatchSize,
      pollIntervalMs: config.embeddingPollIntervalMs,
      logger,
      lastForegroundAt: () => this.lastForegroundAt,
      onStored: (items) => this.vectorsStored(items),
    });
    this.fresh = new FreshEmbedder({
      runtime: this.embeddings, store: stores.embeddings, timeoutMs: config.readYourWritesTimeoutMs, onStored: (items) => this.vectorsStored(items),
      batchSize: config.embeddingBatchSize, logger, localWrites: stores.localWrites,
    });
    this.purger = new ExpiryPurger(stores.memories, this.changes);
    this.keyReads = new BatchedKeyReads(stores.memories);
    this.newKeys = new GroupedStatements((items) => stores.memories.insertMany(items, config.workingTtlSeconds));
    this.duplicates = new GroupedStatements((checks) => stores.memories.findDuplicates(checks));
    this.readCache = new MemoryReadCache(config.readCacheEntries, embedded ? Infinity : config.readCacheTtlMs);
    this.cacheWarmer = embedded ? new ReadCacheWarmer({ cache: this.readCache, store: stores.memories, capacity: config.readCacheEntries, logger }) : null;
    this.maintenance = new StoreMaintenance(stores.statistics, embedded, logger);
    // The embedded store runs BM25 on the node's one thread: ranking it in process is cheaper.
    const lexicalIndex = embedded ? new ExactLexicalIndex(stores.search, stores.localWrites) : null;
    const queryLexemes = embedded ? new QueryLexemes(stores.search) : null;
    // A namespace loaded whole: its words' lexemes are learnt meanwhile, not asked during recalls.
    if (lexicalIndex && queryLexemes) lexicalIndex.whenLoaded((values) => void queryLexemes.learn(values));
    this.recallEngine = new RecallEngine({
      search: stores.search, embeddings: this.embeddings, exactIndex: this.exactIndex, vectors: stores.embeddings, reranker: createReranker(config.rerank),
      lexicalIndex,
      queryLexemes,
      onRerankError: (err) => logger?.warn({ err }, 'reranker failed; recall kept its own order'),
      // The embedded store's facts held in process (its writes are watched); PostgreSQL asks per recall.
      validity: embedded && stores.localWrites ? new CachedFactValidity(stores.validity, stores.localWrites) : stores.validity,
    });
    this.feedbackTargets = new FeedbackTargets(stores);
    this.contextLabels = new ContextLabels(stores.contexts);
    this.lookups = new MemoryLookups(stores, this.embeddings, this.exactIndex);
  }

  /** Starts the embedding worker; fits the store to the model in the background (the expiry purge is a scheduled job). */
  async start(): Promise<void> {
    this.embeddings.ready().catch((err: unknown) => this.logger?.warn({ err }, 'embedding model not ready; recall is lexical until it is'));
    void this.maintenance.analyze();
    this.worker.start();
    this.cacheWarmer?.start();
  }

  async stop(): Promise<void> {
    await this.cacheWarmer?.stop();
    await this.worker.stop();
    await this.maintenance.stop();
    await this.embeddings.close();
  }

  async upsert(ns: MemoryNamespace, input: MemoryInput, options: UpsertOptions = {}): Promise<{ memory: WrittenMemory; created: boolean }> {
    const ref = await this.enter(ns, 'write');
    const write = memoryWrite(checkMemoryInput(input), options.defaultScope);
    // Embedded first, so the row is stored with its vector in one statement (read-your-writes).
    const embedding = this.fresh.beginWrite(write.value);
    const vector = (await embedding?.ready) ?? undefined;
    const { workingTtlSeconds: ttl, historyVersions: keep } = this.config;
    const result = options.merge
      ? await this.stores.memories.merge(keyLookupOrder(ref), write, givenFields(input, write), ttl, keep, vector)
      : { ...((await this.newKeys.run({ ns: ref, write, ...(vector ? { vector } : {}) })) ?? (await this.stores.memories.upsert(ref, write, ttl, keep, vector))), ns: ref };
    await this.afterWrite(result.ns, result, { vector, late: embedding?.late });
    this.changes.notify({ ...result.ns, key: write.key, kind: result.created ? 'created' : 'updated' });
    await this.tellObservers({ ...ns, agentName: result.ns.agentName }, result.memory, { supersede: input.supersede, occurred_at: input.occurred_at }, { created: result.created });
    return { memory: await this.withDuplicate(result.ns, result.memory), created: result.created };
  }

  /** Changes the memory the key names for this agent (its own, else the user's global one: key-resolution.ts). */
  async update(ns: MemoryNamespace, key: string, patch: MemoryUpdateInput, timing: FactTiming = {}): Promise<WrittenMemory> {
    const ref = await this.enter(ns, 'write');
    checkMemoryPatch(key, patch);
    const hit = await firstByKey(ref, (at) => this.stores.memories.update(at, key, patch, this.config.workingTtlSeconds, this.config.historyVersions));
    if (!hit) throw new AppError('MEMORY-001', { details: { key } });
    await this.afterWrite(hit.ns, hit.found);
    this.changes.notify({ ...hit.ns, key, kind: 'updated' });
    if (patch.value !== undefined || patch.scope !== undefined) await this.tellObservers({ ...ns, agentName: hit.ns.agentName }, hit.found.memory, timing ?? {}, { created: false });
    return this.withDuplicate(hit.ns, hit.found.memory);
  }

  async get(ns: MemoryNamespace, key: string): Promise<Memory> {
    const ref = await this.enter(ns, 'read');
    const cached = this.readCache.get(ref, key);
    if (cached) return cached;
    validateKeyParam(key);
    const hit = await firstByKey(ref, async (at) => (at === ref ? null : this.readCache.get(at, key)) ?? this.keyReads.get(at, key));
    if (!hit) throw new AppError('MEMORY-001', { details: { key } });
    this.readCache.remember(hit.ns, hit.found);
    return hit.found;
  }

  async delete(ns: MemoryNamespace, key: string): Promise<Memory> {
    const ref = await this.enter(ns, 'write');
    validateKeyParam(key);
    const deleted = await this.stores.transaction((tx) => firstByKey(ref, async (at) => {
      const memory = await tx.memories.delete(at, key);
      if (!memory) return null;
      await this.audit.record({
        action: 'memory.delete',
        principal: ns.principal,
        contextId: at.contextId,
        targetType: 'memory',
        targetId: memory.id,
        details: { key, user_id: at.userId, agent_name: at.agentName },
        requestId: ns.requestId,
      }, tx);
      return memory;
    }));
    for (const at of keyLookupOrder(ref)) this.readCache.evict(at, key);
    if (!deleted) throw new AppError('MEMORY-001', { details: { key } });
    this.maintenance.noteWrites();
    this.exactIndex?.remove(deleted.ns, deleted.found.id);
    this.changes.notify({ ...deleted.ns, key, kind: 'deleted' });
    return deleted.found;
  }

  /** The memory the key names (as for get) with its previous versions; restoring one is storing its value again. */
  async history(ns: MemoryNamespace, key: string, options: { limit: number }): Promise<MemoryHistory> {
    const memory = await this.get(ns, key);
    const limit = Math.max(1, Math.min(HISTORY_MAX_LIMIT, Math.floor(options.limit || 10)));
    const { versions, latest } = await this.stores.history.list(memory.id, limit);
    return { memory, current_version: latest + 1, versions };
  }

  async contextOf(ns: MemoryNamespace): Promise<MemoryContext> {
    await this.guard.check(ns.principal, ns.contextId, 'read');
    return this.contextLabels.of(ns.contextId);
  }

  /** The users and agents with memories in the namespace's context (whoever may read the context may read each of them). */
  async namespaces(ns: MemoryNamespace, limit: number) {
    await this.guard.check(ns.principal, ns.contextId, 'read');
    const bounded = Math.max(1, Math.min(NAMESPACES_MAX_LIMIT, Math.floor(limit || NAMESPACES_MAX_LIMIT)));
    const { namespaces, total } = await this.stores.namespaces.list(ns.contextId, bounded);
    return {
      context: await this.contextLabels.of(ns.contextId),
      namespaces: namespaces.map((n) => ({ user_id: n.userId, agent_name: n.agentName, memories: n.memories, last_write_at: n.lastWriteAt.toISOString() })),
      total,
    };
  }

  async list(ns: MemoryNamespace, filter: ListFilter): Promise<Page<Memory>> {
    const ref = await this.enter(ns, 'read');
    if (filter.agentName !== undefined && filter.agentName !== '*') validateNamespaceNames(ref.userId, filter.agentName);
    if (filter.scope !== undefined && !isMemoryScope(filter.scope)) {
      throw new FieldValidationError([{ loc: ['scope'], msg: "must be one of 'working', 'persistent'", type: 'enum' }]);
    }
    const limit = Math.max(1, Math.min(LIST_MAX_LIMIT, Math.floor(filter.limit || 50)));
    return this.stores.memories.list(ref, { ...filter, limit });
  }

  async recall(ns: MemoryNamespace, query: string, options: RecallOptions): Promise<RecallHit[]> {
    const ref = await this.enter(ns, 'read');
    if (typeof query !== 'string' || query.trim().length === 0) {
      throw new FieldValidationError([{ loc: ['query'], msg: 'must not be blank', type: 'value_error.blank' }]);
    }
    if (options.scope !== 'all' && !isMemoryScope(options.scope)) {
      throw new FieldValidationError([{ loc: ['scope'], msg: "must be one of 'all', 'working', 'persistent'", type: 'enum' }]);
    }
    const k = Math.max(1, Math.min(RECALL_MAX_K, Math.floor(options.k || RECALL_K.default)));
    const bounds = resolveBounds(options);
    const scope = this.readScope(ref, options.scope === 'all' ? undefined : options.scope);
    await this.fresh.embedQueuedIn(scope);
    const asOf = options.asOf === undefined ? undefined : Date.parse(options.asOf);
    if (asOf !== undefined && !Number.isFinite(asOf)) {
      throw new FieldValidationError([{ loc: ['as_of'], msg: 'must be a date-time', type: 'value_error.datetime' }]);
    }
    // Tokens too long for the full-text index are matched as written, and such matches lead.
    const [ranked, longMatches] = await Promise.all([this.recallEngine.recall(scope, query, k, asOf), longTokenRecallHits(this.stores.search, scope, ref.agentName, query, k)]);
    const hits = longMatches.length > 0 ? withLongTokenMatches(longMatches, ranked, k) : ranked;
    return hits.filter((h) => h.score >= bounds.minScore).map((h) => ({ ...h, ...capValue(h.value, bounds.maxValueChars) }));
  }

  async search(ns: MemoryNamespace, query: string, options: SearchOptions): Promise<SearchHit[]> {
    const ref = await this.enter(ns, 'read');
    if (typeof query !== 'string' || query.trim().length === 0) {
      throw new FieldValidationError([{ loc: ['q'], msg: 'must not be blank', type: 'value_error.blank' }]);
    }
    const limit = Math.max(1, Math.min(SEARCH_MAX_LIMIT, Math.floor(options.limit || 10)));
    const bounds = resolveBounds(options);
    const snippet = options.snippetFormat === 'text' ? plainSnippet : highlightSnippet;
    const rows = options.allNamespaces
      ? await searchContext(this.stores, ref.contextId, query, limit)
      : withoutShadowed(await this.stores.search.search(this.readScope(ref), query, limit, SNIPPET_MARKS), ref.agentName).map((r) => ({ ...r, userId: ref.userId }));
    return rows
      .map((r) => ({
        id: r.id, context_id: ref.contextId, user_id: r.userId, agent_name: r.agent_name,
        key: r.key, ...capValue(r.value, bounds.maxValueChars), snippet: snippet(r.headline, r.value), score: Math.round(r.score * 10_000) / 10_000,
      }))
      .filter((h) => h.score >= bounds.minScore);
  }

  async feedback(ns: MemoryNamespace, target: { key?: string; nodeId?: string }, label: FeedbackLabel, weight: number): Promise<FeedbackRecord> {
    const ref = await this.enter(ns, 'write');
    validateFeedback(target, label, weight);
    const resolved = await this.feedbackTargets.resolve(ref, this.readScope(ref), target);
    const stored = await this.stores.feedback.record({
      contextId: ref.contextId,
      userId: ref.userId,
      agentName: ref.agentName,
      memoryId: resolved.memoryId,
      nodeId: resolved.nodeId,
      label,
      weight,
    });
    return {
      id: stored.id,
      key: target.key ?? null,
      node_id: resolved.nodeId,
      label,
      weight,
      created_at: stored.created_at,
      feedback_score: stored.summary ? feedbackScore(stored.summary) : 0,
    };
  }

  async stats(ns: MemoryNamespace): Promise<MemoryStats> {
    const ref = await this.enter(ns, 'read');
    const s = await this.stores.memories.stats(ref);
    return {
      user_id: ref.userId,
      agent_name: ref.agentName,
      total: s.total,
      working: s.working,
      persistent: s.persistent,
      embedding_pending: s.pending,
      tags: s.tags,
      last_updated_at: s.lastUpdatedAt,
    };
  }

  /** Adds a write observer (MemoryWriteObserver): the composition root wires the learning area here. */
  observeWrites(observer: MemoryWriteObserver): void {
    this.writeObservers.push(observer);
  }

  private async tellObservers(ns: MemoryNamespace, memory: Memory, input: FactTiming, write: { created: boolean }): Promise<void> {
    for (const observer of this.writeObservers) {
      try {
        await observer(ns, memory, input, write);
      } catch (err) {
        this.logger?.warn({ err, key: memory.key }, 'a memory write observer failed; the write stands');
      }
    }
  }

  /** Embeds everything queued now (tests, benches); the running worker does this continuously. */
  drainEmbeddings(): Promise<void> {
    return this.worker.drain();
  }

  /** Checks names and access; returns the exact namespace. */
  async enter(ns: MemoryNamespace, mode: AccessMode): Promise<NamespaceRef> {
    this.lastForegroundAt = Date.now();
    validateNamespaceNames(ns.userId, ns.agentName);
    await this.guard.check(ns.principal, ns.contextId, mode);
    return { contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName };
  }

  /** What recall, search and the graph see from a namespace: its agent plus the user's global memories. */
  readScope(ref: NamespaceRef, scope?: MemoryScope): ReadScope {
    const agentNames = ref.agentName === GLOBAL_AGENT ? [GLOBAL_AGENT] : [ref.agentName, GLOBAL_AGENT];
    return { contextId: ref.contextId, userId: ref.userId, agentNames, scope };
  }

  /**
   * Caches the written memory and, when it waits for its embedding, embeds it before the write
   * is acknowledged (within the read-your-writes budget; past it the worker takes over). A
   * create-or-replace brings its `vector` (stored with the row) or the embedding that missed
   * the budget (`late`, stored when it ends).
   */
  private async afterWrite(ref: NamespaceRef, result: WriteResult, begun: { vector?: WriteVector; late?: Promise<WriteVector | null> } = {}): Promise<void> {
    const { memory } = result;
    this.readCache.put(ref, memory);
    this.maintenance.noteWrites();
    const item = {
      id: memory.id, value: memory.value, revision: result.revision, context_id: ref.contextId, user_id: ref.userId,
      agent_name: ref.agentName, scope: memory.scope, expires_at: memory.expires_at,
    };
    if (!result.embeddingPending) {
      if (begun.vector) this.vectorsStored([{ ...item, vector: begun.vector.vector }]);
      else this.exactIndex?.touch(ref, memory.id, memory.scope, expiresMs(memory));
      return;
    }
    this.exactIndex?.remove(ref, memory.id);
    if (begun.late) {
      void this.fresh.storeLate(item, begun.late);
      this.worker.notify();
      return;
    }
    const embedded = await this.fresh.embedWritten([item]);
    if (!embedded) this.worker.notify();
  }

  /**
   * The written memory with the one already holding the same text in what its agent sees (its
   * own namespace and the user's global one): kept, but reported, so a client can merge them.
   */
  private async withDuplicate(ref: NamespaceRef, memory: Memory): Promise<WrittenMemory> {
    return { ...memory, duplicate_of: await this.duplicates.run({ scope: this.readScope(ref), value: memory.value, excludeId: memory.id }) };
  }

  /** Vectors stored by the worker or at write/recall time: the in-process index learns them. */
  private vectorsStored(items: StoredEmbedding[]): void {
    this.maintenance.noteWrites(items.length);
    for (const item of items) {
      const ns = { contextId: item.context_id, userId: item.user_id, agentName: item.agent_name };
      this.exactIndex?.put(ns, item.id, item.vector, item.scope, item.expires_at ? Date.parse(item.expires_at) : Infinity);
    }
  }
}
