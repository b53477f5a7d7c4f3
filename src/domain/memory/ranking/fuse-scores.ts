/**
 * Final recall score, in [0, 1]. Pure: the repository supplies candidate rows with raw scores
 * (the store's recall SQL), the embedding provider optionally an alignment score, and the memory's
 * signals; nothing here touches the database.
 *
 *   L(m) = bm25(m) / max_c bm25(c)                                  lexical, 0..1
 *   D(m) = (cos(m) − min_c cos(c)) / (max_c cos(c) − min_c cos(c))  dense, 0..1
 *   A(m) = (al(m) − min_c al(c)) / (max_c al(c) − min_c al(c))      word alignment, 0..1 (optional)
 *   R(m) = W.lexical·L(m) + W.dense·D(m) + W.alignment·A(m)         weights sum to 1
 *          (without alignment scores its weight is shared out pro rata)
 *   C(m) = (R(m) + W.context · max(R(prev m), R(next m))) / (1 + W.context)
 *   score(m) = C(m) · prior(m)                                      prior in [0,1], see signals.ts
 *
 * - Score-level, not rank-level (RRF): BM25 on short memories is peaked (the one turn naming
 *   "pottery" scores 3x the rest) and RRF throws that margin away; on the eval plain RRF lost
 *   to BM25 alone while weighted score fusion beat it.
 * - Per-query normalisation over the candidates makes the weights mean the same for every query.
 * - Context (C): in a conversation the answer often does not repeat the question's words: "What
 *   did X realise after the race?" is answered by the turn after the one naming the race. A
 *   memory therefore inherits part of the relevance of the memory written just before or after
 *   it in the same scope (prev/next, from the SQL); the max keeps it symmetric and bounded.
 */
import { RANKING_DEFAULTS } from './ranking-defaults.js';
import type { FusionWeights } from './ranking-params.js';
import { priorMultiplier, type MemorySignals } from './signals.js';

/** Chosen by cross-validation in the retrieval eval (ranking-defaults.ts). */
export const FUSION_WEIGHTS: FusionWeights = RANKING_DEFAULTS.fusion;

export type { FusionWeights } from './ranking-params.js';

export interface RecallCandidate {
  id: string;
  /** Raw BM25 (>= 0; 0 when no query term matches). */
  lexical: number;
  /** Raw cosine similarity of the embeddings. */
  dense: number;
  /** Provider's word-alignment score in [0, 1], when it has one. */
  alignment?: number;
  /** Ids of the memories written just before / after this one (conversational neighbours). */
  prevId?: string | null;
  nextId?: string | null;
  signals?: MemorySignals;
}

export interface FuseOptions {
  weights?: FusionWeights;
  now?: Date;
  /** Per-memory factor in (0, 1] on relevance before neighbours share it (temporal cues); 1 when absent. */
  multipliers?: ReadonlyMap<string, number>;
  /**
   * The word-alignment scores by candidate position, in place of each candidate's `alignment`
   * (the recall pipeline passes its rows as they are instead of a candidate object per row).
   */
  alignments?: ArrayLike<number>;
}

export interface FusedScore { id: string; score: number; relevance: number; lexical: number; dense: number; alignment: number }

function minMax(values: number[]): (x: number) => number {
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  return (x) => (span > 0 ? Math.min(1, Math.max(0, (x - min) / span)) : values.length > 0 ? 1 : 0);
}

/** Every candidate with its final score, best first (ties broken by id for a stable order). */
export function fuseScores(candidates: RecallCandidate[], options: FuseOptions = {}): FusedScore[] {
  const w = options.weights ?? FUSION_WEIGHTS;
  const given = options.alignments;
  const alignmentOf = (i: number) => (given ? given[i] : candidates[i]!.alignment);
  const hasAlignment = candidates.length > 0 && candidates.every((_, i) => alignmentOf(i) !== undefined);
  const textWeight = w.lexical + w.dense + (hasAlignment ? w.alignment : 0);
  const wl = textWeight > 0 ? w.lexical / textWeight : 0;
  const wd = textWeight > 0 ? w.dense / textWeight : 0;
  const wa = hasAlignment && textWeight > 0 ? w.alignment / textWeight : 0;
  const lexMax = Math.max(0, ...candidates.map((c) => c.lexical));
  const dense = minMax(candidates.map((c) => c.dense));
  const alignment = minMax(candidates.map((_, i) => alignmentOf(i) ?? 0));

  // Per candidate, in typed arrays by position (a map of objects per candidate and a set per
  // neighbour were most of fusion's allocation); an id given twice counts as its last row.
  const n = candidates.length;
  const at = new Map<string, number>();
  for (let i = 0; i < n; i++) at.set(candidates[i]!.id, i);
  const ls = new Float64Array(n), ds = new Float64Array(n), as = new Float64Array(n), rs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const c = candidates[i]!;
    const l = lexMax > 0 ? Math.max(0, c.lexical) / lexMax : 0;
    const d = dense(c.dense);
    const a = hasAlignment ? alignment(alignmentOf(i)!) : 0;
    const m = options.multipliers?.get(c.id) ?? 1;
    ls[i] = l; ds[i] = d; as[i] = a;
    rs[i] = (wl * l + wd * d + wa * a) * Math.min(1, Math.max(0, m));
  }
  // Links are symmetric: if b is a's next, a is b's prev, even when b's own row lacks the link.
  // A memory's context is the best relevance among its neighbours (0 without any).
  const context = new Float64Array(n);
  const link = (a: string, b: string | null | undefined) => {
    if (!b || a === b) return;
    const j = at.get(b);
    if (j === undefined) return;
    const i = at.get(a)!;
    context[i] = Math.max(context[i]!, rs[j]!);
    context[j] = Math.max(context[j]!, rs[i]!);
  };
  for (const c of candidates) { link(c.id, c.prevId); link(c.id, c.nextId); }

  const now = options.now ?? new Date();
  const out: FusedScore[] = [];
  for (const c of candidates) {
    const i = at.get(c.id)!;
    const relevance = (rs[i]! + w.context * context[i]!) / (1 + w.context);
    out.push({ id: c.id, score: relevance * priorMultiplier(c.signals, now), relevance, lexical: ls[i]!, dense: ds[i]!, alignment: as[i]! });
  }
  return out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
