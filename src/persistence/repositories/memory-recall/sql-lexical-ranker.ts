/**
 * The LexicalRanker port in SQL (src/domain/memory/ports/lexical-ranker.ts): BM25 over the
 * GIN-indexed tsvector (bm25-sql.ts), one transaction per round:
 *
 *   1. recallPreludeQuery     query lexemes, the transaction's clock
 *   2. lexemeDocumentsQuery   capped document count per lexeme (large namespaces only; cached)
 *   3. the lexical CTEs' best `perSide` (ties by id), and without counts each lexeme's IDF
 *
 * A memory found by other means is scored afterwards (scoresOf) by the same formula over
 * those memories only, with the same IDFs (the counts, or the IDFs statement 3 read), so its
 * score is the one the pool's CTE gave it: over every lexeme when it holds a selecting lexeme
 * (also one the floor pruned), 0 otherwise.
 */
import type { Knex } from 'knex';
import type { CorpusStats, LexicalTop } from '../../../domain/memory/ports.js';
import type { QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import { LEXEME_COUNT_MIN_DOCUMENTS } from '../../../domain/memory/query-lexemes.js';
import { COMMON_LEXEME_DOCUMENTS, lexicalCtes, usableLexemes, type LexicalParams } from './bm25-sql.js';
import { countLexemeDocuments, COUNT_GRACE_MS, type LexemeDocumentCache } from './recall-candidates.js';
import { DEFAULT_MEMORY_COLUMNS, type MemoryTableColumns } from './memory-table-columns.js';
import { preludeLexemes, recallPreludeQuery } from './recall-sql.js';

export interface SqlRankParams {
  /** The scope condition on the memory table (unqualified columns), built on the knex given. */
  scope: (knex: Knex) => Knex.Raw;
  /** Identifies the scope for the count cache (same key = same memories). */
  scopeKey: string;
  terms: readonly QueryTerm[];
  corpus: CorpusStats;
  perSide: number;
  floor?: number;
  cache?: LexemeDocumentCache;
  bm25?: { k1: number; b: number };
}

const scoreOf = (row: { score: number | string | null }) => Number(row.score) || 0;

export async function rankLexicallyInSql(knex: Knex, p: SqlRankParams, cols: MemoryTableColumns = DEFAULT_MEMORY_COLUMNS): Promise<LexicalTop> {
  return knex.transaction(async (trx) => {
    const prelude = (await recallPreludeQuery(trx, p.terms)).rows[0] as { now_ms: number | string; lexemes?: string[]; term_lexemes?: string[][] | string | null };
    const now = Number(prelude.now_ms);
    const all = preludeLexemes(prelude, p.terms);
    const lexemes = usableLexemes(all.lexemes);
    const weightOf = new Map(all.lexemes.map((l, i) => [l, all.weights[i]!]));
    const weights = lexemes.map((l) => weightOf.get(l) ?? 1);
    if (lexemes.length === 0) return { ids: [], scores: [], now, scoresOf: async (ids) => new Map(ids.map((id) => [id, 0])) };
    const scope = p.scope(trx);
    const counted = p.corpus.documents >= LEXEME_COUNT_MIN_DOCUMENTS
      ? await countLexemeDocuments(trx, { scope, scopeKey: p.scopeKey, corpus: p.corpus, cache: p.cache }, lexemes, cols)
      : undefined;
    const documents = counted?.map((c) => c.documents);
    // Bounds below the cap saw every memory holding the lexeme when counted; later writes still select.
    const postings = counted?.map((c) => (c.documents < COMMON_LEXEME_DOCUMENTS ? { maxTf: c.maxTf, minLength: c.minLength } : undefined));
    const oldest = counted && counted.length > 0 ? Math.min(...counted.map((c) => c.at)) : undefined;
    const base: LexicalParams = { scope, lexemes, weights, corpus: p.corpus, documents, bm25: p.bm25 };
    const ctes = lexicalCtes({
      ...base,
      // The floor holds for the lexemes the previous round asked; it may not when one was dropped.
      floor: lexemes.length === new Set(all.lexemes).size ? p.floor : undefined,
      postings, recentSince: oldest === undefined ? undefined : new Date(oldest - COUNT_GRACE_MS).toISOString(),
    }, cols);
    const idfColumns = documents ? '' : lexemes.map((_, i) => `, d.idf${i + 1}`).join('');
    const result = await trx.raw(
      documents
        ? `WITH ${ctes.sql} SELECT id, score FROM lexical ORDER BY score DESC, id LIMIT ?`
        : `WITH ${ctes.sql}, top AS (SELECT id, score FROM lexical ORDER BY score DESC, id LIMIT ?)
           SELECT t.id, t.score${idfColumns} FROM df d LEFT JOIN top t ON true ORDER BY t.score DESC NULLS LAST, t.id`,
      [...ctes.bindings, p.perSide],
    );
    const rows = (result.rows as Array<Record<string, unknown> & { id: string | null; score: number | string | null }>);
    const top = rows.filter((r) => r.id !== null);
    const idfs = documents ? undefined : lexemes.map((_, i) => Number(rows[0]![`idf${i + 1}`]));
    const known = new Map(top.map((r) => [r.id!, scoreOf(r)]));
    return {
      ids: top.map((r) => r.id!),
      scores: top.map(scoreOf),
      now,
      scoresOf: async (ids) => {
        const missing = [...new Set(ids.filter((id) => !known.has(id)))];
        const found = missing.length > 0 ? await scoresOfIds(knex, p.scope(knex), missing, { ...base, idfs }, cols) : new Map<string, number>();
        return new Map(ids.map((id) => [id, known.get(id) ?? found.get(id) ?? 0]));
      },
    };
  });
}

/** BM25 of some memories of the scope: the lexical CTEs over those memories only, with fixed IDFs. */
async function scoresOfIds(knex: Knex, scope: Knex.Raw, ids: string[], base: LexicalParams, cols: MemoryTableColumns): Promise<Map<string, number>> {
  const among = knex.raw(`? AND ?? = ANY (?::uuid[])`, [scope, cols.id, ids]);
  const ctes = lexicalCtes({ ...base, scope: among }, cols);
  const result = await knex.raw(`WITH ${ctes.sql} SELECT id, score FROM lexical`, ctes.bindings);
  return new Map((result.rows as Array<{ id: string; score: number | string }>).map((r) => [r.id, scoreOf(r)]));
}
