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
 * from that one's sums (saved-lexical-sums.ts).
 */
import { allVisible, bestOf, type Entry, type Held, type Postings } from './lexical-postings.js';
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
}

/** The best `perSide` by BM25 with every matched memory's score; null when every lexeme is common. */
export function rankBm25(input: Bm25Input): LexicalRanking | null {
  const { entries, scope, query: q, corpus, perSide, bm25, epoch } = input;
  const { lexemes, weights, now } = q;
  if (lexemes.length === 0) return rankingOf([], new Map(), now);
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
  for (let j = from; j < lexemes.length; j++) {
    // IDF as the SQL has it: from the capped counts (clamped to N), or counted over the matched rows.
    const df = cap === null ? counts[j]! : Math.min(Math.max(0, Math.min(counts[j]!, cap)), n);
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const w = weights[j] ?? 1;
    const factor = w !== 1 ? w * idf : idf;
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
  const scored = new Map<string, number>();
  for (const held of matched) scored.set(held.d.id, score[held.slot]!);
  const top = bestOf(scored, perSide);
  const ranking = rankingOf(top, scored, now);
  input.sums.save(ranking, { epoch, scope, query: q, selective, corpus }, touched, sums);
  return ranking;
}

/** A ranking whose every score is at hand (scoresOf answers without waiting on anything). */
function rankingOf(top: Array<{ id: string; score: number }>, scored: Map<string, number>, now: number): LexicalRanking {
  const score = (id: string) => scored.get(id) ?? 0;
  return {
    ids: top.map((t) => t.id), scores: top.map((t) => t.score), now, score,
    scoresOf: (ids) => Promise.resolve(new Map(ids.map((id) => [id, score(id)]))),
  };
}
