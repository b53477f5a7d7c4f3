/**
 * Query expansion from word-vector neighbours. Why it generalises: a memory often says the
 * same thing in other words than the question ("kids" / "children", "job" / "career",
 * "painting" / "artwork"); word vectors trained on general text know these neighbours without
 * having seen any conversation. Each neighbour joins the BM25 query at a fraction of its
 * word's weight (expansion weight · cosine), so an exact match still counts most, and BM25's
 * IDF keeps a neighbour that every memory holds from mattering.
 *
 * Not expanded: stopwords, numbers, and words capitalised inside the question (names: the
 * neighbours of "Caroline" are other people).
 */
import { lexicalQueryTerms, type WeightedTerm } from './query-terms.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';

/** Nearest words of a word by cosine, best first (the builtin provider's `similarWords`). */
export type SimilarWords = (word: string, count: number) => Promise<Array<{ word: string; similarity: number }>>;

export interface ExpansionParams { neighbours: number; minSimilarity: number; weight: number }

/** Lower-cased words written with a capital inside the question (not its first word): names. */
export function capitalisedWords(query: string): Set<string> {
  const names = new Set<string>();
  for (const sentence of query.split(/[.!?]\s+/)) {
    const words = sentence.match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const word of words.slice(1)) if (/^\p{Lu}/u.test(word)) names.add(word.toLowerCase());
  }
  return names;
}

/** The query words worth expanding. */
export function expandableWords(query: string): string[] {
  const names = capitalisedWords(query);
  return lexicalQueryTerms(query).filter((w) => w.length > 2 && !ENGLISH_STOPWORDS.has(w) && !/\d/.test(w) && !names.has(w));
}

/** Weighted neighbour words to add to the query; empty when expansion is off. */
export async function expansionTerms(query: string, similar: SimilarWords | undefined, p: ExpansionParams): Promise<WeightedTerm[]> {
  if (!similar || p.weight <= 0 || p.neighbours <= 0) return [];
  const own = new Set(lexicalQueryTerms(query));
  const weightOf = new Map<string, number>();
  const words = expandableWords(query);
  const lists = await Promise.all(words.map((w) => similar(w, p.neighbours)));
  for (const list of lists) {
    for (const { word, similarity } of list.slice(0, p.neighbours)) {
      if (similarity < p.minSimilarity || own.has(word) || ENGLISH_STOPWORDS.has(word) || !/^\p{L}+$/u.test(word)) continue;
      weightOf.set(word, Math.max(weightOf.get(word) ?? 0, p.weight * similarity));
    }
  }
  return [...weightOf.entries()].map(([text, weight]) => ({ text, weight: Math.min(1, weight) }));
}
