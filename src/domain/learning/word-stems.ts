/**
 * Word stems (wink-nlp's Porter stemmer), so that what an ending names meets the fact it ends
 * whatever form it takes: "I'm leaving nursing" ends "nurse", "we stopped using Rust" ends
 * "Rust", "no longer teaching" ends "teacher" only if their stems meet ("teach" ≠ "teacher").
 * One shared wink engine (the rules read sentences with it too); stems are cached per word.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: WinkMethods | undefined;
/** Lexicon ids from here on are words the model did not know: the first unknown word read gets the first of them. */
let firstUnknownId = Infinity;

/** The wink engine learning reads with (loaded on first use). */
export function engine(): WinkMethods {
  if (nlp) return nlp;
  nlp = winkNLP(model);
  firstUnknownId = Number(nlp.readDoc('qzxjvkwq').tokens().itemAt(0)?.out(nlp.its.uniqueId) ?? Infinity);
  return nlp;
}

/** Whether wink-nlp's English lexicon knows a word, by its lexicon id (`its.uniqueId`): names and brands it mostly does not. */
export const knownWord = (uniqueId: number): boolean => uniqueId < firstUnknownId;

const CACHE_MAX = 5_000;
const cache = new Map<string, string>();

/** The stem of one lower-case word ("nursing" → "nurs", "nurse" → "nurs"). */
export function stem(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const e = engine();
  const out = String(e.readDoc(word).tokens().itemAt(0)?.out(e.its.stem as never) ?? word).toLowerCase();
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(word, out);
  return out;
}
