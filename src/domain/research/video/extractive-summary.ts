/**
 * An extractive summary that needs no model service: sentences (wink-nlp's sentence splitter;
 * unpunctuated speech-recognition text is cut into chunks of about 25 words instead) are
 * scored SumBasic-style by the average document frequency of their content words (lemmas,
 * stop words left out), with a small bonus for the opening; the best ones are kept. The
 * summary reads them in their original order; key points list them best first.
 */
import winkNLP, { type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const MAX_TEXT_CHARS = 60_000;
const CHUNK_WORDS = 25;
const MAX_SENTENCE_WORDS = 60;
export const SENTENCES_BY_LENGTH = { short: 3, medium: 6, long: 12 } as const;

let nlp: WinkMethods | undefined;
function engine(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

interface Unit {
  text: string;
  index: number;
  words: string[];
}

/** Sentences, or ~25-word chunks when the text has (almost) no punctuation. */
function units(text: string): Unit[] {
  const e = engine();
  const its = e.its;
  const doc = e.readDoc(text.slice(0, MAX_TEXT_CHARS));
  const sentences: Array<{ text: string; words: string[] }> = [];
  doc.sentences().each((s: ItemSentence) => {
    const words: string[] = [];
    s.tokens().each((t: ItemToken) => {
      if (t.out(its.type) === 'word' && !t.out(its.stopWordFlag)) words.push(String(t.out(its.lemma as never)).toLowerCase());
    });
    sentences.push({ text: String(s.out()).trim(), words });
  });
  const long = sentences.some((s) => s.text.split(/\s+/).length > MAX_SENTENCE_WORDS);
  if (!long) return sentences.filter((s) => s.words.length > 0).map((s, index) => ({ ...s, index }));
  // Speech without punctuation: fixed-size chunks read better than one endless "sentence".
  const tokens = text.slice(0, MAX_TEXT_CHARS).split(/\s+/).filter(Boolean);
  const chunks: Unit[] = [];
  for (let i = 0; i < tokens.length; i += CHUNK_WORDS) {
    const chunk = tokens.slice(i, i + CHUNK_WORDS).join(' ');
    const chunkDoc = e.readDoc(chunk);
    const words: string[] = [];
    chunkDoc.tokens().each((t: ItemToken) => {
      if (t.out(its.type) === 'word' && !t.out(its.stopWordFlag)) words.push(String(t.out(its.lemma as never)).toLowerCase());
    });
    if (words.length > 0) chunks.push({ text: chunk, index: chunks.length, words });
  }
  return chunks;
}

export interface ExtractiveSummary {
  summary: string;
  key_points: string[];
}

export function summarise(text: string, sentences: number): ExtractiveSummary {
  const all = units(text);
  if (all.length === 0) return { summary: '', key_points: [] };
  const frequency = new Map<string, number>();
  let total = 0;
  for (const u of all) for (const w of u.words) {
    frequency.set(w, (frequency.get(w) ?? 0) + 1);
    total++;
  }
  const score = (u: Unit) => {
    const mean = u.words.reduce((sum, w) => sum + (frequency.get(w) ?? 0) / total, 0) / u.words.length;
    return mean * (u.index < 3 ? 1.15 : 1);
  };
  const best = [...all].sort((a, b) => score(b) - score(a) || a.index - b.index).slice(0, sentences);
  return {
    summary: [...best].sort((a, b) => a.index - b.index).map((u) => u.text).join(' '),
    key_points: best.map((u) => u.text),
  };
}
