/**
 * The in-process lexical index's data (exact-lexical-index.ts): per namespace, each held memory
 * with its slot in the ranking's per-memory sums, each lexeme's holders as arrays, the
 * chronological order for neighbours; the view the in-process candidate round reads, and the
 * top-n selection of a ranking.
 */
import type { ChronologicalOrder } from './chronological-order.js';
import type { CorpusStats, MemoryPostings, ReadScope } from './ports.js';

/** A held memory and its slot in the ranking's per-memory sums (unique over the whole index). */
export interface Held {
  d: MemoryPostings;
  slot: number;
  /** d.length, held here so the ranking's inner loop reads one object per holder. */
  length: number;
}

/**
 * One lexeme's holders with their slots, term frequencies and lengths, index for index
 * (unordered). The numbers are in typed arrays the ranking's inner loop reads in order; the
 * holders are read only for memories a ranking touches or must test for visibility.
 */
export class Postings {
  readonly held: Held[] = [];
  slots = new Int32Array(4);
  tfs = new Float64Array(4);
  lengths = new Int32Array(4);

  get size(): number {
    return this.held.length;
  }

  add(held: Held, tf: number): void {
    const n = this.held.length;
    if (n === this.slots.length) {
      const slots = new Int32Array(n * 2);
      const tfs = new Float64Array(n * 2);
      const lengths = new Int32Array(n * 2);
      slots.set(this.slots);
      tfs.set(this.tfs);
      lengths.set(this.lengths);
      this.slots = slots;
      this.tfs = tfs;
      this.lengths = lengths;
    }
    this.held.push(held);
    this.slots[n] = held.slot;
    this.tfs[n] = tf;
    this.lengths[n] = held.length;
  }

  /** Drops a holder: the last one takes its place (order does not matter). */
  remove(held: Held): void {
    const at = this.held.indexOf(held);
    if (at < 0) return;
    const last = this.held.length - 1;
    this.held[at] = this.held[last]!;
    this.slots[at] = this.slots[last]!;
    this.tfs[at] = this.tfs[last]!;
    this.lengths[at] = this.lengths[last]!;
    this.held.pop();
  }
}

export interface Entry {
  docs: Map<string, Held>;
  /** Lexeme → memories holding it, with its term frequency there (arrays: ranking scans them). */
  postings: Map<string, Postings>;
  /** Database snapshot of the last look (PostingsChanges.snapshot). */
  snapshot: string;
  /** The same memories in the order they were written (conversational neighbours). */
  order: ChronologicalOrder<MemoryPostings>;
  /**
   * Held memories that expire, and the sum of every held memory's length: with none expiring,
   * every holder is visible to a query of all scopes, so its document frequency is the list's
   * length and the corpus statistics need no pass over the memories.
   */
  expiring: number;
  lengths: number;
}

/** Every memory the entry holds is visible at any instant to a query of `only` (no expiry, all scopes). */
export function allVisible(entry: Entry, only: string | undefined): boolean {
  return entry.expiring === 0 && !only;
}

/** What a loaded scope holds, for the in-process candidate round (in-process-candidates.ts). */
export interface ScopeView {
  /** The memory as the index holds it (visible or not), in any namespace of the scope. */
  document(id: string): MemoryPostings | undefined;
  /** One chronological order per namespace of the scope. */
  orders: ReadonlyArray<ChronologicalOrder<MemoryPostings>>;
  /** Memories of the scope visible at `now` and their mean length: corpusStatsQuery's answer. */
  corpus(now: number): CorpusStats;
}

const byScoreThenId = (a: { id: string; score: number }, b: { id: string; score: number }) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The best `n` by score, ties by id, without sorting them all (an object only for those entering). */
export function bestOf(scored: Map<string, number>, n: number): Array<{ id: string; score: number }> {
  const best: Array<{ id: string; score: number }> = [];
  for (const [id, score] of scored) {
    if (best.length === n) {
      const last = best[n - 1]!;
      if (score < last.score || (score === last.score && id >= last.id)) continue;
    }
    const item = { id, score };
    let i = best.length;
    while (i > 0 && byScoreThenId(item, best[i - 1]!) < 0) i--;
    best.splice(i, 0, item);
    if (best.length > n) best.pop();
  }
  return best;
}

/** The scope's namespaces (entries) as the in-process round reads them. */
export function scopeView(entries: Entry[], scope: ReadScope): ScopeView {
  return {
    document: (id) => {
      for (const e of entries) { const h = e.docs.get(id); if (h) return h.d; }
      return undefined;
    },
    orders: entries.map((e) => e.order),
    corpus: (now) => {
      let documents = 0;
      let lengths = 0;
      for (const e of entries) {
        if (allVisible(e, scope.scope)) { documents += e.docs.size; lengths += e.lengths; continue; }
        for (const { d } of e.docs.values()) {
          if (d.expiresAt > now && (!scope.scope || d.scope === scope.scope)) { documents++; lengths += d.length; }
        }
      }
      return { documents, averageLength: documents > 0 ? lengths / documents : 0 };
    },
  };
}
