/**
 * A recall round's rows in process, for the embedded store (PGlite runs SQL on the node's one
 * thread, where the recall statements were most of a recall's CPU): what
 * MemorySearchRepository.candidateRows answers (memory-recall/candidate-rows-sql.ts), from what
 * the lexical index holds:
 *
 *   asked    the ids the lexical and dense sides found, visible ones only
 *   linked   per asked memory the one written just before and just after it in the scope,
 *            within CONTEXT_WINDOW_SECONDS (chronological-order.ts; neighbourJoins' rule)
 *   pool     asked memories and their neighbours, with cosines (links only on asked ones, as
 *            the SQL's LEFT JOIN linked has them); lexical 0 (the ranking scores them)
 *
 * Visibility is the scope condition's: in the scope's namespaces, not expired at `now`, of the
 * asked scope. The rows show the index's copies, as fresh as its last sync (every recall syncs),
 * and share their tags and feedback with them: callers read them, never change them.
 */
import { laterOf, earlierOf } from './chronological-order.js';
import type { ScopeView } from './exact-lexical-index.js';
import type { CandidateRow, MemoryPostings, ReadScope } from './ports.js';

export interface InProcessRows {
  scope: ReadScope;
  view: ScopeView;
  /** The lexical top, then the dense top. */
  ids: readonly string[];
  /** Cosine of each pool id to the query vector (absent: no vector stored, 0). */
  cosines(ids: string[]): Map<string, number>;
  now: number;
  contextWindowSeconds: number;
}

export function inProcessCandidates(p: InProcessRows): CandidateRow[] {
  const { view, now } = p;
  const visible = (d: MemoryPostings) => d.expiresAt > now && (!p.scope.scope || d.scope === p.scope.scope);
  const windowMicros = p.contextWindowSeconds * 1_000_000;
  const candidates: MemoryPostings[] = [];
  const seen = new Set<string>();
  for (const id of p.ids) {
    const d = view.document(id);
    if (!d || seen.has(id) || !visible(d)) continue;
    seen.add(id);
    candidates.push(d);
  }
  const links = new Map<string, { prev: MemoryPostings | undefined; next: MemoryPostings | undefined }>();
  const pool = new Map<string, MemoryPostings>(candidates.map((d) => [d.id, d]));
  for (const d of candidates) {
    let prev: MemoryPostings | undefined;
    let next: MemoryPostings | undefined;
    for (const order of view.orders) {
      prev = laterOf(prev, order.previous(d, windowMicros, visible));
      next = earlierOf(next, order.next(d, windowMicros, visible));
    }
    links.set(d.id, { prev, next });
    if (prev && !pool.has(prev.id)) pool.set(prev.id, prev);
    if (next && !pool.has(next.id)) pool.set(next.id, next);
  }
  const ids = [...pool.keys()];
  const cosines = p.cosines(ids);
  // Field by field, sharing the held tags and feedback (read only here; a hit copies its tags):
  // a spread per row and its copies were a large part of a round's allocation.
  return ids.map((id) => {
    const r = pool.get(id)!.row;
    const link = links.get(id);
    return {
      id, agent_name: r.agent_name, key: r.key, value: r.value, scope: r.scope, tags: r.tags, importance: r.importance,
      updated_at: r.updated_at, feedback: r.feedback, lexical: 0, dense: cosines.get(id) ?? 0,
      prevId: link?.prev?.id ?? null, nextId: link?.next?.id ?? null,
    };
  });
}
