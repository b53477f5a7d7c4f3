/**
 * Grid search of the lexical/dense fusion weight on the tune half. Coarse on purpose (steps of
 * 0.05) so the choice reflects the data's shape rather than individual questions.
 */
import { summarise, type MetricSummary, type QuestionScore } from './metrics.js';

export interface WeightChoice { weights: { lexical: number; dense: number }; summary: MetricSummary }

export function searchFusionWeights<Q>(questions: Q[], score: (q: Q, w: WeightChoice['weights']) => QuestionScore): WeightChoice {
  let best: WeightChoice | undefined;
  for (let step = 0; step <= 20; step++) {
    const lexical = Math.round(step * 5) / 100;
    const weights = { lexical, dense: Math.round((1 - lexical) * 100) / 100 };
    const summary = summarise(questions.map((q) => score(q, weights)));
    // Primary: recall@10 + recall@5 (the two targets); MRR breaks ties.
    const key = (s: MetricSummary) => s.recall10 + s.recall5 + 1e-3 * s.mrr;
    if (!best || key(summary) > key(best.summary)) best = { weights, summary };
  }
  return best!;
}
