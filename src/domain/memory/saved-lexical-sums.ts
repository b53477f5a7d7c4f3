/**
 * The in-process lexical ranking's per-memory sums (exact-lexical-index.ts): the scratch arrays
 * a ranking adds its BM25 terms into (one slot per held memory), and the sums each ranking left,
 * saved with it so that a query that only adds lexemes at its end (the pseudo-relevance
 * feedback round) goes on from them instead of summing the first lexemes again. Going on gives
 * the same floating-point results as summing anew: the same terms, added in the same order.
 */
import type { Held } from './lexical-postings.js';
import type { CorpusStats, LexicalQuery, LexicalTop, ReadScope } from './ports.js';

/** A ranking's per-memory sums, kept so a query that adds lexemes goes on from them. */
export interface LexicalSums {
  epoch: number;
  scope: string;
  lexemes: string[];
  weights: number[];
  selective: boolean[];
  /** Per lexeme, its weight times IDF (the factor of its BM25 term). */
  factors: number[];
  now: number;
  cap: number | null;
  corpus: CorpusStats;
  /** Every memory a lexeme touched, with its sum and mark (1 touched, 2 matched). */
  touched: Held[];
  scores: Float64Array;
  marks: Uint8Array;
  /** Which save this is (the slot answers hold the last save's sums: `answered`). */
  generation: number;
  /** A memory's score as summed (0 unless matched), by id: built on first use. */
  score(id: string): number;
}

/** What a ranking was asked, to be saved with its sums. */
export interface SummedQuery {
  /** The index's count of puts and removes when it ranked: sums are valid while it is unchanged. */
  epoch: number;
  scope: ReadScope;
  query: LexicalQuery;
  selective: boolean[];
  factors: number[];
  corpus: CorpusStats;
}

function scopeKey(scope: ReadScope): string {
  return `${scope.contextId}\u0000${scope.userId}\u0000${[...new Set(scope.agentNames)].join(',')}\u0000${scope.scope ?? ''}`;
}

export class SavedLexicalSums {
  private buffers = { score: new Float64Array(0), mark: new Uint8Array(0) };
  private readonly saved = new WeakMap<LexicalTop, LexicalSums>();
  /**
   * The last saved ranking's sums by slot (0 unless matched), valid where `stamp` is its
   * generation: its round's candidates are answered from here instead of summed again.
   */
  private answers = { score: new Float64Array(0), stamp: new Int32Array(0), generation: 0 };

  /**
   * A memory's score as `sums` saved it, by slot, while they are the last saved (undefined
   * after another ranking saved its own: the caller then sums the memory's lexemes). A slot
   * the ranking did not touch held no query lexeme or was not visible: 0.
   */
  answered(sums: LexicalSums, slot: number): number | undefined {
    const a = this.answers;
    if (a.generation !== sums.generation) return undefined;
    return slot < a.stamp.length && a.stamp[slot] === a.generation ? a.score[slot]! : 0;
  }

  /** Per-slot sums and marks for `slots` slots, zero between rankings (a ranking runs without awaiting). */
  scratch(slots: number): { score: Float64Array; mark: Uint8Array } {
    if (this.buffers.score.length < slots) {
      const size = Math.max(1024, slots * 2);
      this.buffers = { score: new Float64Array(size), mark: new Uint8Array(size) };
    }
    return this.buffers;
  }

  /**
   * The sums `after` left, when `q` is its query with lexemes added at its end, over the same
   * held memories (nothing put or removed since), scope, instant and statistics.
   */
  resumable(after: LexicalTop | null | undefined, asked: Omit<SummedQuery, 'selective' | 'factors'>): LexicalSums | undefined {
    const sums = after ? this.saved.get(after) : undefined;
    if (!sums) return undefined;
    const { query: q, corpus } = asked;
    if (sums.epoch !== asked.epoch || sums.scope !== scopeKey(asked.scope) || sums.now !== q.now || sums.cap !== q.commonDocuments) return undefined;
    if (sums.corpus.documents !== corpus.documents || sums.corpus.averageLength !== corpus.averageLength) return undefined;
    if (q.lexemes.length <= sums.lexemes.length) return undefined;
    return sums.lexemes.every((l, j) => q.lexemes[j] === l && (q.weights[j] ?? 1) === (sums.weights[j] ?? 1)) ? sums : undefined;
  }

  /** Puts saved sums back into the scratch arrays; the memories they matched. */
  restore(sums: LexicalSums, into: { score: Float64Array; mark: Uint8Array }): Held[] {
    const matched: Held[] = [];
    for (let i = 0; i < sums.touched.length; i++) {
      const held = sums.touched[i]!;
      into.score[held.slot] = sums.scores[i]!;
      into.mark[held.slot] = sums.marks[i]!;
      if (sums.marks[i] === 2) matched.push(held);
    }
    return matched;
  }

  /**
   * The sums of every touched slot, copied out, and those slots cleared for the next ranking
   * (holders of common lexemes too); `keep` ties them to the ranking they belong to.
   */
  save(asked: SummedQuery, touched: Held[], from: { score: Float64Array; mark: Uint8Array }): LexicalSums {
    const { query: q } = asked;
    let byId: Map<string, number> | undefined;
    let a = this.answers;
    if (a.stamp.length < from.score.length) a = this.answers = { score: new Float64Array(from.score.length), stamp: new Int32Array(from.score.length), generation: a.generation };
    a.generation++;
    const kept: LexicalSums = {
      epoch: asked.epoch, scope: scopeKey(asked.scope), lexemes: q.lexemes, weights: q.weights, selective: asked.selective, factors: asked.factors,
      now: q.now, cap: q.commonDocuments, corpus: asked.corpus, touched, scores: new Float64Array(touched.length), marks: new Uint8Array(touched.length),
      generation: a.generation,
      score: (id) => {
        if (!byId) {
          byId = new Map();
          for (let i = 0; i < touched.length; i++) if (kept.marks[i] === 2) byId.set(touched[i]!.d.id, kept.scores[i]!);
        }
        return byId.get(id) ?? 0;
      },
    };
    for (let i = 0; i < touched.length; i++) {
      const slot = touched[i]!.slot;
      kept.scores[i] = from.score[slot]!;
      kept.marks[i] = from.mark[slot]!;
      a.score[slot] = from.mark[slot] === 2 ? from.score[slot]! : 0;
      a.stamp[slot] = a.generation;
      from.score[slot] = 0;
      from.mark[slot] = 0;
    }
    return kept;
  }

  /** Ties saved sums to the ranking that left them (a later query may go on from them). */
  keep(ranking: LexicalTop, sums: LexicalSums): void {
    this.saved.set(ranking, sums);
  }
}
