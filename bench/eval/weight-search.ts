/**
 * Grid search of the fusion weights on the tune half. Coarse on purpose (steps of 0.1, context
 * steps of 0.2) so the choice reflects the data's shape rather than individual questions.
 */
import type { FusionWeights } from '../../src/domain/memory/ranking/index.js';
import { summarise, type MetricSummary, type QuestionScore } from './metrics.js';

export interface WeightChoice { weights: FusionWeights; summary: MetricSummary }

export function* fusionWeightGrid(): Generator<FusionWeights> {
  for (let l = 0; l <= 10; l++) {
    for (let a = 0; a + l <= 10; a++) {
      for (const context of [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.5]) {
        yield { lexical: l / 10, alignment: a / 10, dense: (10 - l - a) / 10, context };
      }
    }
  }
}

/** Objective: recall@10 + recall@5 (the two targets); MRR only breaks ties. */
export const objective = (s: MetricSummary) => s.recall10 + s.recall5 + 1e-3 * s.mrr;

export function searchFusionWeights<Q>(questions: Q[], score: (q: Q, w: FusionWeights) => QuestionScore): WeightChoice[] {
  const results: WeightChoice[] = [];
  for (const weights of fusionWeightGrid()) results.push({ weights, summary: summarise(questions.map((q) => score(q, weights))) });
  return results.sort((a, b) => objective(b.summary) - objective(a.summary));
}
