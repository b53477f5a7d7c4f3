/**
 * Full-text search over every user and agent namespace of a context (searchMemories with
 * `all_namespaces`): one statement searching each user over all of that user's agents, merged
 * by score (ts_rank_cd normalised to [0, 1) is absolute, so scores of different users compare).
 * Nothing is shadowed: each hit is shown with its own namespace.
 */
import type { ContextScope, ContextSearchRow, MemoryStores } from './ports.js';
import { SNIPPET_MARKS } from './snippet.js';

/** Users searched at most, the most recently written first: bounds one call's cost. */
export const CONTEXT_SEARCH_MAX_USERS = 50;
const NAMESPACES_READ = 500;

export async function searchContext(stores: Pick<MemoryStores, 'namespaces' | 'search'>, contextId: string, query: string, limit: number): Promise<ContextSearchRow[]> {
  const { namespaces } = await stores.namespaces.list(contextId, NAMESPACES_READ);
  const users = new Set<string>();
  const searched: ContextScope['namespaces'] = [];
  for (const n of namespaces) {
    if (!users.has(n.userId) && users.size >= CONTEXT_SEARCH_MAX_USERS) continue;
    users.add(n.userId);
    searched.push({ userId: n.userId, agentName: n.agentName });
  }
  const hits = await stores.search.searchAcross({ contextId, namespaces: searched }, query, limit, SNIPPET_MARKS);
  return hits.sort((a, b) => b.score - a.score || a.userId.localeCompare(b.userId) || a.key.localeCompare(b.key)).slice(0, limit);
}
