/**
 * Tokenisation matching the GloVe 6B vocabulary (lower-cased Wikipedia/Gigaword tokens).
 * Clitics ("'s", "n't", "'re") carry no topic and are dropped; hyphenated compounds are kept
 * whole when the vocabulary knows them and split otherwise (the caller decides, see
 * `compoundParts`). Pure digits are dropped: a date or count says nothing about topic in word-
 * vector space, and the lexical scorer matches numbers exactly.
 */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const CLITIC = /['’](?:s|t|re|ve|ll|d|m)$/u;

export function wordTokens(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    let token = match[0].replace(/’/g, "'");
    if (token.endsWith("n't")) token = token.slice(0, -3);
    else token = token.replace(CLITIC, '');
    if (token.length === 0 || /^[\p{N}'-]+$/u.test(token)) continue;
    out.push(token);
  }
  return out;
}

/** Parts of a hyphenated or apostrophe-joined token ("self-care" -> ["self", "care"]). */
export function compoundParts(token: string): string[] {
  return token.split(/[-']/).filter((part) => part.length > 0 && !/^\p{N}+$/u.test(part));
}
