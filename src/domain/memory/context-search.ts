/**
 * Full-text search over every user and agent namespace of a context (searchMemories with
 * `all_namespaces`): one search per user covering all of that user's agents, merged by score
 * (ts_rank_cd normalised to [0, 1) is absolute, so scores of different searches compare).
 * Nothing is shadowed: each hit is shown with its own namespace.
 */
import type { MemoryStores, SearchRow } from './ports.js';
import { SNIPPET_MARKS } from './snippet.js';

/** Users searched at most, the most recently written first: bounds one call's cost. */
export const CONTEXT_SEARCH_MAX_USERS = 50;
const NAMESPACES_READ = 500;

export interface ContextSearchRow extends SearchRow {
  userId: string;
}

export async function searchContext(stores: Pick<MemoryStores, 'namespaces' | 'search'>, contextId: string, query: string, limit: number): Promise<ContextSearchRow[]> {
  const { namespaces } = await stores.namespaces.list(contextId, NAMESPACES_READ);
  const agentsByUser = new Map<string, string[]>();
  for (const n of namespaces) {
    const agents = agentsByUser.get(n.userId);
    if (agents) agents.push(n.agentName);
    else if (agentsByUser.size < CONTEXT_SEARCH_MAX_USERS) agentsByUser.set(n.userId, [n.agentName]);
  }
  const hits: ContextSearchRow[] = [];
  // One user after another: a context with many users must not take every pooled connection.
  for (const [userId, agentNames] of agentsByUser) {
    for (const row of await stores.search.search({ contextId, userId, agentNames }, query, limit, SNIPPET_MARKS)) hits.push({ ...row, userId });
  }
  return hits.sort((a, b) => b.score - a.score || a.userId.localeCompare(b.userId) || a.key.localeCompare(b.key)).slice(0, limit);
}
