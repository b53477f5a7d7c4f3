/**
 * The LexicalRanker port in process, for the embedded store: the query's lexemes from the word
 * dictionary (query-lexemes.ts), BM25 over the lexical index's postings (exact-lexical-index.ts,
 * lexical-bm25.ts), no statement. The SQL ranker (`fallback`) takes the queries the index
 * declines: a namespace not loaded, or every lexeme common (the SQL's bounded all-of-them rule).
 * The rounds of one recall share the first round's instant, so the feedback round goes on from
 * its sums.
 */
import type { ExactLexicalIndex } from './exact-lexical-index.js';
import { COMMON_LEXEME_DOCUMENTS, LEXEME_COUNT_MIN_DOCUMENTS, type QueryLexemes } from './query-lexemes.js';
import type { QueryTerm } from './ranking/query-terms.js';
import type { CorpusStats, LexicalRanker, LexicalRankOptions, LexicalRanking, LexicalTop, ReadScope } from './ports.js';

export class InProcessLexicalRanker implements LexicalRanker {
  constructor(private readonly index: ExactLexicalIndex, private readonly lexemes: QueryLexemes, private readonly fallback: LexicalRanker) {}

  async rankLexically(scope: ReadScope, terms: readonly QueryTerm[], corpus: CorpusStats, perSide: number, options: LexicalRankOptions = {}): Promise<LexicalTop> {
    const now = options.previous?.now ?? Date.now();
    return (await this.rankAt(scope, terms, corpus, perSide, now, options.previous))
      ?? this.fallback.rankLexically(scope, terms, corpus, perSide, options);
  }

  /** The ranking with expiry judged at `now`; null when the index declines it (see above). */
  async rankAt(scope: ReadScope, terms: readonly QueryTerm[], corpus: CorpusStats, perSide: number, now: number, previous?: LexicalTop | null): Promise<LexicalRanking | null> {
    const { lexemes, weights } = await this.lexemes.resolve(terms);
    const commonDocuments = corpus.documents >= LEXEME_COUNT_MIN_DOCUMENTS ? COMMON_LEXEME_DOCUMENTS : null;
    return this.index.rank(scope, { lexemes, weights, commonDocuments, now }, corpus, perSide, previous);
  }
}
