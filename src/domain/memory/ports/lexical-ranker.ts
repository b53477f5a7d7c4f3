/**
 * The lexical side of a recall round: Okapi BM25 over the english lexemes of the scope's
 * visible memories (visibility as in memory-store.ts). One port, two implementations that
 * give the same answer: in SQL over the GIN-indexed tsvector (the search repository,
 * memory-recall/sql-lexical-ranker.ts) and in process over the postings the embedded store
 * holds (in-process-lexical-ranker.ts); lexical-ranker-equivalence.test.ts holds them to it.
 */
import type { QueryTerm } from '../ranking/query-terms.js';
import type { ReadScope } from './memory-store.js';

export interface CorpusStats {
  documents: number;
  averageLength: number;
}

/** One round's lexical answer. */
export interface LexicalTop {
  /** Best `perSide` by BM25 (ties by id), with their scores. */
  ids: string[];
  scores: number[];
  /** Epoch ms at which expiry was judged (the SQL transaction's clock, or the process's). */
  now: number;
  /**
   * BM25 of any memories of the scope under the same query and instant: what a memory found
   * by other means (cosine, a neighbour) scores lexically; 0 for one holding no selecting
   * lexeme (a common lexeme alone does not select: bm25-sql.ts).
   */
  scoresOf(ids: readonly string[]): Promise<Map<string, number>>;
}

export interface LexicalRankOptions {
  /**
   * A BM25 score `perSide` memories of the scope are known to reach under `terms`
   * (CandidateQuery.lexicalFloor); it may make the ranking cheaper, never different.
   */
  floor?: number;
  /**
   * The same recall's previous answer (the feedback round appends words to the first
   * round's): an implementation may go on from it; the answer is the same as without it.
   */
  previous?: LexicalTop | null;
}

export interface LexicalRanker {
  /**
   * BM25 over `terms` (words, or words with a weight: expansion, feedback) with the scope's
   * statistics `corpus`: N and mean length (distinct lexemes) as corpusStats gives them.
   */
  rankLexically(scope: ReadScope, terms: readonly QueryTerm[], corpus: CorpusStats, perSide: number, options?: LexicalRankOptions): Promise<LexicalTop>;
}
