export { fuseScores, FUSION_WEIGHTS, type FusionWeights, type RecallCandidate, type FuseOptions, type FusedScore } from './fuse-scores.js';
export {
  priorMultiplier, recencyFactor, summariseFeedback, SIGNAL_WEIGHTS, RECENCY_HALF_LIFE_DAYS, OUTDATED_PENALTY,
  type MemorySignals, type FeedbackSummary, type FeedbackLabel,
} from './signals.js';
export {
  lexicalQueryTerms, orTsqueryText, QUESTION_FILLER, splitQueryTerms, weightedLexemes, type QueryTerm, type WeightedTerm,
} from './query-terms.js';
export { CANDIDATES_PER_SIDE, CONTEXT_WINDOW_SECONDS } from './candidate-pool.js';
export { scoreRecallRows, type RecallRow } from './score-recall-rows.js';
export { rankRecall, type CandidateQuery, type PipelineRow, type RankedRecall, type RecallPipelineDeps } from './recall-pipeline.js';
export { RANKING_DEFAULTS } from './ranking-defaults.js';
export type { RankingParams } from './ranking-params.js';
export type { Reranker, RerankParams } from './rerank.js';
export type { SimilarWords } from './query-expansion.js';
