/**
 * Facts over time in recall, applied after fusion: what holds (now, or at `asOf`) comes first
 * in the fused order; what a newer fact ended follows, the most recently ended first, so a
 * superseded memory never ranks above the one that superseded it. With `asOf`, memories that
 * did not hold yet at that time are left out. Memories absent from `validity` hold. Among the
 * current ones, those stating a fact of the user of a kind the question asks about
 * (`asked`: asked-kinds.ts) come first (with `asOf`, a fact that held then counts, though ended since);
 * when none does, those stating a fact of a `near` kind (nearKinds) come first instead. A memory
 * with an ended fact still answers a question about another fact it states that holds.
 */
import type { MemoryValidity } from '../ports/fact-validity.js';

export function currentFirst<T extends { id: string }>(
  ranked: readonly T[], validity: ReadonlyMap<string, MemoryValidity>, at: number, asOf: boolean,
  asked: ReadonlySet<string> = new Set(), near: ReadonlySet<string> = new Set(),
): T[] {
  const answering: T[] = [];
  const nearby: T[] = [];
  const current: Array<{ hit: T; near: boolean }> = [];
  const ended: Array<{ hit: T; until: number; order: number }> = [];
  ranked.forEach((hit, order) => {
    const v = validity.get(hit.id);
    if (!v) return void current.push({ hit, near: false });
    if (asOf && v.validFrom > at) return;
    // A memory stating several facts, one of which ended, still answers for those that hold:
    // "I work at Monzo and live in Leeds" answers "where do I live" after the job ended.
    if (!asOf && v.kinds?.some((k) => asked.has(k))) return void answering.push(hit);
    if (v.validUntil === null || v.validUntil > at) {
      const kinds = (asOf ? v.everKinds : v.kinds) ?? [];
      if (kinds.some((k) => asked.has(k))) return void answering.push(hit);
      const isNear = kinds.some((k) => near.has(k));
      if (isNear) nearby.push(hit);
      current.push({ hit, near: isNear });
    } else ended.push({ hit, until: v.validUntil, order });
  });
  ended.sort((a, b) => b.until - a.until || a.order - b.order);
  // A near kind leads only when nothing answers the asked kind itself.
  const rest = answering.length || !nearby.length ? current.map((c) => c.hit) : [...nearby, ...current.filter((c) => !c.near).map((c) => c.hit)];
  return [...answering, ...rest, ...ended.map((e) => e.hit)];
}

/** How many of the best fused candidates recall checks for validity (enough to fill k after some are moved down or left out). */
export const validityWindow = (k: number, asOf: boolean) => (asOf ? 100 : Math.max(20, 4 * k));
