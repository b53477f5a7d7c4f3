/**
 * Retrieval metrics against a question's evidence turns:
 *   recall@k = |evidence ∩ top k| / |evidence|      (averaged over questions)
 *   MRR@10   = 1 / rank of the first evidence turn in the top 10, else 0
 */
export interface QuestionScore { recall5: number; recall10: number; mrr: number }
export interface MetricSummary extends QuestionScore { questions: number }

export function scoreRanking(rankedKeys: string[], evidence: string[]): QuestionScore {
  const wanted = new Set(evidence);
  const recallAt = (k: number) => rankedKeys.slice(0, k).filter((key) => wanted.has(key)).length / wanted.size;
  const first = rankedKeys.slice(0, 10).findIndex((key) => wanted.has(key));
  return { recall5: recallAt(5), recall10: recallAt(10), mrr: first < 0 ? 0 : 1 / (first + 1) };
}

export function summarise(scores: QuestionScore[]): MetricSummary {
  const n = scores.length || 1;
  const sum = (f: (s: QuestionScore) => number) => scores.reduce((acc, s) => acc + f(s), 0) / n;
  return { questions: scores.length, recall5: sum((s) => s.recall5), recall10: sum((s) => s.recall10), mrr: sum((s) => s.mrr) };
}
