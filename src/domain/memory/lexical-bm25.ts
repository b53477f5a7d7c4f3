/**
 * BM25 over the in-process postings (exact-lexical-index.ts holds them): the SQL's BM25
 * (memory-recall/bm25-sql.ts) term for term and in the same order: same k1, b, IDF, weights,
 * the same memories selecting, the top `perSide` with ties by id. Only the MaxScore pruning of
 * the SQL is left out (it never changes the SQL's answer).
 *
 * One pass over each lexeme's postings: the visible holders give its document frequency, then
 * each adds its term to a per-memory sum, lexeme by lexeme in query order (the SQL's order of
 * the terms, so equal memories tie exactly); memories holding a selective lexeme are the
 * matched ones. A query that only adds lexemes to an earlier one (the feedback round) goes on
 * from that one's sums (saved-lexical-sums.ts). The top is read from the sums; a memory asked
 * about afterwards (a round's candidates) is scored from its own lexemes, the same terms in the
 * same order, so no map of every matched memory's score is built.
 */
import { allVisible, type Entry, type LexemeNumbers, type Held, type Postings } from './lexical-postings.js';
import type { SavedLexicalSums } from './saved-lexical-sums.js';
import type { CorpusStats, LexicalQuery, LexicalRanking, LexicalTop, ReadScope } from './ports.js';

export interface Bm25Input {
  /** The scope's namespaces, loaded. */
  entries: readonly Entry[];
  scope: ReadScope;
  query: LexicalQuery;
  corpus: CorpusStats;
  perSide: number;
  /** The same recall's previous ranking, whose sums a query extending it goes on from. */
  after?: LexicalTop | null;
  bm25: { k1: number; b: number };
  /** The index's count of puts and removes (saved sums are valid while it is unchanged). */
  epoch: number;
  /** Slots in use over the whole index (the sums' size). */
  slots: number;
  sums: SavedLexicalSums;
  /** The index's count now: a memory asked about after a change is scored from the sums kept at ranking time. */
  epochNow: () => number;
  numbers: LexemeNumbers;
}

/** The best `perSide` by BM25 with every matched memory's score; null when every lexeme is common. */
export function rankBm25(input: Bm25Input): LexicalRanking | null {
  const { entries, scope, query: q, corpus, perSide, bm25, epoch } = input;
  const { lexemes, weights, now } = q;
  if (lexemes.length === 0) return rankingOf([], now, () => 0);
  const only = scope.scope;
  const resumed = input.sums.resumable(input.after, { epoch, scope, query: q, corpus });
  const from = resumed ? resumed.lexemes.length : 0;
  const lists: Postings[][] = [];
  // Per list, whether every holder is visible (no test per holder, and its length is its count).
  const open: boolean[][] = [];
  // Per lexeme, how many visible memories hold it (its document frequency).
  const counts: number[] = [];
  for (let j = 0; j < lexemes.length; j++) {
    const ps: Postings[] = [];
    const os: boolean[] = [];
    let c = 0;
    if (j >= from) {
      for (const e of entries) {
        const p = e.postings.get(lexemes[j]!);
        if (!p) continue;
        ps.push(p);
        const all = allVisible(e, only);
        os.push(all);
        if (all) c += p.size;
        else for (const h of p.held) if (h.d.expiresAt > now && (!only || h.d.scope === only)) c++;
      }
    }
    lists.push(ps);
    open.push(os);
    counts.push(c);
  }
  const n = Math.max(1, corpus.documents);
  const avgdl = Math.max(1, corpus.averageLength);
  const cap = q.commonDocuments;
  const selective = counts.map((c, j) => (j < from ? resumed!.selective[j]! : cap === null || c < cap));
  if (!selective.some(Boolean)) return null;
  const { k1, b } = bm25;
  // A memory's length normalisation depends on its length only: computed once per length.
  const norms: number[] = [];
  const sums = input.sums.scratch(input.slots);
  const { score, mark } = sums;
  const touched: Held[] = resumed ? [...resumed.touched] : [];
  const matched: Held[] = resumed ? input.sums.restore(resumed, sums) : [];
  // IDF as the SQL has it: from the capped counts (clamped to N), or counted over the matched rows.
  const factorOf = (j: number) => {
    const df = cap === null ? counts[j]! : Math.min(Math.max(0, Math.min(counts[j]!, cap)), n);
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const w = weights[j] ?? 1;
    return w !== 1 ? w * idf : idf;
  };
  for (let j = from; j < lexemes.length; j++) {
    const factor = factorOf(j);
    const selects = selective[j]!;
    const ps = lists[j]!;
    for (let at = 0; at < ps.length; at++) {
      const { held: holders, slots, tfs, lengths } = ps[at]!;
      const all = open[j]![at]!;
      for (let i = 0, size = holders.length; i < size; i++) {
        if (!all) {
          const d = holders[i]!.d;
          if (!(d.expiresAt > now && (!only || d.scope === only))) continue;
        }
        const tf = tfs[i]!;
        const length = lengths[i]!;
        const norm = norms[length] ?? (norms[length] = k1 * (1 - b + (b * length) / avgdl));
        const slot = slots[i]!;
        const seen = mark[slot]!;
        if (seen === 0) { mark[slot] = 1; touched.push(holders[i]!); }
        score[slot] += (factor * tf * (k1 + 1)) / (tf + norm);
        if (selects && seen !== 2) { mark[slot] = 2; matched.push(holders[i]!); }
      }
    }
  }
  const top = bestHeld(matched, score, perSide);
  const factors = lexemes.map((_, j) => (j < from ? resumed!.factors[j]! : factorOf(j)));
  const scorer: DocumentScorer = { entries, only, now, terms: lexemes.map((l) => input.numbers.known(l)), factors, selective, norm: (length) => k1 * (1 - b + (b * length) / avgdl), k1 };
  const kept = input.sums.save({ epoch, scope, query: q, selective, factors, corpus }, touched, sums);
  // Asked while the index is unchanged: from the slots this ranking saved (the same sums) while
  // no later ranking saved its own, else from the memory's own lexemes; after a change, from
  // the sums kept at ranking time.
  const ranking = rankingOf(top, now, (id) => {
    if (input.epochNow() !== epoch) return kept.score(id);
    const held = heldIn(entries, id);
    if (!held) return 0;
    return input.sums.answered(kept, held.held.slot) ?? scoreOne(scorer, held);
  });
  input.sums.keep(ranking, kept);
  return ranking;
}

/** What scores one memory as the ranking summed it (same terms, same order, same arithmetic). */
interface DocumentScorer {
  entries: readonly Entry[];
  only: string | undefined;
  now: number;
  /** The query's lexemes as the index numbers them (-1: held by no memory). */
  terms: readonly number[];
  factors: readonly number[];
  selective: readonly boolean[];
  norm: (length: number) => number;
  k1: number;
}

/**
 * One memory's BM25 computed from its own lexemes: the sum the ranking's per-lexeme pass gives
 * it, bit for bit (its terms added from 0 in query order); 0 when not visible or holding no
 * selecting lexeme. Used for the few memories a round asks about, instead of keeping every
 * matched memory's score by id.
 */
function scoreOne(s: DocumentScorer, { held, entry }: { held: Held; entry: Entry }): number {
  const d = held.d;
  if (!allVisible(entry, s.only) && !(d.expiresAt > s.now && (!s.only || d.scope === s.only))) return 0;
  const norm = s.norm(held.length);
  let sum = 0;
  let selects = false;
  const terms = held.terms;
  for (let j = 0; j < s.terms.length; j++) {
    const term = s.terms[j]!;
    if (term < 0) continue;
    let at = 0;
    while (at < terms.length && terms[at] !== term) at++;
    if (at === terms.length) continue;
    const tf = d.tfs[at]!;
    sum += (s.factors[j]! * tf * (s.k1 + 1)) / (tf + norm);
    if (s.selective[j]) selects = true;
  }
  return selects ? sum : 0;
}

/** A memory the scope's namespaces hold, with its namespace's entry. */
function heldIn(entries: readonly Entry[], id: string): { held: Held; entry: Entry } | undefined {
  for (const entry of entries) {
    const held = entry.docs.get(id);
    if (held) return { held, entry };
  }
  return undefined;
}

const before = (score: number, id: string, than: { id: string; score: number }) =>
  score > than.score || (score === than.score && id < than.id);

/** The best `n` matched memories by score, ties by id (an object only for those entering). */
function bestHeld(matched: readonly Held[], score: Float64Array, n: number): Array<{ id: string; score: number }> {
  const best: Array<{ id: string; score: number }> = [];
  for (const held of matched) {
    const value = score[held.slot]!;
    if (best.length === n && !before(value, held.d.id, best[n - 1]!)) continue;
    const item = { id: held.d.id, score: value };
    let i = best.length;
    while (i > 0 && before(value, item.id, best[i - 1]!)) i--;
    best.splice(i, 0, item);
    if (best.length > n) best.pop();
  }
  return best;
}

/** A ranking whose every score is at hand (scoresOf answers without waiting on anything). */
function rankingOf(top: Array<{ id: string; score: number }>, now: number, score: (id: string) => number): LexicalRanking {
  return {
    ids: top.map((t) => t.id), scores: top.map((t) => t.score), now, score,
    scoresOf: (ids) => Promise.resolve(new Map(ids.map((id) => [id, score(id)]))),
  };
}
