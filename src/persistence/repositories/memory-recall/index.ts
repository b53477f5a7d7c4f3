/**
 * The recall SQL (README.md in src/domain/memory/ranking explains the ranking it feeds): the
 * memory search repository runs it, and the retrieval benchmarks run the same statements so
 * the eval measures what production runs.
 */
export {
  recallCandidatesQuery, recallPreludeQuery, corpusStatsQuery, preludeLexemes, neighbourJoins, DEFAULT_MEMORY_COLUMNS, HNSW_SETTINGS,
  CANDIDATES_PER_SIDE, CONTEXT_WINDOW_SECONDS, type MemoryTableColumns, type RecallCandidatesParams, type CorpusStats,
} from './recall-sql.js';
export { BM25, COMMON_LEXEME_DOCUMENTS, COMMON_ONLY_ROW_LIMIT, MAX_QUERY_LEXEMES, lexemeDocumentsQuery, usableLexemes } from './bm25-sql.js';
export { fetchRecallCandidates, LexemeDocumentCache, LEXEME_COUNT_MIN_DOCUMENTS, type FetchRecallCandidatesParams, type LexemeDocuments } from './recall-candidates.js';
export { rankLexicallyInSql, type SqlRankParams } from './sql-lexical-ranker.js';
export { candidateRowsQuery } from './candidate-rows-sql.js';
export { postingsSinceQuery, namespaceIdsQuery } from './postings-sql.js';
