/**
 * Query handling for the lexical side. Questions put to an agent's memory are full sentences
 * ("What did Caroline research after the race?"); PostgreSQL's english configuration already
 * drops stopwords and stems, so this only
 *  - cuts the text into plain word tokens (letters/digits), which are safe to join into a
 *    tsquery with `|` (no tsquery operators or quotes can reach the parser), and
 *  - removes question scaffolding that is not an english stopword but never names a topic
 *    ("kind of", "type of", "likely", "mention"...): such words match thousands of memories
 *    and only add noise to BM25.
 * Names and dates need no special case: names are rare terms (high IDF) unless they are the
 * speaker of every memory, in which case IDF correctly discounts them; date numbers match the
 * "[date]" prefix the agent wrote and month names are ordinary terms.
 */
const TOKEN = /[\p{L}\p{N}]+/gu;

/** Question filler that is not in PostgreSQL's english stopword list. Exported for review. */
export const QUESTION_FILLER = new Set([
  'kind', 'kinds', 'type', 'types', 'sort', 'likely', 'mention', 'mentioned', 'mentions',
  'tell', 'told', 'say', 'said', 'ever', 'something', 'anything', 'things', 'thing',
]);

/** Lower-cased word tokens of a query, deduplicated, filler removed (stopwords are left to PostgreSQL). */
export function lexicalQueryTerms(query: string, filler: ReadonlySet<string> = QUESTION_FILLER): string[] {
  const seen = new Set<string>();
  for (const match of query.toLowerCase().matchAll(TOKEN)) {
    const token = match[0];
    if (token.length > 64 || filler.has(token)) continue;
    seen.add(token);
  }
  return [...seen];
}

/** Text for `to_tsquery('english', …)`: tokens OR-ed, so every memory sharing one term is a candidate. */
export function orTsqueryText(terms: string[]): string {
  return terms.join(' | ');
}

/**
 * A query word with its weight in BM25 (1 for the user's own words; expansion, feedback and
 * second-round words weigh less). A plain string is a word of weight 1.
 */
export interface WeightedTerm { text: string; weight: number }
export type QueryTerm = string | WeightedTerm;

/** The words of weight 1 (plain strings and weight-1 terms) and the others, apart. */
export function splitQueryTerms(terms: readonly QueryTerm[]): { plain: string[]; weighted: WeightedTerm[] } {
  const plain: string[] = [];
  const weighted: WeightedTerm[] = [];
  for (const term of terms) {
    if (typeof term === 'string') plain.push(term);
    else if (term.weight === 1) plain.push(term.text);
    else if (term.weight > 0 && Number.isFinite(term.weight)) weighted.push(term);
  }
  return { plain, weighted };
}

/**
 * Lexemes in BM25 order with their weights: the plain words' lexemes first (weight 1), then the
 * weighted words' by falling weight; a lexeme reached twice keeps its highest weight.
 */
export function weightedLexemes(plain: readonly string[], weighted: ReadonlyArray<{ lexemes: readonly string[]; weight: number }>): { lexemes: string[]; weights: number[] } {
  const weightOf = new Map<string, number>();
  for (const lexeme of plain) weightOf.set(lexeme, 1);
  const extra = new Map<string, number>();
  for (const term of weighted) {
    for (const lexeme of term.lexemes) {
      if (weightOf.has(lexeme)) continue;
      extra.set(lexeme, Math.max(extra.get(lexeme) ?? 0, term.weight));
    }
  }
  const ordered = [...weightOf.entries(), ...[...extra.entries()].sort((a, b) => b[1] - a[1])];
  return { lexemes: ordered.map(([l]) => l), weights: ordered.map(([, w]) => w) };
}
