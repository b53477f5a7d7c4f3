/**
 * Soft term matching with word vectors: how well is each query word matched by its closest
 * word in a memory?
 *
 *   alignment(q, m) = Σ_{w ∈ q} sif(w) · max(0, max_{u ∈ m} cos(w, u))  /  Σ_{w ∈ q} sif(w)
 *
 * An exact word scores 1, "painting" vs "paint" or "kids" vs "children" score ~0.7-0.8,
 * unrelated words ~0.1. Unlike the sentence vector it keeps each query word's evidence apart, so
 * a memory answering one rare query word is not drowned by the others; unlike BM25 it forgives
 * inflections, synonyms and typos the stemmer misses. It cannot be indexed, so it runs only
 * over recall candidates (a few hundred memories, a few milliseconds).
 */
import type { WordVectorTable } from './word-vector-file.js';
import { compoundParts, wordTokens } from './word-tokens.js';

export function rowsOfText(table: WordVectorTable, text: string): number[] {
  const rows = new Set<number>();
  for (const token of wordTokens(text)) {
    const row = table.rowOf(token);
    if (row >= 0) rows.add(row);
    else for (const part of compoundParts(token)) {
      const partRow = part === token ? -1 : table.rowOf(part);
      if (partRow >= 0) rows.add(partRow);
    }
  }
  return [...rows];
}

export function termAlignmentScores(table: WordVectorTable, weights: Float32Array, query: string, texts: string[]): number[] {
  const queryRows = rowsOfText(table, query);
  const queryWeights = queryRows.map((row) => weights[row]!);
  const total = queryWeights.reduce((a, b) => a + b, 0);
  if (total === 0) return texts.map(() => 0);
  const queryUnits = queryRows.map((row) => table.unitVector(row));
  // The same word recurs across candidates: remember each (query word, row) cosine once.
  const cosines = queryRows.map(() => new Map<number, number>());
  return texts.map((text) => {
    const textRows = rowsOfText(table, text);
    let score = 0;
    for (let q = 0; q < queryRows.length; q++) {
      let best = 0;
      const seen = cosines[q]!;
      for (const row of textRows) {
        if (row === queryRows[q]) { best = 1; break; }
        let cos = seen.get(row);
        if (cos === undefined) seen.set(row, (cos = table.cosineWithRow(queryUnits[q]!, row)));
        if (cos > best) best = cos;
      }
      score += queryWeights[q]! * best;
    }
    return score / total;
  });
}
