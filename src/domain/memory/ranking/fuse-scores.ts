/**
 * Final recall score, in [0, 1]. Pure: the repository supplies candidates with raw scores
 * (recall-sql.ts) and per-memory signals; nothing here touches the database.
 *
 *   L(m) = bm25(m) / max_c bm25(c)                                      lexical, 0..1
 *   D(m) = clamp((cos(m) − cos_floor) / (max_c cos(c) − cos_floor))     dense, 0..1
 *          cos_floor = min over the candidates (min-max normalisation)
 *   R(m) = W.lexical · L(m) + W.dense · D(m)                            relevance, 0..1
 *   score(m) = R(m) · prior(m)                                           see signals.ts
 *
 * Why score-level and not rank-level (RRF): BM25 scores on short memories are very peaked
 * (the one turn naming "pottery" scores 3x the rest) and RRF throws that margin away; measured
 * on the tune half, plain RRF lost to BM25 alone while weighted score fusion beat it.
 * Per-query normalisation makes the weights mean the same thing for every query.
 */
import { priorMultiplier, type MemorySignals } from './signals.js';

/** Fusion weights, chosen on the tune half of the retrieval eval (bench/eval-retrieval.ts). */
export const FUSION_WEIGHTS = { lexical: 0.6, dense: 0.4 } as const;

export interface ScoredId { id: string; score: number }

export interface FuseInput {
  /** Raw BM25 scores (>= 0). Candidates missing here score 0 lexically. */
  lexical: ScoredId[];
  /** Raw cosine similarities. Candidates missing here take the lowest dense score seen. */
  dense: ScoredId[];
  /** Per-memory signals; missing entries are neutral. */
  signals?: ReadonlyMap<string, MemorySignals> | Record<string, MemorySignals>;
  weights?: { lexical: number; dense: number };
  /** Reference time for recency (default: now). */
  now?: Date;
}

export interface FusedScore { id: string; score: number; relevance: number; lexical: number; dense: number }

function signalOf(signals: FuseInput['signals'], id: string): MemorySignals | undefined {
  if (!signals) return undefined;
  return signals instanceof Map ? signals.get(id) : (signals as Record<string, MemorySignals>)[id];
}

/** Returns every candidate with its final score, best first (ties broken by id for stability). */
export function fuseScores(input: FuseInput): FusedScore[] {
  const weights = input.weights ?? FUSION_WEIGHTS;
  const total = weights.lexical + weights.dense;
  const wl = total > 0 ? weights.lexical / total : 0.5;
  const wd = 1 - wl;
  const lexical = new Map(input.lexical.map((c) => [c.id, Math.max(0, c.score)]));
  const dense = new Map(input.dense.map((c) => [c.id, c.score]));
  const ids = new Set([...lexical.keys(), ...dense.keys()]);
  const lexMax = Math.max(0, ...lexical.values());
  const denseValues = [...dense.values()];
  const denseMax = denseValues.length ? Math.max(...denseValues) : 0;
  const denseMin = denseValues.length ? Math.min(...denseValues) : 0;
  const denseSpan = denseMax - denseMin;
  const now = input.now ?? new Date();
  const out: FusedScore[] = [];
  for (const id of ids) {
    const l = lexMax > 0 ? (lexical.get(id) ?? 0) / lexMax : 0;
    const rawDense = dense.get(id) ?? denseMin;
    const d = denseSpan > 0 ? Math.min(1, Math.max(0, (rawDense - denseMin) / denseSpan)) : denseValues.length ? 1 : 0;
    const relevance = wl * l + wd * d;
    const score = relevance * priorMultiplier(signalOf(input.signals, id), now);
    out.push({ id, score, relevance, lexical: l, dense: d });
  }
  return out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
