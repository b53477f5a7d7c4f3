/**
 * Knex implementation of MemorySearchRepository (contract in src/domain/memory/ports.ts).
 * A recall round here is BM25 over the GIN-indexed tsvector (memory-recall/sql-lexical-ranker.ts,
 * the LexicalRanker port in SQL), then the rows of the ids found with their neighbours and,
 * with pgvector, their cosines (memory-recall/candidate-rows-sql.ts); the dense top comes from
 * the embedding store (HNSW) or the in-process vector index.
 */
import type { Knex } from 'knex';
import type {
  CandidateRow, ContextScope, ContextSearchRow, CorpusStats, LexicalRankOptions, LexicalTop, MemoryPostings, MemorySearchRepository, NamespaceRef, PostingsChanges, ReadScope, SearchRow, SnippetMarks,
} from '../../domain/memory/ports.js';
import type { MemoryScope } from '../../domain/memory/types.js';
import type { QueryTerm } from '../../domain/memory/ranking/index.js';
import {
  candidateRowsQuery, corpusStatsQuery, LexemeDocumentCache, namespaceIdsQuery, postingsSinceQuery, rankLexicallyInSql,
} from './memory-recall/index.js';
import { toPgVector } from '../../domain/memory/embedding/vector-math.js';
import { iso, scopeCondition } from './memory-rows.js';
import { anyWordTsquery, headlineOptions, searchAcrossNamespaces } from './memory-context-search.js';
import { searchLongTokens, searchLongTokensAcross } from './memory-long-token-search.js';
import { longTokenQuery } from '../../domain/memory/long-tokens.js';
import { QueryLexemes } from '../../domain/memory/query-lexemes.js';
import { prepared } from '../prepared-statement.js';

const CANDIDATE_COLUMNS = ['agent_name', 'key', 'value', 'scope', 'tags', 'importance', 'updated_at', 'feedback_useful', 'feedback_irrelevant', 'feedback_outdated'];
const CANDIDATE_SELECT = CANDIDATE_COLUMNS.map((c) => `m.${c}`).join(', ');

interface RawCandidate {
  id: string;
  lexical: number | string;
  dense?: number | string | null;
  prev_id?: string | null;
  next_id?: string | null;
  agent_name: string;
  key: string;
  value: string;
  scope: MemoryScope;
  tags: string[] | null;
  importance: number | string;
  updated_at: Date | string;
  feedback_useful: number | string;
  feedback_irrelevant: number | string;
  feedback_outdated: number | string;
}

function toCandidate(row: RawCandidate): CandidateRow {
  const dense = Number(row.dense ?? 0);
  return {
    id: row.id,
    agent_name: row.agent_name,
    key: row.key,
    value: row.value,
    scope: row.scope,
    tags: row.tags ?? [],
    importance: Number(row.importance),
    updated_at: iso(row.updated_at),
    lexical: Number(row.lexical) || 0,
    dense: Number.isFinite(dense) ? dense : 0,
    prevId: row.prev_id ?? null,
    nextId: row.next_id ?? null,
    feedback: { useful: Number(row.feedback_useful), irrelevant: Number(row.feedback_irrelevant), outdated: Number(row.feedback_outdated) },
  };
}

function scopeKey(scope: ReadScope): string {
  return [scope.contextId, scope.userId, [...new Set(scope.agentNames)].sort().join(','), scope.scope ?? ''].join('\u0000');
}

/** Scopes this large or larger are ranked by memory_lexical when they hold half the table (keepsLexicalPlan). */
export const LEXICAL_FUNCTION_MIN_DOCUMENTS = 50_000;

export class KnexMemorySearchRepository implements MemorySearchRepository {
  /** Query words to lexemes, each word asked of the database once (rankLexically needs no prelude statement). */
  private readonly dictionary = new QueryLexemes(this);

  constructor(
    private readonly knex: Knex,
    /** Per-lexeme document counts of large namespaces (memory-recall/recall-candidates.ts). */
    private readonly lexemeDocuments = new LexemeDocumentCache(),
    /** The fewest memories a scope holds for memory_lexical to serve it (see keepsLexicalPlan). */
    private readonly lexicalFunctionMinDocuments = LEXICAL_FUNCTION_MIN_DOCUMENTS,
  ) {}

  /**
   * The planner's estimate of the memory table's rows (pg_class.reltuples; negative before its
   * first analysis), read with every corpusStats: see keepsLexicalPlan.
   */
  private tableRows = -1;

  async corpusStats(scope: ReadScope): Promise<CorpusStats> {
    const stats = corpusStatsQuery(this.knex, scopeCondition(this.knex, scope));
    const result = await this.knex.raw(`SELECT s.*, (SELECT reltuples FROM pg_class WHERE oid = 'memories'::regclass)::float8 AS table_rows FROM (?) s`, [stats]);
    const row = result.rows[0] as { documents: number; averageLength: number; table_rows: number | string | null };
    this.tableRows = Number(row.table_rows ?? -1);
    return { documents: Number(row.documents), averageLength: Number(row.averageLength) };
  }

  /**
   * Whether the BM25 statements run as memory_lexical (migration 0197), whose plan is kept and
   * generic: the full-text index first, the scope as a filter. That is the plan PostgreSQL
   * makes for a scope holding most of the table; for a small scope in a large table it reads
   * the index's hits of every namespace (a 300-memory scope beside 100k: 28 ms executing where
   * the custom plan, intersecting the scope's index, takes 2–7), so those keep the planned statements.
   * Nor does the kept plan pay on a small store: where the one scope is a 10k table it cost
   * 104-106 ms of PostgreSQL CPU per recall against 40-45 ms planned (bench/pg-recall-wall.ts,
   * 2026-11-29), while at 100k it cost 9-11 against 13-14; so it serves scopes of
   * LEXICAL_FUNCTION_MIN_DOCUMENTS or more. A table never analysed is young and small.
   */
  private keepsLexicalPlan(corpus: CorpusStats): boolean {
    return this.tableRows >= 0 && corpus.documents >= this.lexicalFunctionMinDocuments && corpus.documents * 2 >= this.tableRows;
  }

  rankLexically(scope: ReadScope, terms: readonly QueryTerm[], corpus: CorpusStats, perSide: number, options: LexicalRankOptions = {}): Promise<LexicalTop> {
    return rankLexicallyInSql(this.knex, {
      scope: (knex) => scopeCondition(knex, scope), readScope: this.keepsLexicalPlan(corpus) ? scope : undefined, scopeKey: scopeKey(scope), terms, dictionary: this.dictionary, corpus, perSide, floor: options.floor, cache: this.lexemeDocuments,
    });
  }

  async candidateRows(scope: ReadScope, ids: readonly string[], windowSeconds: number, vector?: Float32Array): Promise<CandidateRow[]> {
    if (ids.length === 0) return [];
    // Named: one text per scope shape, and its generic plan is the custom one (pkey, then the neighbours' index).
    const result = await prepared(candidateRowsQuery(this.knex, {
      scope: scopeCondition(this.knex, scope), ids, windowSeconds, vector: vector ? toPgVector(vector) : undefined, select: CANDIDATE_COLUMNS,
    }));
    return (result.rows as RawCandidate[]).map(toCandidate);
  }

  async postingsSince(ns: NamespaceRef, since: string | null): Promise<PostingsChanges> {
    const row = (await postingsSinceQuery(this.knex, ns, since)).rows[0] as { snapshot: string; total: number; changed: unknown };
    const snapshot = String(row.snapshot);
    if (since !== null && snapshot === since) return { snapshot, total: null, changed: [] };
    type Changed = [string, MemoryScope, number | null, number, Array<[string, number]>, string, string, string, string[] | null, number, number, number, number, number, number];
    const changed = (typeof row.changed === 'string' ? JSON.parse(row.changed) : row.changed) as Changed[];
    return {
      snapshot,
      total: Number(row.total),
      changed: changed.map(([id, scope, expiresAt, length, terms, agentName, key, value, tags, importance, updatedAt, createdAt, useful, irrelevant, outdated]): MemoryPostings => ({
        id, scope, expiresAt: expiresAt === null ? Infinity : Number(expiresAt), length: Number(length), lexemes: terms.map((t) => t[0]), tfs: terms.map((t) => Number(t[1])),
        row: {
          id, agent_name: agentName, key, value, scope, tags: tags ?? [], importance: Number(importance), updated_at: new Date(Number(updatedAt)).toISOString(),
          feedback: { useful: Number(useful), irrelevant: Number(irrelevant), outdated: Number(outdated) },
        },
        createdAtMicros: Number(createdAt),
      })),
    };
  }

  async lexemesOf(words: readonly string[]): Promise<Map<string, string[]>> {
    const unique = [...new Set(words)];
    if (unique.length === 0) return new Map();
    const result = await prepared(this.knex.raw(
      `SELECT t.w, tsvector_to_array(to_tsvector('english', t.w)) AS lexemes FROM unnest(?::text[]) AS t(w)`, [unique],
    ));
    return new Map((result.rows as Array<{ w: string; lexemes: string[] }>).map((r) => [r.w, r.lexemes]));
  }

  async memoryIds(ns: NamespaceRef): Promise<string[]> {
    return ((await namespaceIdsQuery(this.knex, ns)).rows as Array<{ id: string }>).map((r) => r.id);
  }

  async candidatesByIds(scope: ReadScope, ids: string[]): Promise<CandidateRow[]> {
    if (ids.length === 0) return [];
    const result = await this.knex.raw(
      `SELECT m.id, 0::float8 AS lexical, ${CANDIDATE_SELECT} FROM memories m WHERE ? AND m.id = ANY (?::uuid[])`,
      [scopeCondition(this.knex, scope), ids],
    );
    return (result.rows as RawCandidate[]).map(toCandidate);
  }

  async search(scope: ReadScope, query: string, limit: number, marks: SnippetMarks): Promise<SearchRow[]> {
    const long = longTokenQuery(query); // tokens the full-text index cannot hold
    if (long) return searchLongTokens(this.knex, scope, long, limit, marks);
    const all = await this.searchWith(scope, `websearch_to_tsquery('english', ?)`, query, limit, marks);
    if (all.length > 0) return all;
    const anyWord = anyWordTsquery(query);
    return anyWord === null ? all : this.searchWith(scope, `to_tsquery('english', ?)`, anyWord, limit, marks);
  }

  searchAcross(scope: ContextScope, query: string, limit: number, marks: SnippetMarks): Promise<ContextSearchRow[]> {
    const long = longTokenQuery(query);
    if (long) return searchLongTokensAcross(this.knex, scope, long, limit, marks);
    return searchAcrossNamespaces(this.knex, scope, query, limit, marks);
  }

  private async searchWith(scope: ReadScope, tsquery: string, text: string, limit: number, marks: SnippetMarks): Promise<SearchRow[]> {
    const options = headlineOptions(marks);
    // Rank and cut first; ts_headline only runs on the rows returned.
    const result = await this.knex.raw(
      `WITH q AS (SELECT ${tsquery} AS q), top AS (
         SELECT id, ts_rank_cd(search_tsv, q.q, 32) AS score, updated_at
         FROM memories, q WHERE ? AND search_tsv @@ q.q
         ORDER BY score DESC, updated_at DESC LIMIT ?
       )
       SELECT m.id, m.agent_name, m.key, m.value, top.score::float8 AS score,
              ts_headline('english', replace(translate(m.value, ?, ''), '<', ?), q.q, ?) AS headline
       FROM top JOIN memories m ON m.id = top.id, q
       ORDER BY top.score DESC, top.updated_at DESC`,
      [text, scopeCondition(this.knex, scope), limit, marks.start + marks.stop + marks.tagOpen, marks.tagOpen, options],
    );
    return (result.rows as Array<{ id: string; agent_name: string; key: string; value: string; score: number; headline: string }>).map((r) => ({
      id: r.id,
      agent_name: r.agent_name,
      key: r.key,
      value: r.value,
      headline: r.headline,
      score: Math.max(0, Math.min(1, Number(r.score))),
    }));
  }
}
