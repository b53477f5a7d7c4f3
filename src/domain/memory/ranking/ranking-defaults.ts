/**
 * Recall ranking as shipped. Written by `npm run eval:retrieval -- --write-defaults`: every value
 * is what leave-one-conversation-out cross-validation on the LoCoMo development conversations
 * chose when fitted on all of them (the "final fit"); the retrieval table in docs/memory.md gives the
 * cross-validated figures of the same procedure. Re-run the eval rather than editing by hand.
 * Last written from 5 conversations, 760 questions.
 * A weight of 0 means the method is off (its other settings are then unused). `rerank` applies
 * only when a reranker is configured and is not chosen by the eval (no model runs offline).
 */
import type { RankingParams } from './ranking-params.js';

export const RANKING_DEFAULTS: RankingParams = {
  bm25: { k1: 1.6, b: 0.5 },
  fusion: { lexical: 0.7, dense: 0.1, alignment: 0.2, context: 0.6 },
  expansion: { neighbours: 5, minSimilarity: 0.7, weight: 0 },
  feedback: { documents: 2, terms: 15, weight: 0.35 },
  temporal: { dateWeight: 0.5, whenWeight: 0.25 },
  speaker: { weight: 1 },
  secondRound: { seeds: 2, seedTermWeight: 0.4, weight: 0 },
  diversity: { weight: 0 },
  rerank: { candidates: 20, weight: 0.5 },
};
