/**
 * A whole recall candidate round in process, for the embedded store (PGlite runs SQL on the
 * node's one thread, where the recall statements were most of a recall's CPU). The same rows
 * `recallCandidatesQuery` returns (memory-recall/recall-sql.ts), from what the node already
 * holds:
 *
 *   lexical_top   the in-process BM25 index's top (exact-lexical-index.ts)
 *   dense_top     exact cosine over the namespace's vectors (exact-vector-index.ts; the SQL's
 *                 HNSW scan is approximate, this is its exact answer)
 *   linked        per candidate the memory written just before and just after it in the scope,
 *                 within CONTEXT_WINDOW_SECONDS (chronological-order.ts; neighbourJoins' rule)
 *   pool          candidates and their neighbours, each with its BM25, cosine and links (links
 *                 only on candidates, as the SQL's LEFT JOIN linked has them)
 *
 * Visibility is the scope condition's: in the scope's namespaces, not expired at `now`, of the
 * asked scope. The rows are the index's copies, as fresh as its last sync (every recall syncs).
 */
import { laterOf, earlierOf } from './chronological-order.js';
import type { ScopeView } from './exact-lexical-index.js';
import type { CandidateRow, LexicalRanking, MemoryPostings, ReadScope } from './ports.js';

export interface InProcessRound {
  scope: ReadScope;
  view: ScopeView;
  lexical: LexicalRanking;
  /** Best ids by cosine (already scoped), or empty without a query vector. */
  denseTop: ReadonlyArray<{ id: string }>;
  /** Cosine of each pool id to the query vector (absent: no vector stored, 0). */
  cosines(ids: string[]): Map<string, number>;
  now: number;
  contextWindowSeconds: number;
}

export function inProcessCandidates(p: InProcessRound): CandidateRow[] {
  const { view, now } = p;
  const visible = (d: MemoryPostings) => d.expiresAt > now && (!p.scope.scope || d.scope === p.scope.scope);
  const windowMicros = p.contextWindowSeconds * 1_000_000;
  const candidates: MemoryPostings[] = [];
  const seen = new Set<string>();
  for (const id of [...p.lexical.ids, ...p.denseTop.map((d) => d.id)]) {
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
  return ids.map((id) => {
    const d = pool.get(id)!;
    const link = links.get(id);
    return {
      ...d.row, tags: [...d.row.tags], feedback: { ...d.row.feedback },
      lexical: p.lexical.score(id), dense: cosines.get(id) ?? 0,
      prevId: link?.prev?.id ?? null, nextId: link?.next?.id ?? null,
    };
  });
}
