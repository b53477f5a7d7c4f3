/**
 * Recall ranking end to end, shared by the memory service (recall-engine.ts) and the retrieval
 * eval, so the eval measures what the service answers. Candidates come from a `fetch` the caller
 * supplies (SQL in the service, an in-memory mirror of the same SQL in the eval); every step
 * after that is here:
 *
 *   1. query expansion   neighbour words of the question's words (query-expansion.ts)
 *   2. first round       BM25 ∪ kNN ∪ neighbours, fused (fuse-scores.ts) with temporal
 *                        multipliers (temporal-cues.ts) and the speaker cue (speaker-cues.ts)
 *   3. feedback          RM3-like words of the best memories, query run again (pseudo-relevance.ts)
 *   4. second round      one round per seed memory, merged (second-round.ts)
 *   5. diversity         fewer neighbours of an already-listed memory at the top (diversity.ts)
 *   6. rerank            optional reranker over the best candidates (rerank.ts)
 *
 * Each step is off when its weight is 0; the weights are in ranking-defaults.ts.
 */
import { diversify } from './diversity.js';
import { fuseScores, type FusedScore } from './fuse-scores.js';
import { feedbackTerms } from './pseudo-relevance.js';
import { expansionTerms, type SimilarWords } from './query-expansion.js';
import { lexicalQueryTerms, type QueryTerm, type WeightedTerm } from './query-terms.js';
import { RANKING_DEFAULTS } from './ranking-defaults.js';
import type { RankingParams } from './ranking-params.js';
import { blendRerank, type Reranker } from './rerank.js';
import { CANDIDATES_PER_SIDE } from './candidate-pool.js';
import { combineVectors, mergeSecondRound, secondRoundOn, seedQueryTerms } from './second-round.js';
import type { MemorySignals } from './signals.js';
import { speakerMultipliers } from './speaker-cues.js';
import { dateStamp, parseTemporalCue, temporalMultipliers } from './temporal-cues.js';

/** A candidate as every fetch returns it (the caller's rows may carry more). */
export interface PipelineRow {
  id: string;
  value: string;
  /** Raw (weighted) BM25, 0 when no query word matches. */
  lexical: number;
  /** Raw cosine to the query vector, 0 without one. */
  dense: number;
  prevId?: string | null;
  nextId?: string | null;
  signals?: MemorySignals;
}

export interface CandidateQuery {
  terms: QueryTerm[];
  vector: Float32Array | null;
  /**
   * A BM25 score at least CANDIDATES_PER_SIDE memories reach under `terms` (set for the
   * feedback round, which asks every word of the first round again with its weight, so the
   * first round's scores are lower bounds). A fetch may use it to skip work that cannot change
   * its answer (lexemes too weak to lift a memory into the lexical top); it may also ignore it.
   */
  lexicalFloor?: number;
}

export interface RecallPipelineDeps<R extends PipelineRow> {
  fetch(query: CandidateQuery): Promise<R[]>;
  /** The question's embedding, or null (cold or failing model): the dense side is then empty. */
  queryVector: Float32Array | null;
  /** Embeds a seed memory for the second round; without it seeds query by words only. */
  embed?(text: string): Promise<Float32Array | null>;
  alignmentScores?(query: string, texts: string[]): Promise<number[]>;
  similarWords?: SimilarWords;
  reranker?: Reranker;
  /** Told when the reranker fails (recall then keeps its own order). */
  onRerankError?(error: unknown): void;
  now?: Date;
}

export interface RankedRecall<R> {
  /** Every candidate of every round, best first; scores in [0, 1]. */
  ranked: FusedScore[];
  rows: Map<string, R>;
}

/** The CANDIDATES_PER_SIDE-th best lexical score among a round's rows (0 when fewer scored). */
export function lexicalFloor(rows: readonly PipelineRow[]): number {
  const scores = rows.map((r) => r.lexical).filter((s) => s > 0).sort((a, b) => b - a);
  return scores[CANDIDATES_PER_SIDE - 1] ?? 0;
}

export async function rankRecall<R extends PipelineRow>(
  query: string, deps: RecallPipelineDeps<R>, params: RankingParams = RANKING_DEFAULTS,
): Promise<RankedRecall<R>> {
  const now = deps.now ?? new Date();
  const rows = new Map<string, R>();
  const alignment = new Map<string, number>();
  const cue = params.temporal.dateWeight > 0 || params.temporal.whenWeight > 0 ? parseTemporalCue(query, now) : null;

  // With a fusion weight of 0 alignment adds exactly 0 to every relevance: not computed then.
  const aligns = deps.alignmentScores && params.fusion.alignment > 0 ? deps.alignmentScores : undefined;
  const fuse = async (found: R[], text = query): Promise<FusedScore[]> => {
    for (const r of found) if (!rows.has(r.id)) rows.set(r.id, r);
    if (aligns && found.length > 0) {
      const missing = found.filter((r) => !alignment.has(r.id));
      if (missing.length > 0) {
        const scores = await aligns(text, missing.map((r) => r.value));
        missing.forEach((r, i) => alignment.set(r.id, scores[i] ?? 0));
      }
    }
    // The rows are fusion's candidates as they are (no object per row), their alignment by position.
    const alignments = aligns ? found.map((r) => alignment.get(r.id)!) : undefined;
    const multipliers = cue ? temporalMultipliers(cue, found.map((r) => ({ id: r.id, value: r.value, writtenAt: r.signals?.updatedAt })), params.temporal) : undefined;
    const fused = fuseScores(found, { weights: params.fusion, now, multipliers, alignments });
    const speaker = speakerMultipliers(query, found, params.speaker.weight);
    if (speaker.size === 0) return fused;
    return fused.map((f) => ({ ...f, score: f.score * (speaker.get(f.id) ?? 1) }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  };

  const own = lexicalQueryTerms(query);
  const expansion = await expansionTerms(query, deps.similarWords, params.expansion);
  let terms: QueryTerm[] = [...own.map((text) => ({ text, weight: 1 })), ...expansion];
  let found = await deps.fetch({ terms, vector: deps.queryVector });
  let ranked = await fuse(found);

  const feedback: WeightedTerm[] = ranked.length > 0
    ? feedbackTerms(
      ranked.map((f) => ({ text: rows.get(f.id)!.value, score: f.score })),
      found.map((r) => r.value),
      [...own, ...expansion.map((t) => t.text)],
      params.feedback,
    )
    : [];
  if (feedback.length > 0) {
    terms = [...terms, ...feedback];
    found = await deps.fetch({ terms, vector: deps.queryVector, lexicalFloor: lexicalFloor(found) });
    ranked = await fuse(found);
  }

  if (secondRoundOn(params.secondRound) && ranked.length > 0) {
    const seeds = ranked.slice(0, params.secondRound.seeds).filter((f) => f.score > 0);
    const rounds = [];
    for (const seed of seeds) {
      const text = rows.get(seed.id)!.value;
      const seedVector = deps.embed && deps.queryVector ? await deps.embed(dateStamp(text).body) : null;
      const seedRows = await deps.fetch({
        terms: seedQueryTerms(own, text, params.secondRound.seedTermWeight),
        vector: combineVectors(deps.queryVector, seedVector),
      });
      rounds.push({ seedScore: seed.score, fused: await fuse(seedRows) });
    }
    ranked = mergeSecondRound(ranked, rounds, params.secondRound.weight);
  }

  if (params.diversity.weight > 0) {
    // Neighbour links as fusion sees them: both directions, whichever row carries them.
    const links = new Map<string, string[]>();
    const link = (a: string, b: string | null | undefined) => {
      if (!b || a === b) return;
      (links.get(a) ?? links.set(a, []).get(a)!).push(b);
      (links.get(b) ?? links.set(b, []).get(b)!).push(a);
    };
    for (const r of rows.values()) { link(r.id, r.prevId); link(r.id, r.nextId); }
    ranked = diversify(ranked, (id) => links.get(id) ?? [], params.diversity.weight);
  }

  if (deps.reranker && params.rerank.weight > 0 && ranked.length > 1) {
    const head = ranked.slice(0, params.rerank.candidates);
    try {
      const scores = await deps.reranker.rerank(query, head.map((f) => rows.get(f.id)!.value));
      ranked = blendRerank(ranked, scores, params.rerank);
    } catch (error) {
      deps.onRerankError?.(error);
    }
  }
  return { ranked, rows };
}
