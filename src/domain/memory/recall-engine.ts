/**
 * Hybrid recall. The ranking module's pipeline (ranking/recall-pipeline.ts) drives it: query
 * expansion, pseudo-relevance feedback, temporal cues, a multi-hop second round and an optional
 * reranker, each as ranking/ranking-defaults.ts says; every round asks this engine for
 * candidates. A round is three plain calls, then the pure formula orders what they found
 * (ranking/fuse-scores.ts, ranking/signals.ts):
 *
 *   lexical  Okapi BM25 over the memories' english lexemes (the LexicalRanker port: in SQL, or
 *            in process over the embedded store's postings)
 *   dense    best cosines to the query embedding: pgvector's HNSW where the server has
 *            pgvector, else exact over the namespace's vectors held in process (ExactVectorIndex)
 *   rows     the memories both found, with their conversational neighbours (written just
 *            before/after them) and cosines: SQL, or in process on the embedded store;
 *            each row's BM25 from the lexical answer
 *
 *   relevance R = w_l·BM25/max BM25 + w_d·minmax(cosine) [+ w_a·minmax(word alignment)]
 *   C = (R + w_c·max R(neighbour)) / (1 + w_c)
 *   score = C · prior,  prior = 0.6 + 0.1·importance + 0.1·recency + 0.2·feedback,
 *           recency = 0.5^(age_days/90), feedback = (1 + tanh(useful − irrelevant)) / 2,
 *           prior ·= 1 − 0.8·min(1, outdated)              (outdated feedback sinks a memory)
 *   (weights: RANKING_DEFAULTS / SIGNAL_WEIGHTS in the ranking module)
 *
 * Scores are in [0, 1] and comparable within one answer (normalisation is per query). A global
 * memory hidden behind the agent's own memory with the same key is ranked but not returned
 * (key-resolution.ts); every hit names its namespace.
 * Without a query vector (model cold or failing, word-less query) the dense side is empty
 * and ranking is lexical; memories not embedded yet still compete lexically.
 */
import {
  CANDIDATES_PER_SIDE, CONTEXT_WINDOW_SECONDS, RANKING_DEFAULTS, rankRecall, type PipelineRow, type QueryTerm, type Reranker,
} from './ranking/index.js';
import type { EmbeddingRuntime } from './embedding-runtime.js';
import type { ExactVectorIndex } from './exact-vector-index.js';
import type { ExactLexicalIndex, ScopeView } from './exact-lexical-index.js';
import { inProcessCandidates } from './in-process-candidates.js';
import { InProcessLexicalRanker } from './in-process-lexical-ranker.js';
import type { QueryLexemes } from './query-lexemes.js';
import { inProcessCache, type Cache } from '../core/cache/cache.js';
import type {
  CandidateRow, CorpusStats, EmbeddingRepository, FactValidityRepository, LexicalRanker, LexicalTop, MemorySearchRepository, ReadScope,
} from './ports.js';
import { currentFirst, validityWindow } from './ranking/current-first.js';
import { askedKinds, nearKinds } from './ranking/asked-kinds.js';
import type { RecallHit } from './types.js';

/** A candidate as the ranking pipeline sees it, carrying the repository's row. */
type EngineRow = PipelineRow & { row: CandidateRow };

const toPipelineRow = (r: CandidateRow): EngineRow => ({
  id: r.id, value: r.value, lexical: r.lexical, dense: r.dense, prevId: r.prevId, nextId: r.nextId,
  signals: { importance: r.importance, updatedAt: r.updated_at, feedback: r.feedback }, row: r,
});

/** A hit before the service bounds its value. */
export type RankedHit = Omit<RecallHit, 'truncated' | 'value_length'>;
import { withoutShadowed } from './key-resolution.js';
import { RoundRows } from './round-rows.js';

/**
 * BM25 corpus statistics drift slowly on large namespaces, where recomputing them per query
 * would cost a scan; small namespaces (cheap to scan, and where one write moves N a lot) are
 * always computed fresh.
 */
const CORPUS_CACHE_MS = 30_000;
const CORPUS_CACHE_MIN_DOCUMENTS = 5_000;
const CORPUS_CACHE_MAX = 5_000;

/** What one recall's rounds share: its lexical ranker and view, the last lexical answer, the dense top per vector. */
interface RecallRounds {
  ranker: LexicalRanker;
  /** The embedded store's held rows (null: rows from SQL). */
  view: ScopeView | null;
  lexical: LexicalTop | null;
  dense: { vector: Float32Array; modelId: string; top: ReadonlyArray<{ id: string }> } | null;
  /** Cosines to the query vector computed in process by an earlier round (the feedback round's pool repeats most of them). */
  cosines: { vector: Float32Array; byId: Map<string, number> } | null;
  /** Rows from SQL an earlier round returned for the same vector (the feedback round asks again for most). */
  rows: RoundRows | null;
}

export class RecallEngine {
  /** Statistics of large namespaces, served stale while a refresh runs (entries live until evicted). */
  private readonly corpusCache: Cache<string, { stats: CorpusStats; at: number; refreshing: boolean }> = inProcessCache({ max: CORPUS_CACHE_MAX });

  private readonly search: MemorySearchRepository;
  private readonly embeddings: EmbeddingRuntime;
  private readonly exactIndex: ExactVectorIndex | null;
  private readonly vectors: Pick<EmbeddingRepository, 'nearest'>;
  private readonly lexicalIndex: ExactLexicalIndex | null;
  private readonly queryLexemes: QueryLexemes | null;
  /** BM25 in process (the embedded store), SQL for what it declines; null: SQL only. */
  private readonly inProcessRanker: InProcessLexicalRanker | null;
  private readonly reranker?: Reranker;
  private readonly onRerankError?: (error: unknown) => void;
  private readonly validity?: FactValidityRepository;

  constructor(deps: {
    search: MemorySearchRepository;
    embeddings: EmbeddingRuntime;
    /** Null where pgvector serves the dense side (`vectors`). */
    exactIndex: ExactVectorIndex | null;
    /** pgvector's nearest neighbours (HNSW): the dense top without the in-process index. */
    vectors: Pick<EmbeddingRepository, 'nearest'>;
    /**
     * The lexical side in process (the embedded store), with the query's lexemes from this
     * dictionary; with the in-process vector index the rows come from it too
     * (in-process-candidates.ts). Without them: BM25 and rows in SQL.
     */
    lexicalIndex?: ExactLexicalIndex | null;
    queryLexemes?: QueryLexemes | null;
    /** Optional reranking stage (RERANK_BASE_URL); recall keeps its own order when it fails. */
    reranker?: Reranker;
    onRerankError?: (error: unknown) => void;
    /** Facts over time: current memories first, superseded ones after their successors (ranking/current-first.ts). */
    validity?: FactValidityRepository;
  }) {
    this.search = deps.search;
    this.embeddings = deps.embeddings;
    this.exactIndex = deps.exactIndex;
    this.vectors = deps.vectors;
    this.lexicalIndex = deps.lexicalIndex && deps.queryLexemes ? deps.lexicalIndex : null;
    this.queryLexemes = this.lexicalIndex ? deps.queryLexemes! : null;
    this.inProcessRanker = this.lexicalIndex && this.queryLexemes ? new InProcessLexicalRanker(this.lexicalIndex, this.queryLexemes, this.search) : null;
    this.reranker = deps.reranker;
    this.onRerankError = deps.onRerankError;
    this.validity = deps.validity;
  }

  /** `asOf` (ms): answer what held then; absent: what holds now first. */
  async recall(scope: ReadScope, query: string, k: number, asOf?: number): Promise<RankedHit[]> {
    const [vector, lexicalReady] = await Promise.all([
      this.embeddings.queryVector(query),
      // A failing sync leaves this recall to SQL.
      this.lexicalIndex?.sync(scope).then(() => true, () => false) ?? false,
    ]);
    const ranker = lexicalReady ? this.inProcessRanker! : this.search;
    // In process, the statistics are the held rows' (exact at this instant, no statement).
    const held = lexicalReady ? this.lexicalIndex!.view(scope) : null;
    const corpus = held ? held.corpus(Date.now()) : await this.corpus(scope);
    // The rows in process need the vectors in process too.
    const rounds: RecallRounds = { ranker, view: this.exactIndex ? held : null, lexical: null, dense: null, cosines: null, rows: null };
    // The ranking pipeline (expansion, feedback, temporal cues, second round, rerank) asks for
    // candidates as often as its enabled steps need; the rounds of one recall share the first
    // lexical answer's instant and go on from each other's sums.
    const { ranked: fused, rows: found } = await rankRecall<EngineRow>(query, {
      fetch: async (q) => (await this.round(scope, q.terms, q.vector, corpus, q.lexicalFloor, rounds)).map(toPipelineRow),
      queryVector: vector,
      embed: (text) => this.embeddings.queryVector(text),
      ...this.embeddings.alignment(),
      similarWords: this.embeddings.similarWords(),
      reranker: this.reranker,
      onRerankError: this.onRerankError,
    }, RANKING_DEFAULTS);
    if (fused.length === 0) return [];
    const rows = [...found.values()].map((r) => r.row);
    const visible = new Set(withoutShadowed(rows, scope.agentNames[0]!).map((r) => r.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const shown = await this.inTime(scope, fused.filter((f) => visible.has(f.id)), k, query, asOf);
    return shown.slice(0, k).map((f) => {
      const { id, agent_name, key, value, scope: lifetime, tags, importance, updated_at } = byId.get(f.id)!;
      const score = Math.round(Math.min(1, Math.max(0, f.score)) * 10_000) / 10_000;
      // The tags are copied: the rows may share them with the in-process index.
      return { id, context_id: scope.contextId, user_id: scope.userId, agent_name, key, value, score, scope: lifetime, tags: [...tags], importance, updated_at };
    });
  }

  /** The fused head reordered by when its memories held (ranking/current-first.ts); the rest as fused. */
  private async inTime<T extends { id: string }>(scope: ReadScope, ranked: T[], k: number, query: string, asOf?: number): Promise<T[]> {
    if (!this.validity || ranked.length === 0) return ranked;
    const window = validityWindow(k, asOf !== undefined);
    const head = ranked.slice(0, window);
    const validity = await this.validity.validity(scope, head.map((f) => f.id), asOf !== undefined);
    const asked = askedKinds(query);
    return [...currentFirst(head, validity, asOf ?? Date.now(), asOf !== undefined, asked, nearKinds(asked)), ...ranked.slice(window)];
  }

  /** One candidate round: the lexical top, the dense top, then their rows with neighbours and scores. */
  private async round(scope: ReadScope, terms: readonly QueryTerm[], vector: Float32Array | null, corpus: CorpusStats, floor: number | undefined, rounds: RecallRounds): Promise<CandidateRow[]> {
    const modelId = this.embeddings.modelId;
    const lexicalTop = () => rounds.ranker.rankLexically(scope, terms, corpus, CANDIDATES_PER_SIDE, { floor, previous: rounds.lexical });
    const denseTop = async () => (vector && modelId ? this.denseTop(scope, vector, modelId, rounds) : []);
    // With pgvector both sides are statements that need nothing of each other: sent at once, the
    // round waits for the slower only. In process they stay one after the other (CPU either way).
    const [lexical, dense] = this.exactIndex
      ? [await lexicalTop(), await denseTop()]
      : await Promise.all([lexicalTop(), denseTop()]);
    rounds.lexical = lexical;
    const ids = [...lexical.ids, ...dense.map((d) => d.id)];
    const rows = rounds.view
      ? inProcessCandidates({
        scope, view: rounds.view, ids, now: lexical.now, contextWindowSeconds: CONTEXT_WINDOW_SECONDS,
        cosines: (pool) => (vector && modelId ? this.poolCosines(scope, pool, vector, rounds) : new Map()),
      })
      : await this.roundRows(rounds, vector && modelId ? vector : null).fetch(ids, (missing) => this.sqlRows(scope, missing, vector && modelId ? vector : null));
    const scores = await lexical.scoresOf(rows.map((r) => r.id));
    for (const r of rows) r.lexical = scores.get(r.id) ?? 0;
    return rows;
  }

  /** Cosines of the pool to `vector` from the in-process index, each computed once per recall. */
  private poolCosines(scope: ReadScope, pool: string[], vector: Float32Array, rounds: RecallRounds): Map<string, number> {
    if (rounds.cosines?.vector !== vector) rounds.cosines = { vector, byId: new Map() };
    const known = rounds.cosines.byId;
    const missing = pool.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const found = this.exactIndex!.similarities(scope, missing, vector);
      // Ids the index does not hold stay without a cosine (0), as the index answers them.
      for (const id of missing) known.set(id, found.get(id) ?? Number.NaN);
    }
    const out = new Map<string, number>();
    for (const id of pool) { const c = known.get(id)!; if (!Number.isNaN(c)) out.set(id, c); }
    return out;
  }

  /** The best cosines; a round asking with the same vector (the feedback round) reuses the previous one's. */
  private async denseTop(scope: ReadScope, vector: Float32Array, modelId: string, rounds: RecallRounds): Promise<ReadonlyArray<{ id: string }>> {
    if (rounds.dense?.vector === vector && rounds.dense.modelId === modelId) return rounds.dense.top;
    const top = this.exactIndex
      ? await this.exactIndex.topK(scope, vector, modelId, CANDIDATES_PER_SIDE)
      : await this.vectors.nearest(scope, vector, modelId, CANDIDATES_PER_SIDE);
    rounds.dense = { vector, modelId, top };
    return top;
  }

  private roundRows(rounds: RecallRounds, vector: Float32Array | null): RoundRows {
    if (rounds.rows?.vector !== vector) rounds.rows = new RoundRows(vector);
    return rounds.rows;
  }

  /** Rows from SQL; cosines there with pgvector, else from the in-process vector index. */
  private async sqlRows(scope: ReadScope, ids: string[], vector: Float32Array | null): Promise<CandidateRow[]> {
    const index = this.exactIndex;
    const rows = await this.search.candidateRows(scope, ids, CONTEXT_WINDOW_SECONDS, vector && !index ? vector : undefined);
    if (!vector || !index) return rows;
    const cosines = index.similarities(scope, rows.map((r) => r.id), vector);
    for (const r of rows) r.dense = cosines.get(r.id) ?? 0;
    return rows;
  }

  private async corpus(scope: ReadScope): Promise<CorpusStats> {
    const key = `${scope.contextId}\u0000${scope.userId}\u0000${[...scope.agentNames].sort().join(',')}\u0000${scope.scope ?? ''}`;
    const hit = this.corpusCache.get(key);
    if (hit) {
      // Stale-while-revalidate: a large namespace never waits for its statistics twice.
      if (Date.now() - hit.at >= CORPUS_CACHE_MS && !hit.refreshing) {
        hit.refreshing = true;
        this.computeCorpus(key, scope).catch(() => { hit.refreshing = false; });
      }
      return hit.stats;
    }
    return this.computeCorpus(key, scope);
  }

  private async computeCorpus(key: string, scope: ReadScope): Promise<CorpusStats> {
    const stats = await this.search.corpusStats(scope);
    if (stats.documents < CORPUS_CACHE_MIN_DOCUMENTS) {
      this.corpusCache.delete(key);
      return stats;
    }
    this.corpusCache.set(key, { stats, at: Date.now(), refreshing: false });
    return stats;
  }
}
