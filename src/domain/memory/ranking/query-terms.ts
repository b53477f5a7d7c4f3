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
