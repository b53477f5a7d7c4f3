/**
 * Multi-hop recall: a second retrieval round seeded from the first round's best memories. Why
 * it generalises: a question whose answer is spread over several memories ("What activities
 * does Melanie do?", "Where did she move from, and when?") shares words with one of them; the
 * others share words with that one rather than with the question (the pottery class, then the
 * kiln; the move, then the home country). Querying the question together with a found
 * memory's words reaches them, in any data.
 *
 *   seed query_i = question words (weight 1) + seed i's words (weight seedTermWeight),
 *                  vector = normalise(question vector + seed vector)
 *   hop(m)       = max_i  relevance_i(m) / max relevance_i  ·  score(seed i) / score(best)
 *   score(m)     = (1 − weight) · first(m) + weight · hop(m)        (first = 0 if not found before)
 */
import type { FusedScore } from './fuse-scores.js';
import { contentWords } from './pseudo-relevance.js';
import type { WeightedTerm } from './query-terms.js';

export interface SecondRoundParams { seeds: number; seedTermWeight: number; weight: number }

/** Seed words beyond this many are left out (the BM25 query is bounded, see MAX_QUERY_LEXEMES). */
export const MAX_SEED_WORDS = 12;

export const secondRoundOn = (p: SecondRoundParams) => p.seeds > 0 && p.weight > 0;

/** The question's words plus the seed's own (not already asked) at `seedTermWeight`. */
export function seedQueryTerms(questionTerms: readonly string[], seedText: string, seedTermWeight: number): WeightedTerm[] {
  const own = new Set(questionTerms);
  const terms: WeightedTerm[] = questionTerms.map((text) => ({ text, weight: 1 }));
  if (seedTermWeight <= 0) return terms;
  const seen = new Set<string>();
  for (const word of contentWords(seedText)) {
    if (own.has(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push({ text: word, weight: Math.min(1, seedTermWeight) });
    if (seen.size >= MAX_SEED_WORDS) break;
  }
  return terms;
}

/** Normalised sum of two unit vectors (either may be missing). */
export function combineVectors(a: Float32Array | null, b: Float32Array | null): Float32Array | null {
  if (!a || !b) return a ?? b;
  const out = new Float32Array(a.length);
  let norm = 0;
  for (let i = 0; i < a.length; i++) { out[i] = a[i]! + (b[i] ?? 0); norm += out[i]! * out[i]!; }
  if (norm === 0) return null;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < out.length; i++) out[i]! *= scale;
  return out;
}

/** Merges the seeds' rounds into the first round's ranking (best first, stable by id). */
export function mergeSecondRound(first: FusedScore[], rounds: ReadonlyArray<{ seedScore: number; fused: FusedScore[] }>, weight: number): FusedScore[] {
  const top = first[0]?.score ?? 0;
  if (top <= 0 || rounds.length === 0 || weight <= 0) return first;
  const hop = new Map<string, number>();
  const extra = new Map<string, FusedScore>();
  for (const round of rounds) {
    const best = round.fused[0]?.relevance ?? 0;
    if (best <= 0) continue;
    const seedShare = Math.min(1, Math.max(0, round.seedScore / top));
    for (const f of round.fused) {
      hop.set(f.id, Math.max(hop.get(f.id) ?? 0, (f.relevance / best) * seedShare));
      if (!extra.has(f.id)) extra.set(f.id, f);
    }
  }
  const out = new Map<string, FusedScore>();
  for (const f of first) out.set(f.id, { ...f, score: (1 - weight) * f.score + weight * (hop.get(f.id) ?? 0) });
  for (const [id, f] of extra) {
    if (out.has(id)) continue;
    // Found only by a seed: it enters with its hop share, scaled by its own prior (score / relevance).
    const prior = f.relevance > 0 ? f.score / f.relevance : 1;
    out.set(id, { ...f, relevance: 0, score: weight * (hop.get(id) ?? 0) * Math.min(1, prior) });
  }
  return [...out.values()].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
