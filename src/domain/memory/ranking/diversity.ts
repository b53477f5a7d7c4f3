/**
 * Diversity among the best results. Why it generalises: with conversational context (a memory
 * inherits relevance from the one written just before or after it) one exchange can fill the
 * top of the list with its neighbours, while questions whose answer is spread over several
 * conversations (multi-hop) need one memory from each. Greedily, each next pick's score is
 * divided by (1 + weight · its already-picked neighbours): a neighbour still follows a strong
 * hit, a third memory of the same exchange has to beat other places' best.
 */
import type { FusedScore } from './fuse-scores.js';

/** Results re-ordered greedily over the best `window`; the rest keep their order below. */
export function diversify(
  ranked: FusedScore[], neighboursOf: (id: string) => readonly string[], weight: number, window = 30,
): FusedScore[] {
  if (weight <= 0 || ranked.length < 3) return ranked;
  const head = ranked.slice(0, window);
  const picked: FusedScore[] = [];
  const chosen = new Set<string>();
  const pending = new Set(head.map((f) => f.id));
  const byId = new Map(head.map((f) => [f.id, f]));
  while (pending.size > 0) {
    let best: FusedScore | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const id of pending) {
      const f = byId.get(id)!;
      const near = neighboursOf(id).filter((n) => chosen.has(n)).length;
      const score = f.score / (1 + weight * near);
      if (score > bestScore || (score === bestScore && best && f.id < best.id)) { best = f; bestScore = score; }
    }
    picked.push(best!);
    chosen.add(best!.id);
    pending.delete(best!.id);
  }
  return [...picked, ...ranked.slice(window)];
}
