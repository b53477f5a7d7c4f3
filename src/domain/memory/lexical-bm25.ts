/**
 * BM25 over the in-process postings (exact-lexical-index.ts holds them): the SQL's BM25
 * (memory-recall/bm25-sql.ts) term for term and in the same order: same k1, b, IDF, weights,
 * the same memories selecting, the top `perSide` with ties by id. Only the MaxScore pruning of
 * the SQL is left out (it never changes the SQL's answer).
 *
 * Three steps, each bounded by what the SQL touches:
 *   1. per lexeme, its document frequency: the visible holders, counted up to the cap (the
 *      SQL's capped count), so a lexeme held by thousands costs no more than a rare one;
 *   2. the matched memories: the visible holders of the selective lexemes;
 *   3. their sums, lexeme by lexeme in query order (the SQL's order of the terms, so equal
 *      memories tie exactly): a selective lexeme adds over its holders, a common one over the
 *      matched among its holders or, when they are far fewer than its holders, over them
 *      (looking its frequency up in the memory's own lexemes). Memories holding only common lexemes are never summed: the
 *      SQL does not match them either.
 * A query that only adds lexemes to an earlier one (the feedback round) goes on from that
 * one's sums (saved-lexical-sums.ts): the memories it matched keep their sums and add the new
 * lexemes' terms; the memories matched only now are summed over every lexeme in order.
 */
import { bestOf, type Entry, type Held, type Postings } from './lexical-postings.js';
import type { SavedLexicalSums } from './saved-lexical-sums.js';
import type { CorpusStats, LexicalQuery, LexicalRanking, LexicalTop, MemoryPostings, ReadScope } from './ports.js';

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

/** Marks of a slot during a ranking: matched by an earlier ranking it goes on from, or by this one. */
const MATCHED_BEFORE = 2;
const MATCHED_NOW = 3;

/** Term frequency of `lexeme` in a memory (its tsvector's distinct lexemes: a short array). */
function tfIn(d: MemoryPostings, lexeme: string): number {
  const at = d.lexemes.indexOf(lexeme);
  return at < 0 ? 0 : d.tfs[at]!;
}

/** The best `perSide` by BM25 with every matched memory's score; null when every lexeme is common. */
export function rankBm25(input: Bm25Input): LexicalRanking | null {
  const { entries, scope, query: q, corpus, perSide, bm25, epoch } = input;
  const { lexemes, weights, now } = q;
  if (lexemes.length === 0) return rankingOf([], new Map(), now);
  const only = scope.scope;
  const resumed = input.sums.resumable(input.after, { epoch, scope, query: q, corpus });
  const from = resumed ? resumed.lexemes.length : 0;
  const cap = q.commonDocuments;
  // 1. Per lexeme its holders' lists and (lexemes not summed before) how many visible memories hold it, up to the cap.
  const lists: Postings[][] = [];
  const counts: number[] = resumed ? resumed.counts.slice(0, from) : [];
  for (let j = 0; j < lexemes.length; j++) {
    const ps: Postings[] = [];
    let c = 0;
    for (const e of entries) {
      const p = e.postings.get(lexemes[j]!);
      if (p) ps.push(p);
    }
    if (j >= from) {
      for (const p of ps) {
        if (cap !== null && c >= cap) break;
        for (const h of p.held) {
          if (!(h.d.expiresAt > now && (!only || h.d.scope === only))) continue;
          if (++c === cap) break;
        }
      }
      counts.push(c);
    }
    lists.push(ps);
  }
  const n = Math.max(1, corpus.documents);
  const avgdl = Math.max(1, corpus.averageLength);
  const selective = counts.map((c, j) => (j < from ? resumed!.selective[j]! : cap === null || c < cap));
  if (!selective.some(Boolean)) return null;
  const { k1, b } = bm25;
  // 2. The matched memories: those of the ranking gone on from, then the new lexemes' holders.
  const sums = input.sums.scratch(input.slots);
  const { score, mark } = sums;
  const matched: Held[] = resumed ? input.sums.restore(resumed, sums, MATCHED_BEFORE) : [];
  const before = matched.length;
  for (let j = from; j < lexemes.length; j++) {
    if (!selective[j]) continue;
    for (const p of lists[j]!) {
      for (const held of p.held) {
        if (mark[held.slot] !== 0) continue;
        const d = held.d;
        if (!(d.expiresAt > now && (!only || d.scope === only))) continue;
        mark[held.slot] = MATCHED_NOW;
        matched.push(held);
      }
    }
  }
  // 3. Their sums, lexeme by lexeme. A memory's length normalisation depends on its length only.
  const norms: number[] = [];
  const add = (held: Held, tf: number, factor: number) => {
    const length = held.d.length;
    const norm = norms[length] ?? (norms[length] = k1 * (1 - b + (b * length) / avgdl));
    score[held.slot] += (factor * tf * (k1 + 1)) / (tf + norm);
  };
  const matchedNow = matched.length - before;
  for (let j = 0; j < lexemes.length; j++) {
    // IDF as the SQL has it: from the capped counts (clamped to N), or counted over the matched rows.
    const df = cap === null ? counts[j]! : Math.min(Math.max(0, Math.min(counts[j]!, cap)), n);
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const w = weights[j] ?? 1;
    const factor = w !== 1 ? w * idf : idf;
    // Lexemes the ranking gone on from summed: only the memories matched now need them.
    const needing = j < from ? matchedNow : matched.length;
    if (needing === 0) continue;
    let holders = 0;
    for (const p of lists[j]!) holders += p.held.length;
    // A look-up scans a memory's lexemes (about avgdl strings): walking the holders' marks is
    // cheaper unless they outnumber the memories needing the term many times over.
    if ((j >= from && selective[j]) || holders <= needing * avgdl) {
      // Before `from` only the memories matched now add the term.
      const least = j < from ? MATCHED_NOW : MATCHED_BEFORE;
      for (const p of lists[j]!) {
        const { held: hs, tfs } = p;
        for (let i = 0; i < hs.length; i++) if (mark[hs[i]!.slot]! >= least) add(hs[i]!, tfs[i]!, factor);
      }
    } else {
      const lexeme = lexemes[j]!;
      for (let i = j < from ? before : 0; i < matched.length; i++) {
        const tf = tfIn(matched[i]!.d, lexeme);
        if (tf > 0) add(matched[i]!, tf, factor);
      }
    }
  }
  const scored = new Map<string, number>();
  for (const held of matched) scored.set(held.d.id, score[held.slot]!);
  const ranking = rankingOf(bestOf(scored, perSide), scored, now);
  input.sums.save(ranking, { epoch, scope, query: q, selective, counts, corpus }, matched, sums);
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
