/**
 * Every knob of recall ranking in one shape, so the retrieval eval can choose them all by
 * cross-validation and the service reads the chosen values from one place
 * (ranking-defaults.ts). A weight of 0 switches a method off.
 */
/** Weights of score fusion (fuse-scores.ts): lexical, dense and alignment sum to 1; context is a neighbour's share. */
export interface FusionWeights { lexical: number; dense: number; alignment: number; context: number }

export interface RankingParams {
  /** Okapi BM25 of the lexical side (k1 saturates repeated terms, b normalises by length). */
  bm25: { k1: number; b: number };
  /** Score fusion of BM25, cosine and word alignment, and the share a neighbour passes on. */
  fusion: FusionWeights;
  /**
   * Query expansion from word-vector neighbours: up to `neighbours` words per query word whose
   * cosine is at least `minSimilarity` join the BM25 query with weight `weight · cosine`.
   */
  expansion: { neighbours: number; minSimilarity: number; weight: number };
  /**
   * Pseudo-relevance feedback (RM3-like): the `terms` words most typical of the first round's
   * best `documents` memories (against the rest of the candidates) join the query with weight
   * `weight`, and the query is run again.
   */
  feedback: { documents: number; terms: number; weight: number };
  /**
   * Temporal cues: a memory whose date (its leading date stamp, or an event it dates relative
   * to it) falls in a period the query names gains `dateWeight`; for questions asking when, a
   * memory that says when something happened gains `whenWeight` (relative boosts of relevance).
   */
  temporal: { dateWeight: number; whenWeight: number };
  /**
   * Speaker cue: when the question names someone who speaks in the memories ("Name: …"), the
   * other speakers' memories are multiplied by 1 / (1 + weight).
   */
  speaker: { weight: number };
  /**
   * Multi-hop: a second retrieval round per seed (the first round's `seeds` best memories),
   * querying the question together with the seed's words (weighted `seedTermWeight`); a memory
   * found that way scores `(1 − weight)·first + weight·second`.
   */
  secondRound: { seeds: number; seedTermWeight: number; weight: number };
  /** Diversity: among the best results a memory's score is divided by (1 + weight · its already-listed neighbours). */
  diversity: { weight: number };
  /** Optional reranker (none is configured by default): over the best `candidates`, blended with `weight`. */
  rerank: { candidates: number; weight: number };
}
