/**
 * Optional reranking stage. A reranker (a cross-encoder behind an OpenAI-compatible server's
 * /rerank, or any implementation of this interface) reads the question with each of the best
 * candidates and scores the pair; recall blends that score into its own. None runs by default:
 * the offline ranking needs no model, and nothing here downloads one.
 */
import type { FusedScore } from './fuse-scores.js';

export interface Reranker {
  /** Names the model, for logs and health. */
  readonly id: string;
  /** One relevance score per document, in input order (any scale; higher is better). */
  rerank(query: string, documents: string[]): Promise<number[]>;
}

export interface RerankParams { candidates: number; weight: number }

/**
 * Blends reranker scores into the best `candidates`: score = (1 − weight)·score + weight·r,
 * r = min-max normalised reranker score scaled to the best candidate's score, so the blended
 * scores stay within the original range and below-cut memories keep their order under them.
 */
export function blendRerank(ranked: FusedScore[], scores: readonly number[], p: RerankParams): FusedScore[] {
  const n = Math.min(ranked.length, scores.length, Math.max(0, p.candidates));
  if (n === 0 || p.weight <= 0) return ranked;
  const head = ranked.slice(0, n);
  const finite = scores.slice(0, n).map((s) => (Number.isFinite(s) ? s : Number.NEGATIVE_INFINITY));
  const lo = Math.min(...finite.filter(Number.isFinite));
  const hi = Math.max(...finite.filter(Number.isFinite));
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return ranked;
  const top = head[0]!.score;
  const floor = ranked[n]?.score ?? 0;
  const blended = head.map((f, i) => {
    const r = hi > lo ? (Number.isFinite(finite[i]!) ? (finite[i]! - lo) / (hi - lo) : 0) : 1;
    // Keep the head above the tail: blend within [floor, top].
    const score = floor + ((1 - p.weight) * (f.score - floor) + p.weight * r * (top - floor));
    return { ...f, score };
  });
  blended.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...blended, ...ranked.slice(n)];
}
