export { fuseScores, FUSION_WEIGHTS, type FuseInput, type FusedScore, type ScoredId } from './fuse-scores.js';
export {
  priorMultiplier, recencyFactor, summariseFeedback, SIGNAL_WEIGHTS, RECENCY_HALF_LIFE_DAYS, OUTDATED_PENALTY,
  type MemorySignals, type FeedbackSummary, type FeedbackLabel,
} from './signals.js';
export { lexicalQueryTerms, orTsqueryText, QUESTION_FILLER } from './query-terms.js';
export {
  recallCandidatesQuery, corpusStatsQuery, DENSE_SEARCH_SETTINGS, DEFAULT_MEMORY_COLUMNS, BM25, CANDIDATES_PER_SIDE,
  type MemoryTableColumns, type RecallCandidatesParams, type CorpusStats,
} from './recall-sql.js';
