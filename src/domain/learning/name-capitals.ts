/**
 * Names written in lower case ("my sister aiko", "prof. de vries", "moved to leeds"). The rules
 * read names, places and organisations by their capitals, so a sentence written without any
 * (not even "I"), or starting in lower case, gets them back on the words wink-nlp's English
 * lexicon does not know (names, places and brands mostly are not in it) or tags as proper nouns,
 * and on a noun right after such a name (a surname the lexicon knows: "julien roux"). A title ("prof.", "dr.") always
 * capitalises itself and the name after it. A writer who uses capitals is taken at their word:
 * only titles are touched.
 */
import type { ItemToken } from 'wink-nlp';
import { engine, knownWord } from './word-stems.js';

const TITLE = /\b(prof|professor|dr|mr|mrs|ms|mx)(\.?\s+)((?:(?:de|da|van|von|der|den|di|du|del|la|le|ter|ten)\s+)*)([\p{Ll}][\p{L}'-]*)/giu;
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** Whether a sentence's writer does not mark names: it has no capital at all (not even "I"), or starts in lower case. */
const lowerCase = (text: string) => !/[\p{Lu}]/u.test(text) || /^[^\p{L}]*[\p{Ll}]/u.test(text);
/** Words the tagger may call proper nouns in lower case that are not names. */
const NOT_NAMES = new Set(['i', 'im', 'ive', 'id', 'ill', 'lol', 'omg', 'btw', 'tbh', 'idk', 'ok', 'okay', 'hey', 'hi', 'hello', 'phd', 'uni', 'mum', 'mom', 'dad']);

/** `text` (the sentence as the rules read it) with names capitalised; `written` is the sentence as its writer wrote it. */
export function withNameCapitals(text: string, written: string): string {
  const titled = text.replace(TITLE, (_m, title: string, gap: string, connectors: string, name: string) => `${cap(title)}${gap}${connectors}${cap(name)}`);
  if (!lowerCase(written)) return titled;
  const e = engine();
  const doc = e.readDoc(titled);
  let out = '';
  let afterName = false;
  doc.tokens().each((t: ItemToken) => {
    const word = String(t.out());
    const pos = t.out(e.its.pos);
    const candidate = t.out(e.its.type) === 'word' && /^[\p{Ll}][\p{L}'-]+$/u.test(word) && !NOT_NAMES.has(word) && !t.out(e.its.stopWordFlag);
    const name = candidate && (pos === 'PROPN' || (!knownWord(Number(t.out(e.its.uniqueId))) && (pos === 'NOUN' || pos === 'X')) || (afterName && pos === 'NOUN'));
    out += String(t.out(e.its.precedingSpaces)) + (name ? cap(word) : word);
    afterName = name;
  });
  return out;
}
