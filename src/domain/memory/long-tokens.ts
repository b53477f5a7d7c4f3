/**
 * Tokens too long for the full-text index. PostgreSQL's parser leaves every word of 2047 bytes
 * or more out of a tsvector (and a tsquery), so a memory holding a long token (a key, a hash, an
 * encoded blob) is not found through the index, and a query made of one asks for nothing. A
 * query holding such a token is matched by substring instead: search answers the memories
 * holding every long token of the query (persistence/repositories/memory-long-token-search.ts),
 * and recall puts those memories first (withLongTokenMatches).
 */
import type { MemorySearchRepository, ReadScope } from './ports.js';
import type { RankedHit } from './recall-engine.js';
import { withoutShadowed } from './key-resolution.js';
import { SNIPPET_MARKS } from './snippet.js';

/** PostgreSQL's longest lexeme is 2046 bytes (MAXSTRLEN - 1): longer words are left out of a tsvector. */
export const TSVECTOR_WORD_MAX_BYTES = 2046;

export interface LongTokenQuery {
  /** The whitespace-separated tokens too long for the index, lower-cased. */
  tokens: string[];
  /** The rest of the query, searched by full text ('' when nothing is left). */
  rest: string;
}

/** The query's tokens too long for the full-text index, or null when it has none. */
export function longTokenQuery(query: string): LongTokenQuery | null {
  // Sentence punctuation around a word is not part of it ("is <token>?"); '=' and the like stay.
  const words = query.split(/\s+/).map((w) => w.replace(/^[("'[{<]+|[)"'\]}>.,;:!?]+$/gu, '')).filter(Boolean);
  const isLong = (w: string) => Buffer.byteLength(w, 'utf8') > TSVECTOR_WORD_MAX_BYTES;
  const tokens = words.filter(isLong);
  if (tokens.length === 0) return null;
  return { tokens: [...new Set(tokens.map((t) => t.toLowerCase()))], rest: words.filter((w) => !isLong(w)).join(' ') };
}

/**
 * A recall answer with the memories holding the query's long tokens first, at score 1 (an exact
 * match of a token that long leaves no doubt), then the ranked hits not among them, cut to k.
 */
export function withLongTokenMatches(matches: readonly RankedHit[], ranked: readonly RankedHit[], k: number): RankedHit[] {
  const first = new Set(matches.map((m) => m.id));
  return [...matches.map((m) => ({ ...m, score: 1 })), ...ranked.filter((h) => !first.has(h.id))].slice(0, k);
}

/** The memories of the recall scope holding every long token of the query (newest first), as recall hits; none without such a token. */
export async function longTokenRecallHits(search: MemorySearchRepository, scope: ReadScope, ownAgent: string, query: string, k: number): Promise<RankedHit[]> {
  if (!longTokenQuery(query)) return [];
  // search() answers a long-token query by substring (memory-long-token-search.ts).
  const found = withoutShadowed(await search.search(scope, query, k, SNIPPET_MARKS), ownAgent);
  const rows = new Map((await search.candidatesByIds(scope, found.map((f) => f.id))).map((r) => [r.id, r]));
  return found.flatMap((f) => {
    const r = rows.get(f.id);
    return r ? [{ id: r.id, context_id: scope.contextId, user_id: scope.userId, agent_name: r.agent_name, key: r.key, value: r.value, score: 1, scope: r.scope, tags: r.tags, importance: r.importance, updated_at: r.updated_at }] : [];
  });
}
