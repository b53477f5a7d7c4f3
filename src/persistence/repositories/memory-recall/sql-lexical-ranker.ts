/**
 * The LexicalRanker port in SQL (src/domain/memory/ports/lexical-ranker.ts): BM25 over the
 * GIN-indexed tsvector (bm25-sql.ts), one statement per round, outside a transaction:
 *
 *   - the query's lexemes from the word dictionary (domain/memory/query-lexemes.ts: the
 *     english configuration's answer per word, asked once per word and kept), which gives the
 *     recall prelude's lexemes and weights (in-process-round-equivalence.test.ts);
 *   - lexemeDocumentsQuery: capped document count per lexeme (large namespaces only; cached);
 *   - the lexical CTEs' best `perSide` (ties by id), the statement's clock (the instant its
 *     scope condition judged expiry at) and, without counts, each lexeme's IDF.
 *
 * A memory found by other means is scored afterwards (scoresOf) by the same formula over
 * those memories only, with the same IDFs (the counts, or the IDFs the statement read), so its
 * score is the one the pool's CTE gave it: over every lexeme when it holds a selecting lexeme
 * (also one the floor pruned), 0 otherwise.
 */
import type { Knex } from 'knex';
import type { CorpusStats, LexicalTop, ReadScope } from '../../../domain/memory/ports.js';
import type { QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import { LEXEME_COUNT_MIN_DOCUMENTS, MAX_QUERY_LEXEMES, type QueryLexemes } from '../../../domain/memory/query-lexemes.js';
import { COMMON_LEXEME_DOCUMENTS, lexicalCtes, lexicalPlan, type LexicalParams } from './bm25-sql.js';
import { lexicalScoresCall, lexicalTopCall } from './lexical-function.js';
import { countLexemeDocuments, COUNT_GRACE_MS, type LexemeDocumentCache } from './recall-candidates.js';
import { DEFAULT_MEMORY_COLUMNS, type MemoryTableColumns } from './memory-table-columns.js';

export interface SqlRankParams {
  /** The scope condition on the memory table (unqualified columns), built on the knex given. */
  scope: (knex: Knex) => Knex.Raw;
  /** Identifies the scope for the count cache (same key = same memories). */
  scopeKey: string;
  terms: readonly QueryTerm[];
  /** Turns `terms` into usable lexemes and their weights (the recall prelude's answer). */
  dictionary: Pick<QueryLexemes, 'resolve'>;
  corpus: CorpusStats;
  perSide: number;
  floor?: number;
  cache?: LexemeDocumentCache;
  bm25?: { k1: number; b: number };
  /**
   * The read scope `scope` was built from: with it (and the memory table's own columns) the
   * statements are calls of memory_lexical (lexical-function.ts), whose plan is kept.
   */
  readScope?: ReadScope;
}

const scoreOf = (row: { score: number | string | null }) => Number(row.score) || 0;

export async function rankLexicallyInSql(knex: Knex, p: SqlRankParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Promise<LexicalTop> {
  const { lexemes, weights } = await p.dictionary.resolve(p.terms);
  if (lexemes.length === 0) return { ids: [], scores: [], now: Date.now(), scoresOf: async (ids) => new Map(ids.map((id) => [id, 0])) };
  const scope = p.scope(knex);
  const counted = p.corpus.documents >= LEXEME_COUNT_MIN_DOCUMENTS
    ? await countLexemeDocuments(knex, { scope, scopeKey: p.scopeKey, corpus: p.corpus, cache: p.cache }, lexemes, cols)
    : undefined;
  const documents = counted?.map((c) => c.documents);
  // Bounds below the cap saw every memory holding the lexeme when counted; later writes still select.
  const postings = counted?.map((c) => (c.documents < COMMON_LEXEME_DOCUMENTS ? { maxTf: c.maxTf, minLength: c.minLength } : undefined));
  const oldest = counted && counted.length > 0 ? Math.min(...counted.map((c) => c.at)) : undefined;
  const base: LexicalParams = { scope, lexemes, weights, corpus: p.corpus, documents, bm25: p.bm25 };
  const topParams: LexicalParams = {
    ...base,
    // The floor holds for the lexemes the previous round asked; it may not when the query was cut to the first MAX_QUERY_LEXEMES.
    floor: lexemes.length < MAX_QUERY_LEXEMES ? p.floor : undefined,
    postings, recentSince: oldest === undefined ? undefined : new Date(oldest - COUNT_GRACE_MS).toISOString(),
  };
  const viaFunction = p.readScope && cols === DEFAULT_MEMORY_COLUMNS ? p.readScope : undefined;
  const result = viaFunction ? await lexicalTopCall(knex, viaFunction, lexicalPlan(topParams, true)!, p.perSide) : await topStatement(knex, topParams, p.perSide, cols);
  const rows = (result.rows as Array<Record<string, unknown> & { now_ms: number | string; id: string | null; score: number | string | null }>);
  const top = rows.filter((r) => r.id !== null);
  const idfs = documents ? undefined : viaFunction ? (rows[0]!.idfs as number[]).map(Number) : lexemes.map((_, i) => Number(rows[0]![`idf${i + 1}`]));
  const known = new Map(top.map((r) => [r.id!, scoreOf(r)]));
  return {
    ids: top.map((r) => r.id!),
    scores: top.map(scoreOf),
    now: Number(rows[0]!.now_ms),
    scoresOf: async (ids) => {
      const missing = [...new Set(ids.filter((id) => !known.has(id)))];
      const scoreParams: LexicalParams = { ...base, idfs };
      const found = missing.length === 0 ? new Map<string, number>()
        : viaFunction ? scoreMap(await lexicalScoresCall(knex, viaFunction, lexicalPlan(scoreParams, true)!, missing))
        : await scoresOfIds(knex, p.scope(knex), missing, scoreParams, cols);
      return new Map(ids.map((id) => [id, known.get(id) ?? found.get(id) ?? 0]));
    },
  };
}

/** The lexical top as a statement of CTEs (bm25-sql.ts), for tables other than the memories'. */
async function topStatement(knex: Knex, params: LexicalParams, perSide: number, cols: MemoryTableColumns): Promise<{ rows: unknown[] }> {
  const ctes = lexicalCtes(params, cols);
  const documents = params.documents;
  // The clock row is always there, so an empty top still tells the instant expiry was judged at.
  const clock = `clock AS (SELECT (extract(epoch FROM now()) * 1000)::float8 AS now_ms)`;
  const idfColumns = documents ? '' : params.lexemes.map((_, i) => `, d.idf${i + 1}`).join('');
  return knex.raw(
    `WITH ${ctes.sql}, ${clock}, top AS (SELECT id, score FROM lexical ORDER BY score DESC, id LIMIT ?)
     SELECT c.now_ms, t.id, t.score${idfColumns} FROM clock c${documents ? '' : ' CROSS JOIN df d'} LEFT JOIN top t ON true
     ORDER BY t.score DESC NULLS LAST, t.id`,
    [...ctes.bindings, perSide],
  ) as Promise<{ rows: unknown[] }>;
}

const scoreMap = (result: { rows: unknown[] }) => new Map((result.rows as Array<{ id: string; score: number | string }>).map((r) => [r.id, scoreOf(r)]));

/** BM25 of some memories of the scope: the lexical CTEs over those memories only, with fixed IDFs. */
async function scoresOfIds(knex: Knex, scope: Knex.Raw, ids: string[], base: LexicalParams, cols: MemoryTableColumns): Promise<Map<string, number>> {
  const among = knex.raw(`? AND ?? = ANY (?::uuid[])`, [scope, cols.id, ids]);
  const ctes = lexicalCtes({ ...base, scope: among }, cols);
  return scoreMap(await knex.raw(`WITH ${ctes.sql} SELECT id, score FROM lexical`, ctes.bindings));
}
