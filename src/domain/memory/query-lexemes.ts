/**
 * Query words to BM25 lexemes without a statement per recall: the english configuration's
 * answer for each word (to_tsvector('english', word), asked once per word and kept), combined
 * as the recall prelude's SQL combines them (memory-recall/recall-sql.ts recallPreludeQuery):
 * the weight-1 words as one text, whose tsvector holds the union of their lexemes in the
 * tsvector's order (bytewise, a prefix first), then the weighted words' lexemes by falling
 * weight (weightedLexemes), then usableLexemes. Words are letter/digit tokens joined by spaces
 * (query-terms.ts), so the parser sees the same tokens in the text as one by one.
 */
import { splitQueryTerms, weightedLexemes, type QueryTerm } from './ranking/query-terms.js';

/** Longer queries keep their first lexemes; bounds the statement's size and cost. */
export const MAX_QUERY_LEXEMES = 24;

/**
 * A lexeme held by at least this many memories in scope no longer selects candidates.
 * Absolute, because the cost it bounds (rows visited) is absolute. 1000 = 1% of a 100k
 * namespace: 250 and 500 were faster still but kept only 60% / 71% of the exact top 10.
 */
export const COMMON_LEXEME_DOCUMENTS = 1000;

/**
 * Below this many memories in scope no lexeme can be common enough to matter, and the plain
 * form (IDF counted over the matched rows) is as cheap as counting first.
 */
export const LEXEME_COUNT_MIN_DOCUMENTS = 4 * COMMON_LEXEME_DOCUMENTS;

/** Lexemes safe to cast to tsquery (alphanumeric only; the english parser of word tokens yields nothing else). */
export function usableLexemes(lexemes: string[]): string[] {
  return [...new Set(lexemes)].filter((l) => /^[\p{L}\p{N}]+$/u.test(l)).slice(0, MAX_QUERY_LEXEMES);
}

/** Lexemes in the order a tsvector keeps them (bytes compared, the shorter first on a tie). */
export function tsvectorOrder(lexemes: Iterable<string>): string[] {
  return [...new Set(lexemes)].map((l) => ({ l, b: Buffer.from(l) })).sort((x, y) => Buffer.compare(x.b, y.b)).map((x) => x.l);
}

export interface LexemeSource {
  /** Each word's lexemes as to_tsvector('english', word) holds them. */
  lexemesOf(words: readonly string[]): Promise<Map<string, string[]>>;
}

/** Words kept; the dictionary starts again past this many (a word costs ~100 bytes). */
const MAX_WORDS = 200_000;
/** Words learnt from memories' texts stop here, leaving the rest of the dictionary to queries. */
const MAX_LEARNT_WORDS = MAX_WORDS / 2;
/**
 * Words per statement when learning, and texts tokenised between two yields to other work. A
 * statement runs on the node's thread (PGlite): 500 words cost 11-17 ms of CPU (load 12), 100
 * keep what a recall arriving meanwhile waits for to a few milliseconds.
 */
const LEARN_WORDS_PER_STATEMENT = 100;
const LEARN_TEXTS_PER_TURN = 2_000;
/** Word tokens as query-terms.ts splits them; learnt only when made of letters (no numbers, codes). */
const TOKEN = /[\p{L}\p{N}]+/gu;
const LETTERS = /^\p{L}+$/u;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class QueryLexemes {
  private readonly known = new Map<string, readonly string[]>();
  private learning: Promise<void> = Promise.resolve();

  constructor(private readonly source: LexemeSource) {}

  /** Usable lexemes of `terms` with their BM25 weights, as fetchRecallCandidates has them. */
  async resolve(terms: readonly QueryTerm[]): Promise<{ lexemes: string[]; weights: number[] }> {
    const { plain, weighted } = splitQueryTerms(terms);
    const words = [...plain, ...weighted.map((t) => t.text)];
    await this.lexemesOf(words);
    const plainLexemes = tsvectorOrder(plain.flatMap((w) => this.known.get(w) ?? []));
    const all = weightedLexemes(plainLexemes, weighted.map((t) => ({ lexemes: this.known.get(t.text) ?? [], weight: t.weight })));
    const lexemes = usableLexemes(all.lexemes);
    const weightOf = new Map(all.lexemes.map((l, i) => [l, all.weights[i]!]));
    return { lexemes, weights: lexemes.map((l) => weightOf.get(l) ?? 1) };
  }

  /**
   * Learns, in the background, the lexemes of the words of memories' texts (a namespace loaded
   * into the lexical index): the pseudo-relevance feedback round asks for words of the first
   * round's memories, and queries mostly use the memories' words, so recall then finds them
   * known instead of waiting for a statement. A word's lexemes are the same whenever asked
   * (to_tsvector('english', word)), so rankings are unchanged. LEARN_WORDS_PER_STATEMENT words
   * per statement, yielding between statements and between slices of texts; resolves when done.
   */
  learn(texts: readonly string[]): Promise<void> {
    this.learning = this.learning.then(() => this.learnFrom(texts)).catch(() => undefined);
    return this.learning;
  }

  private async learnFrom(texts: readonly string[]): Promise<void> {
    const words = new Set<string>();
    for (let start = 0; start < texts.length; start += LEARN_TEXTS_PER_TURN) {
      for (const text of texts.slice(start, start + LEARN_TEXTS_PER_TURN)) {
        for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
          if (token.length <= 64 && !this.known.has(token) && LETTERS.test(token)) words.add(token);
        }
      }
      await nextTurn();
    }
    const unknown = [...words];
    for (let start = 0; start < unknown.length && this.known.size < MAX_LEARNT_WORDS; start += LEARN_WORDS_PER_STATEMENT) {
      await this.lexemesOf(unknown.slice(start, start + LEARN_WORDS_PER_STATEMENT));
      await nextTurn();
    }
  }

  /** Asks the source for the words not known yet (one statement, none when all are known). */
  async lexemesOf(words: readonly string[]): Promise<void> {
    const missing = [...new Set(words.filter((w) => !this.known.has(w)))];
    if (missing.length === 0) return;
    const found = await this.source.lexemesOf(missing);
    if (this.known.size + missing.length > MAX_WORDS) this.known.clear();
    for (const w of missing) this.known.set(w, found.get(w) ?? []);
  }
}
