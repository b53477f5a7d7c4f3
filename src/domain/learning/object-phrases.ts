/**
 * What a statement is about, read from the words after its trigger ("I live in" → "Lisbon
 * last week" → "Lisbon"): proper names, places and organisations by their capitals, known
 * vocabularies (programming languages, diets) by their words, and plain phrases up to where the
 * clause ends.
 */
const TITLE = String.raw`(?:(?:Prof|Professor|Dr|Mr|Mrs|Ms|Mx|Sir|Dame)\.?\s+)?`;
const PROPER_WORD = String.raw`(?!I\b)[\p{Lu}][\p{L}\p{M}'’.\-]*`;
const CONNECTOR = String.raw`(?:de|da|do|dos|das|del|della|di|van|von|der|den|of|for|on|upon|am|sur|la|le|el|al)`;
/** Small words inside people's names ("de Vries", "van der Berg", "da Silva"), kept only before a capitalised word. */
const PARTICLES = String.raw`(?:(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|ter|ten|la|le|bin|ibn)\s+)*`;
/** Words after "in" that say when, not where ("Fanuc in January"). */
const NOT_A_PLACE = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Spring|Summer|Autumn|Fall|Winter)$/;

/** A capitalised name: "Tom Becker", "Prof. Keller", "Pepper and Salt" (lists kept whole). */
export function properName(rest: string): string | null {
  const m = rest.match(new RegExp(String.raw`^\s*(${TITLE}${PARTICLES}${PROPER_WORD}(?:\s+${PARTICLES}${PROPER_WORD}){0,2}(?:\s*(?:,|and|&)\s*${PROPER_WORD}){0,3})`, 'u'));
  if (!m) return null;
  return trimName(m[1]!);
}

/** A place or organisation: capitalised words with the small words names keep ("Porto", "St Thomas' Hospital", "Stratford upon Avon"). */
export function properPlace(rest: string): string | null {
  const m = rest.match(new RegExp(String.raw`^\s*((?:the\s+)?${PROPER_WORD}(?:\s+(?:${CONNECTOR}\s+)?${PROPER_WORD}){0,4})`, 'u'));
  return m ? trimName(m[1]!) : null;
}

const CLAUSE_END = /\s*(?:[,.;:!?()"“”]|\s-\s|—|–|\b(?:and i|and we|but|so|because|since|although|though|which|who|by the way|these days|right now|at the moment|anymore|any more|lately|now|too|as well|this (?:week|month|year|sprint|spring|summer|autumn|fall|winter)|last (?:week|month|year|sprint)|next (?:week|month|year)|for (?:years|ages|a while|now)|instead|again)\b)/iu;

/** Words up to the end of the clause, at most `maxWords` (articles kept: "a GP practice in Croydon"). */
export function phrase(rest: string, maxWords = 8): string | null {
  const text = rest.trimStart();
  const end = text.search(CLAUSE_END);
  const cut = (end >= 0 ? text.slice(0, end) : text).trim();
  const words = cut.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > maxWords) return words.length > maxWords ? words.slice(0, maxWords).join(' ') : null;
  return words.join(' ');
}

/** A proper place when the words start with a capital, else a phrase. */
export function organisation(rest: string): string | null {
  // "a GP practice" is a description, "the Guardian" and "Feedzai" are names.
  if (/^\s*(?:a|an)\s/i.test(rest)) return phrase(rest, 6);
  const text = rest.replace(/^\s*the\s+(?=[\p{Lu}])/u, '');
  if (!/^\s*[\p{Lu}]/u.test(text)) return phrase(rest, 6);
  const name = properPlace(text);
  if (!name) return null;
  // Where it is, when said right after the name: "Monzo in London".
  const where = text.slice(text.indexOf(name) + name.length).match(/^\s+in\s+(?=[\p{Lu}])/u);
  const found = where ? properPlace(text.slice(text.indexOf(name) + name.length + where[0].length)) : null;
  const place = found && !NOT_A_PLACE.test(found) ? found : null;
  return place ? `${name} in ${place}` : name;
}

function trimName(name: string): string {
  return name.replace(/[.'’]+$/u, (m) => (m.startsWith("'") || m.startsWith('’') ? m : '')).trim().replace(/\s+(?:and|&)$/u, '');
}

export const PROGRAMMING_LANGUAGES = [
  'Rust', 'Go', 'Golang', 'Python', 'TypeScript', 'JavaScript', 'Java', 'Kotlin', 'Scala', 'C#', 'C\\+\\+', 'Ruby', 'PHP', 'Elixir', 'Erlang',
  'Haskell', 'Swift', 'Objective-C', 'Clojure', 'OCaml', 'F#', 'Dart', 'Julia', 'Perl', 'Lua', 'Zig', 'Nim', 'Crystal', 'Gleam', 'COBOL', 'Fortran',
];
const LANGUAGE_RE = new RegExp(String.raw`(?<![\p{L}#+])(${PROGRAMMING_LANGUAGES.join('|')})(?![\p{L}#+])`, 'u');

/** The first programming language named (case as written: "Go" is a language, "go" a verb). */
export function programmingLanguage(text: string): string | null {
  const m = text.match(LANGUAGE_RE);
  if (!m) return null;
  return m[1] === 'Golang' ? 'Go' : m[1]!;
}

export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'pescetarian', 'flexitarian', 'keto', 'paleo', 'halal', 'kosher', 'gluten-free', 'dairy-free', 'plant-based', 'carnivore', 'low-carb', 'raw vegan'];
const DIET_RE = new RegExp(`\\b(${DIETS.join('|')})\\b`, 'i');

export function diet(text: string): string | null {
  const m = text.match(DIET_RE);
  return m ? m[1]!.toLowerCase() : null;
}
