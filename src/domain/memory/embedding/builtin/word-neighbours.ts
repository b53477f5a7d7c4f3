/**
 * Nearest words by cosine in the word-vector table, for query expansion (ranking/query-
 * expansion.ts). Searched among the NEIGHBOUR_VOCABULARY most frequent words only: rarer words
 * are poorly trained and seldom a better way to say a common one, and the bound keeps one
 * word's search near 5 ms. The most frequent FUNCTION_WORDS ranks ("the", "said") are never
 * offered. Answers are cached per word.
 */
import type { WordVectorTable } from './word-vector-file.js';

export const NEIGHBOUR_VOCABULARY = 50_000;
const FUNCTION_WORDS = 150;
const CACHE_WORDS = 5_000;

export class WordNeighbours {
  private readonly cache = new Map<string, Array<{ word: string; similarity: number }>>();

  constructor(private readonly table: WordVectorTable, private readonly vocabulary = NEIGHBOUR_VOCABULARY) {}

  /** Up to `count` words nearest to `word`, best first; empty when the word is unknown. */
  similarWords(word: string, count: number): Array<{ word: string; similarity: number }> {
    const key = `${count}\u0000${word}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const row = this.table.rowOf(word);
    const out: Array<{ word: string; similarity: number }> = [];
    if (row >= 0 && count > 0) {
      const unit = this.table.unitVector(row);
      const rows = Math.min(this.vocabulary, this.table.rows);
      // A small sorted buffer of the best rows so far (count is a handful).
      const best: Array<{ row: number; cos: number }> = [];
      for (let r = FUNCTION_WORDS; r < rows; r++) {
        if (r === row) continue;
        const cos = this.table.cosineWithRow(unit, r);
        if (best.length === count && cos <= best[count - 1]!.cos) continue;
        let i = best.length === count ? count - 1 : best.length;
        if (best.length < count) best.push({ row: r, cos });
        while (i > 0 && best[i - 1]!.cos < cos) { best[i] = best[i - 1]!; i--; }
        best[i] = { row: r, cos };
      }
      for (const b of best) out.push({ word: this.table.wordAt(b.row), similarity: b.cos });
    }
    if (this.cache.size >= CACHE_WORDS) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, out);
    return out;
  }
}
