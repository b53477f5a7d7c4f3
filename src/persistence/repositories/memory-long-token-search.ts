/**
 * Full-text search for tokens too long for the full-text index (domain/memory/long-tokens.ts).
 * A query holding such a token is answered here instead of by the index: the memories of the scope
 * whose value or key contains every long token of the query (case-insensitive substring,
 * strpos: a bound parameter, no pattern syntax to escape) and, when the query has other words,
 * that also match those by full text. The scan is bounded to the scope (one namespace, or the
 * namespaces of a context-wide search) and only runs for such queries.
 */
import type { Knex } from 'knex';
import type { ContextScope, ContextSearchRow, ReadScope, SearchRow, SnippetMarks } from '../../domain/memory/ports.js';
import type { LongTokenQuery } from '../../domain/memory/long-tokens.js';
import { scopeCondition, VISIBLE } from './memory-rows.js';

/**
 * The score of a hit found this way: what ts_rank_cd (normalisation 32) gives a memory holding
 * the query's one word once, 0.1 / (1 + 0.1), so the long token counts as the word the index
 * could not hold.
 */
export const LONG_TOKEN_SCORE = 1 / 11;

/** Characters of the value shown on each side of the token in the snippet (widened to whole words later). */
const SNIPPET_CONTEXT_CHARS = 80;

/** The WHERE clause's token and rest conditions, with their bindings (column names of `memories m`). */
function matchCondition(knex: Knex, query: LongTokenQuery): Knex.Raw {
  const contains = query.tokens.map(() => `strpos(lower(m.value || ' ' || m.key), ?) > 0`);
  // A rest of stop words only gives an empty tsquery, which matches nothing: then no condition.
  const rest = `(numnode(websearch_to_tsquery('english', ?)) = 0 OR m.search_tsv @@ websearch_to_tsquery('english', ?))`;
  return knex.raw([...contains, rest].join(' AND '), [...query.tokens, query.rest, query.rest]);
}

type Row = { id: string; user_id: string; agent_name: string; key: string; value: string };

function toHit(row: Row, query: LongTokenQuery, marks: SnippetMarks): ContextSearchRow {
  return { id: row.id, userId: row.user_id, agent_name: row.agent_name, key: row.key, value: row.value, headline: headlineOf(row.value, query.tokens, marks), score: LONG_TOKEN_SCORE };
}

/**
 * A headline as the search's ts_headline gives it: the value's marker characters removed, the
 * first long token found marked, `<` written as marks.tagOpen, with some context on each side.
 */
export function headlineOf(value: string, tokens: readonly string[], marks: SnippetMarks): string {
  const text = [marks.start, marks.stop, marks.tagOpen].reduce((t, mark) => t.replaceAll(mark, ''), value);
  const lower = text.toLowerCase();
  // Lower-casing may change the length of some characters; positions are then not the value's.
  const found = lower.length === text.length ? tokens.map((t) => ({ at: lower.indexOf(t), length: t.length })).find((f) => f.at >= 0) : undefined;
  const shown = (s: string) => s.replaceAll('<', marks.tagOpen);
  if (!found) return shown(text.slice(0, 2 * SNIPPET_CONTEXT_CHARS));
  const before = text.slice(Math.max(0, found.at - SNIPPET_CONTEXT_CHARS), found.at);
  const token = text.slice(found.at, found.at + found.length);
  const after = text.slice(found.at + found.length, found.at + found.length + SNIPPET_CONTEXT_CHARS);
  return `${shown(before)}${marks.start}${shown(token)}${marks.stop}${shown(after)}`;
}

/** Hits of one read scope, newest first (they all score the same). */
export async function searchLongTokens(knex: Knex, scope: ReadScope, query: LongTokenQuery, limit: number, marks: SnippetMarks): Promise<SearchRow[]> {
  const result = await knex.raw(
    `SELECT m.id, m.user_id, m.agent_name, m.key, m.value FROM memories m
     WHERE ? AND ? ORDER BY m.updated_at DESC, m.id LIMIT ?`,
    [scopeCondition(knex, scope), matchCondition(knex, query), limit],
  );
  return (result.rows as Row[]).map((r) => {
    const { userId: _user, ...hit } = toHit(r, query, marks);
    return hit;
  });
}

/** Hits of the namespaces of a context-wide search, newest first. */
export async function searchLongTokensAcross(knex: Knex, scope: ContextScope, query: LongTokenQuery, limit: number, marks: SnippetMarks): Promise<ContextSearchRow[]> {
  if (scope.namespaces.length === 0) return [];
  const result = await knex.raw(
    `SELECT m.id, m.user_id, m.agent_name, m.key, m.value
     FROM memories m JOIN unnest(?::text[], ?::text[]) AS ns(user_id, agent_name) ON ns.user_id = m.user_id AND ns.agent_name = m.agent_name
     WHERE m.context_id = ? AND ${VISIBLE} AND ?
     ORDER BY m.updated_at DESC, m.id LIMIT ?`,
    [scope.namespaces.map((n) => n.userId), scope.namespaces.map((n) => n.agentName), scope.contextId, matchCondition(knex, query), limit] as unknown as Knex.RawBinding[],
  );
  return (result.rows as Row[]).map((r) => toHit(r, query, marks));
}
