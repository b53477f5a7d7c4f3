/**
 * Hybrid recall. The ranking module's pipeline (ranking/recall-pipeline.ts) drives it: query
 * expansion, pseudo-relevance feedback, temporal cues, a multi-hop second round and an optional
 * reranker, each as ranking/ranking-defaults.ts says; every round asks this engine for
 * candidates. Candidates come from two sides, then the pure formula orders them
 * (ranking/fuse-scores.ts, ranking/signals.ts):
 *
 *   lexical  Okapi BM25 over the GIN-indexed tsvector (key words + value), any query term
 *   dense    cosine to the query embedding: pgvector HNSW where the server has pgvector,
 *            else exact cosine over the namespace's vectors held in process (ExactVectorIndex)
 *   context  each candidate's conversational neighbours (written just before/after it)
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
import { COMMON_LEXEME_DOCUMENTS, LEXEME_COUNT_MIN_DOCUMENTS, type QueryLexemes } from './query-lexemes.js';
import { inProcessCache, type Cache } from '../core/cache/cache.js';
import type { CandidateRow, CorpusStats, FactValidityRepository, LexicalRanking, MemorySearchRepository, ReadScope } from './ports.js';
import { currentFirst, validityWindow } from './ranking/current-first.js';
import { askedKinds } from './ranking/asked-kinds.js';
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

/**
 * BM25 corpus statistics drift slowly on large namespaces, where recomputing them per query
 * would cost a scan; small namespaces (cheap to scan, and where one write moves N a lot) are
 * always computed fresh.
 */
const CORPUS_CACHE_MS = 30_000;
const CORPUS_CACHE_MIN_DOCUMENTS = 5_000;
const CORPUS_CACHE_MAX = 5_000;

/** What one recall's in-process rounds share. */
interface RecallRounds {
  now: number;
  lexical: LexicalRanking | null;
  dense: { vector: Float32Array; modelId: string; top: ReadonlyArray<{ id: string }> } | null;
}

export class RecallEngine {
  /** Statistics of large namespaces, served stale while a refresh runs (entries live until evicted). */
  private readonly corpusCache: Cache<string, { stats: CorpusStats; at: number; refreshing: boolean }> = inProcessCache({ max: CORPUS_CACHE_MAX });

  private readonly search: MemorySearchRepository;
  private readonly embeddings: EmbeddingRuntime;
  private readonly exactIndex: ExactVectorIndex | null;
  private readonly lexicalIndex: ExactLexicalIndex | null;
  private readonly queryLexemes: QueryLexemes | null;
  private readonly reranker?: Reranker;
  private readonly onRerankError?: (error: unknown) => void;
  private readonly validity?: FactValidityRepository;

  constructor(deps: {
    search: MemorySearchRepository;
    embeddings: EmbeddingRuntime;
    /** Null where pgvector serves the dense side. */
    exactIndex: ExactVectorIndex | null;
    /** The lexical side in process (the embedded store); null: BM25 in SQL. */
    lexicalIndex?: ExactLexicalIndex | null;
    /**
     * With the lexical index and the in-process vector index: whole candidate rounds in process
     * (in-process-candidates.ts), the query's lexemes from this dictionary.
     */
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
    this.lexicalIndex = deps.lexicalIndex && deps.search.hybridCandidatesWith ? deps.lexicalIndex : null;
    this.queryLexemes = this.lexicalIndex && this.exactIndex ? deps.queryLexemes ?? null : null;
    this.reranker = deps.reranker;
    this.onRerankError = deps.onRerankError;
    this.validity = deps.validity;
  }

  /** `asOf` (ms): answer what held then; absent: what holds now first. */
  async recall(scope: ReadScope, query: string, k: number, asOf?: number): Promise<RankedHit[]> {
    const [vector, sqlCorpus, lexicalReady] = await Promise.all([
      this.embeddings.queryVector(query), this.queryLexemes ? null : this.corpus(scope),
      // A failing sync leaves this recall to the SQL lexical side.
      this.lexicalIndex?.sync(scope).then(() => true, () => false) ?? false,
    ]);
    // In process, the statistics are the held rows' (exact at this instant, no statement).
    const view = lexicalReady && this.queryLexemes ? this.lexicalIndex!.view(scope) : null;
    const corpus = sqlCorpus ?? (view ? view.corpus(Date.now()) : await this.corpus(scope));
    // The ranking pipeline (expansion, feedback, temporal cues, second round, rerank) asks for
    // candidates as often as its enabled steps need; each fetch is one hybrid SQL round, or
    // none on the embedded store (in process).
    // The rounds of one recall in process share its instant and go on from each other's sums.
    const rounds: RecallRounds = { now: Date.now(), lexical: null, dense: null };
    const { ranked: fused, rows: found } = await rankRecall<EngineRow>(query, {
      fetch: async (q) => ((view && await this.inProcessRound(scope, view, q.terms, q.vector, corpus, rounds))
        ?? await this.candidates(scope, q.terms, q.vector, corpus, q.lexicalFloor, lexicalReady)).map(toPipelineRow),
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
      return { id, context_id: scope.contextId, user_id: scope.userId, agent_name, key, value, score, scope: lifetime, tags, importance, updated_at };
    });
  }

  /** The fused head reordered by when its memories held (ranking/current-first.ts); the rest as fused. */
  private async inTime<T extends { id: string }>(scope: ReadScope, ranked: T[], k: number, query: string, asOf?: number): Promise<T[]> {
    if (!this.validity || ranked.length === 0) return ranked;
    const window = validityWindow(k, asOf !== undefined);
    const head = ranked.slice(0, window);
    const validity = await this.validity.validity(scope, head.map((f) => f.id), asOf !== undefined);
    return [...currentFirst(head, validity, asOf ?? Date.now(), asOf !== undefined, askedKinds(query)), ...ranked.slice(window)];
  }

  /**
   * One candidate round with no SQL but the query's unknown words (in-process-candidates.ts);
   * null when the lexical index declines it (every lexeme common: the SQL takes the round).
   */
  private async inProcessRound(scope: ReadScope, view: ScopeView, terms: readonly QueryTerm[], vector: Float32Array | null, corpus: CorpusStats, rounds: RecallRounds): Promise<CandidateRow[] | null> {
    const { lexemes, weights } = await this.queryLexemes!.resolve(terms);
    const { now } = rounds;
    const commonDocuments = corpus.documents >= LEXEME_COUNT_MIN_DOCUMENTS ? COMMON_LEXEME_DOCUMENTS : null;
    const lexical = this.lexicalIndex!.rank(scope, { lexemes, weights, commonDocuments, now }, corpus, CANDIDATES_PER_SIDE, rounds.lexical);
    if (!lexical) return null;
    rounds.lexical = lexical;
    const modelId = this.embeddings.modelId;
    const index = this.exactIndex!;
    // The feedback round asks with the same vector: its dense top is the first round's.
    let dense: ReadonlyArray<{ id: string }> = [];
    if (vector && modelId) {
      if (rounds.dense?.vector !== vector || rounds.dense.modelId !== modelId) rounds.dense = { vector, modelId, top: await index.topK(scope, vector, modelId, CANDIDATES_PER_SIDE) };
      dense = rounds.dense.top;
    }
    return inProcessCandidates({
      scope, view, lexical, denseTop: dense, now, contextWindowSeconds: CONTEXT_WINDOW_SECONDS,
      cosines: (ids) => (vector && modelId ? index.similarities(scope, ids, vector) : new Map()),
    });
  }

  /** One candidate round: hybrid SQL, or lexical SQL plus the in-process dense side. */
  private async candidates(scope: ReadScope, terms: readonly QueryTerm[], vector: Float32Array | null, corpus: CorpusStats, lexicalFloor: number | undefined, lexicalReady: boolean): Promise<CandidateRow[]> {
    const modelId = this.embeddings.modelId;
    const hybrid = (v: Float32Array | null) => (lexicalReady && this.lexicalIndex
      ? this.search.hybridCandidatesWith!(scope, terms, v, corpus, CANDIDATES_PER_SIDE, (q) => this.lexicalIndex!.rank(scope, q, corpus, CANDIDATES_PER_SIDE))
      : this.search.hybridCandidates(scope, terms, v, corpus, CANDIDATES_PER_SIDE, lexicalFloor));
    if (vector && modelId && !this.exactIndex) return hybrid(vector);
    const rows = await hybrid(null);
    return vector && modelId && this.exactIndex ? this.addExactDense(scope, rows, vector, modelId) : rows;
  }

  /**
   * Dense side in process: the best cosines (with their neighbours) joined to the lexical pool,
   * then exact cosines for every row. Rows found only by cosine count 0 lexically.
   */
  private async addExactDense(scope: ReadScope, lexical: CandidateRow[], vector: Float32Array, modelId: string): Promise<CandidateRow[]> {
    const index = this.exactIndex!;
    const top = await index.topK(scope, vector, modelId, CANDIDATES_PER_SIDE);
    const known = new Set(lexical.map((r) => r.id));
    const extra = await this.search.candidatesByIds(scope, top.filter((t) => !known.has(t.id)).map((t) => t.id));
    const linked = await this.search.withNeighbours(scope, extra, CONTEXT_WINDOW_SECONDS);
    const pool = [...lexical, ...linked.filter((r) => !known.has(r.id))];
    const cosines = index.similarities(scope, pool.map((r) => r.id), vector);
    return pool.map((r) => ({ ...r, dense: cosines.get(r.id) ?? 0 }));
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
