/**
 * Recall ranking as shipped. Written by `npm run eval:retrieval -- --write-defaults`: every value
 * is what leave-one-conversation-out cross-validation on the LoCoMo development conversations
 * chose when fitted on all of them (the "final fit"); the README's retrieval table gives the
 * cross-validated figures of the same procedure. Re-run the eval rather than editing by hand.
 */
import type { RankingParams } from './ranking-params.js';

export const RANKING_DEFAULTS: RankingParams = {
  bm25: { k1: 1.2, b: 0.5 },
  fusion: { lexical: 0.7, dense: 0.1, alignment: 0.2, context: 0.8 },
  expansion: { neighbours: 0, minSimilarity: 0.7, weight: 0 },
  feedback: { documents: 0, terms: 0, weight: 0 },
  temporal: { dateWeight: 0, whenWeight: 0 },
  speaker: { weight: 0 },
  secondRound: { seeds: 0, seedTermWeight: 0, weight: 0 },
  diversity: { weight: 0 },
  rerank: { candidates: 20, weight: 0.5 },
};
