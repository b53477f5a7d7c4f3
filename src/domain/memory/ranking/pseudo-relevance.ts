/**
 * Pseudo-relevance feedback, RM3-like (Lavrenko & Croft's relevance model interpolated with
 * the query). Why it generalises: the first round's best memories are usually about the
 * question's topic, and the words they share ("adoption", "agency" after "research") find
 * the memories that answer it in other words. Nothing is learnt from any data set.
 *
 *   P(w|R) = Σ_{d ∈ top k} s(d) · tf(w, d) / |d|          s = first-round score, summing to 1
 *   term score = P(w|R) · ln((|pool| + 1) / (df_pool(w) + 0.5))
 *
 * The background is the candidate pool (the memories the first round looked at): a word that
 * most candidates hold (the speaker's name, chat filler) is not typical of the best ones. The
 * best `terms` words join the query with weight `weight · score / best score`; the query's own
 * words keep weight 1.
 */
import type { WeightedTerm } from './query-terms.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import { dateStamp } from './temporal-cues.js';

export interface FeedbackParams { documents: number; terms: number; weight: number }

/** Topic words of a memory: its text after any date stamp, without stopwords, numbers and short words. */
export function contentWords(text: string): string[] {
  return analysed(text).words;
}

/** The same words once each (a memory's share of the pool's document frequencies). */
function distinctContentWords(text: string): string[] {
  return analysed(text).distinct;
}

function analysed(text: string): { words: string[]; distinct: string[] } {
  let kept = wordsCache.get(text);
  if (!kept) {
    const words = (dateStamp(text).body.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => w.length > 2 && w.length <= 64 && !ENGLISH_STOPWORDS.has(w) && !/\d/.test(w));
    kept = { words, distinct: [...new Set(words)] };
    if (wordsCache.size >= WORDS_CACHE_ENTRIES) wordsCache.delete(wordsCache.keys().next().value as string);
    wordsCache.set(text, kept);
  }
  return kept;
}

/** Recall reads the same memories again and again; their words are kept (bounded). */
const WORDS_CACHE_ENTRIES = 20_000;
const wordsCache = new Map<string, { words: string[]; distinct: string[] }>();

/**
 * Feedback words from the first round. `ranked` is best first (score > 0), `pool` every
 * candidate's text (the background); `exclude` the query's own words.
 */
export function feedbackTerms(
  ranked: ReadonlyArray<{ text: string; score: number }>, pool: readonly string[], exclude: Iterable<string>, p: FeedbackParams,
): WeightedTerm[] {
  if (p.weight <= 0 || p.documents <= 0 || p.terms <= 0) return [];
  const top = ranked.slice(0, p.documents).filter((d) => d.score > 0);
  const total = top.reduce((sum, d) => sum + d.score, 0);
  if (total <= 0) return [];
  const skip = new Set(exclude);
  const relevance = new Map<string, number>();
  for (const d of top) {
    const words = contentWords(d.text);
    if (words.length === 0) continue;
    for (const w of words) {
      if (skip.has(w)) continue;
      relevance.set(w, (relevance.get(w) ?? 0) + (d.score / total) / words.length);
    }
  }
  // Pool document frequencies of the top's words only (no other word is looked up).
  const df = new Map<string, number>();
  for (const text of pool) for (const w of distinctContentWords(text)) if (relevance.has(w)) df.set(w, (df.get(w) ?? 0) + 1);
  const n = Math.max(pool.length, top.length);
  const scored = [...relevance.entries()]
    .map(([w, pwr]) => ({ w, score: pwr * Math.log((n + 1) / ((df.get(w) ?? 1) + 0.5)) }))
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score || (a.w < b.w ? -1 : 1))
    .slice(0, p.terms);
  const best = scored[0]?.score ?? 0;
  return best > 0 ? scored.map((t) => ({ text: t.w, weight: Math.min(1, p.weight * t.score / best) })) : [];
}
