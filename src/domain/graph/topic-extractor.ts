/**
 * Topic extraction for interactions: RAKE (Rose et al., 2010, "Automatic keyword extraction
 * from individual documents") over noun-phrase candidates found with wink-nlp's part-of-speech
 * tagger.
 *
 *  1. Candidates: maximal runs of adjectives/nouns/proper nouns that are not stop words,
 *     not part of a date/time/number entity, trimmed to end on a noun and to start after any
 *     generic modifier ("best", "new"), at most 2 words (a head noun and its nearest
 *     modifier, so the same topic counts alike across interactions). Phrases headed by a
 *     light noun ("way", "thing") are dropped (topic-words.ts). Plural nouns are lemmatised
 *     ("starters" -> "starter"), everything lower-cased.
 *  2. Word score = degree(w) / frequency(w), where degree counts the words co-occurring with
 *     w inside candidates (so words in longer phrases weigh more) and frequency counts its
 *     occurrences.
 *  3. Phrase score = sum of its word scores, times (1 + ln occurrences) so a phrase the user
 *     keeps returning to ranks above a one-off. The best `limit` phrases are the topics,
 *     weighted by score / best score.
 */
import winkNLP, { type ItemEntity, type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { GENERIC_MODIFIERS, LIGHT_NOUNS, PHRASE_SEPARATORS } from './topic-words.js';

export interface Topic {
  topic: string;
  weight: number;
}

const MAX_TEXT_CHARS = 20_000;
const MAX_PHRASE_WORDS = 2;
const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);
const NON_TOPIC_ENTITIES = new Set(['DATE', 'TIME', 'DURATION', 'CARDINAL', 'ORDINAL', 'MONEY', 'PERCENT', 'EMAIL', 'URL', 'MENTION', 'HASHTAG', 'EMOJI', 'EMOTICON']);

/** Loaded on first use, once per process (the model takes ~0.5 s and a few MB). */
let nlp: WinkMethods | undefined;
function engine(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

interface Word {
  text: string;
  pos: string;
}

function candidatePhrases(text: string): string[][] {
  const nlpEngine = engine();
  const its = nlpEngine.its;
  const doc = nlpEngine.readDoc(text.slice(0, MAX_TEXT_CHARS));
  const excluded = new Set<number>();
  doc.entities().each((entity: ItemEntity) => {
    if (NON_TOPIC_ENTITIES.has(entity.out(its.type) as string)) entity.tokens().each((t: ItemToken) => excluded.add(t.index()));
  });
  const phrases: string[][] = [];
  let run: Word[] = [];
  const flush = () => {
    while (run.length > 0 && !HEAD_POS.has(run[run.length - 1]!.pos)) run.pop();
    const head = run[run.length - 1];
    if (head && !LIGHT_NOUNS.has(head.text)) {
      const words = run.slice(-MAX_PHRASE_WORDS);
      while (words.length > 1 && GENERIC_MODIFIERS.has(words[0]!.text)) words.shift();
      phrases.push(words.map((w) => w.text));
    }
    run = [];
  };
  doc.sentences().each((sentence: ItemSentence) => {
    const verb = hiddenVerb(sentence, its);
    sentence.tokens().each((token: ItemToken) => {
      const pos = token.out(its.pos) as string;
      const surface = token.out() as string;
      const usable = PHRASE_POS.has(pos) && token.out(its.type) === 'word' && !token.out(its.stopWordFlag) &&
        !excluded.has(token.index()) && /\p{L}/u.test(surface) && surface.length >= 2 && token.index() !== verb;
      // "vs", "etc": the tagger calls them nouns; they separate phrases.
      if (!usable || PHRASE_SEPARATORS.has(surface.toLowerCase().replace(/\.$/, ''))) return flush();
      // Plural nouns only: lemmas of uncountables are odd ("data" -> "datum").
      const text = (pos === 'NOUN' && /s$/i.test(surface) ? (token.out(its.lemma as never) as string) : surface).toLowerCase();
      run.push({ text, pos });
    });
    flush();
  });
  return phrases;
}

/**
 * The index of the verb the tagger took for a plural noun, or -1. A sentence needs a verb, and
 * in "Each clue hides wordplay." the tagger finds none: "hides" is tagged a noun between two
 * nouns. In a sentence with no verb at all, the first noun that looks plural (-s, not -ss/-us/-is)
 * right after a noun and right before a noun, adjective or determiner is its verb, and it
 * separates phrases instead of joining "clue hides wordplay" into one.
 */
function hiddenVerb(sentence: ItemSentence, its: WinkMethods['its']): number {
  const tokens: { index: number; pos: string; text: string }[] = [];
  sentence.tokens().each((t: ItemToken) => {
    if (t.out(its.type) === 'word') tokens.push({ index: t.index(), pos: t.out(its.pos) as string, text: (t.out() as string).toLowerCase() });
  });
  if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return -1;
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [before, word, after] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    const pluralLooking = /[^sui]s$/.test(word.text);
    if (word.pos === 'NOUN' && pluralLooking && HEAD_POS.has(before.pos) && ['NOUN', 'PROPN', 'ADJ', 'DET'].includes(after.pos)) return word.index;
  }
  return -1;
}

/** The `limit` best key phrases of `text`, strongest first. */
export function extractTopics(text: string, limit = 5): Topic[] {
  const phrases = candidatePhrases(text);
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  const occurrences = new Map<string, number>();
  for (const phrase of phrases) {
    for (const word of phrase) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      degree.set(word, (degree.get(word) ?? 0) + phrase.length);
    }
    const key = phrase.join(' ');
    occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
  }
  const scored = [...occurrences].map(([phrase, count]) => {
    const words = phrase.split(' ');
    const rake = words.reduce((sum, w) => sum + degree.get(w)! / frequency.get(w)!, 0);
    return { topic: phrase, score: rake * (1 + Math.log(count)) };
  });
  scored.sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic));
  const top = scored.slice(0, limit);
  const best = top[0]?.score ?? 1;
  return top.map((t) => ({ topic: t.topic.slice(0, 64), weight: Math.round((t.score / best) * 1000) / 1000 }));
}
