/**
 * Full-text search over several namespaces of a context in one statement
 * (MemorySearchRepository.searchAcross). Per user it is what `search` answers for that user's
 * read scope: all words (websearch_to_tsquery), else any word when nothing of that user matches
 * all, best `limit` by ts_rank_cd (ties: newest update). Of those, the rows within the best
 * `limit` scores come back (ties included), so the caller's final order and cut are exact.
 */
import type { Knex } from 'knex';
import type { ContextScope, ContextSearchRow, SnippetMarks } from '../../domain/memory/ports.js';
import { orTsqueryText } from '../../domain/memory/ranking/index.js';
import { VISIBLE } from './memory-rows.js';

/** ts_headline's options for a search snippet (the same for one namespace and for a context). */
export const headlineOptions = (marks: SnippetMarks) =>
  `StartSel=${marks.start}, StopSel=${marks.stop}, MaxWords=40, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** The any-word fallback's tsquery text, or null when the query has fewer than two words. */
export function anyWordTsquery(query: string): string | null {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  return words.length >= 2 ? orTsqueryText(words) : null;
}

export async function searchAcrossNamespaces(knex: Knex, scope: ContextScope, query: string, limit: number, marks: SnippetMarks): Promise<ContextSearchRow[]> {
  if (scope.namespaces.length === 0) return [];
  const anyWord = anyWordTsquery(query);
  const options = headlineOptions(marks);
  const matching = (tsquery: 'all_words' | 'any_word') =>
    `SELECT m.id, m.user_id, ts_rank_cd(m.search_tsv, q.${tsquery}, 32) AS score, m.updated_at
     FROM memories m JOIN ns ON ns.user_id = m.user_id AND ns.agent_name = m.agent_name, q
     WHERE m.context_id = ? AND ${VISIBLE} AND m.search_tsv @@ q.${tsquery}`;
  // Rank and cut first; ts_headline only runs on the rows returned.
  const result = await knex.raw(
    `WITH q AS (SELECT websearch_to_tsquery('english', ?) AS all_words, to_tsquery('english', ?::text) AS any_word),
     ns AS (SELECT * FROM unnest(?::text[], ?::text[]) AS ns(user_id, agent_name)),
     all_words AS (${matching('all_words')}),
     any_word AS (${matching('any_word')} AND m.user_id NOT IN (SELECT user_id FROM all_words)),
     per_user AS (
       SELECT *, row_number() OVER (PARTITION BY user_id ORDER BY score DESC, updated_at DESC) AS nth
       FROM (SELECT * FROM all_words UNION ALL SELECT * FROM any_word) hits
     ), top AS (
       SELECT *, rank() OVER (ORDER BY score DESC) AS place FROM per_user WHERE nth <= ?
     )
     SELECT m.id, m.user_id, m.agent_name, m.key, m.value, top.score::float8 AS score,
            ts_headline('english', replace(translate(m.value, ?, ''), '<', ?), CASE WHEN top.user_id IN (SELECT user_id FROM all_words) THEN q.all_words ELSE q.any_word END, ?) AS headline
     FROM top JOIN memories m ON m.id = top.id, q
     WHERE top.place <= ?
     ORDER BY top.score DESC, top.user_id, top.nth`,
    [
      query, anyWord, scope.namespaces.map((n) => n.userId), scope.namespaces.map((n) => n.agentName),
      scope.contextId, scope.contextId, limit, marks.start + marks.stop + marks.tagOpen, marks.tagOpen, options, limit,
    ] as unknown as Knex.RawBinding[],
  );
  return (result.rows as Array<{ id: string; user_id: string; agent_name: string; key: string; value: string; score: number; headline: string }>).map((r) => ({
    id: r.id,
    userId: r.user_id,
    agent_name: r.agent_name,
    key: r.key,
    value: r.value,
    headline: r.headline,
    score: Math.max(0, Math.min(1, Number(r.score))),
  }));
}
