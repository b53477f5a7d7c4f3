/**
 * The in-process lexical index's data (exact-lexical-index.ts): per namespace, each held memory
 * with its slot in the ranking's per-memory sums, each lexeme's holders as arrays, the
 * chronological order for neighbours; the view the in-process candidate round reads.
 */
import type { ChronologicalOrder } from './chronological-order.js';
import type { CorpusStats, MemoryPostings, ReadScope } from './ports.js';

/** A held memory and its slot in the ranking's per-memory sums (unique over the whole index). */
export interface Held {
  d: MemoryPostings;
  slot: number;
  /** d.length, held here so the ranking's inner loop reads one object per holder. */
  length: number;
  /** d.lexemes as the index numbers them (LexemeNumbers): a memory's BM25 is summed from these. */
  terms: Int32Array;
}

/** A number per lexeme, index-wide: a memory's lexemes are compared as numbers, not strings. */
export class LexemeNumbers {
  private readonly numbers = new Map<string, number>();

  of(lexeme: string): number {
    let n = this.numbers.get(lexeme);
    if (n === undefined) this.numbers.set(lexeme, (n = this.numbers.size));
    return n;
  }

  /** -1 for a lexeme no memory held yet. */
  known(lexeme: string): number {
    return this.numbers.get(lexeme) ?? -1;
  }
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
