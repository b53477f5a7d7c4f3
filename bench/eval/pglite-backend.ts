/**
 * Retrieval over an in-memory PGlite with the production schema shape: a tsvector column with
 * a GIN index and a pgvector column with an HNSW index, all conversations in one table told
 * apart by scope (as users/agents are in production), queried with the shipped SQL
 * (src/domain/memory/ranking/recall-sql.ts) and fused in the app with `fuseScores`.
 */
import knexFactory, { type Knex } from 'knex';
import type { EmbeddingProvider } from '../../src/domain/memory/embedding/provider.js';
import { toPgVector } from '../../src/domain/memory/embedding/vector-math.js';
import {
  corpusStatsQuery, DENSE_SEARCH_SETTINGS, fuseScores, lexicalQueryTerms, orTsqueryText, recallCandidatesQuery,
  type CorpusStats, type FuseInput,
} from '../../src/domain/memory/ranking/index.js';
import type { EvalMemory } from './locomo-dataset.js';
import type { RetrievalBackend, RetrievalMode } from './retrieval-backend.js';

export interface CandidateRow { key: string; lexical: number; dense: number }

export async function openEvalDatabase(dimensions: number): Promise<Knex> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const ClientPgLite = (await import('knex-pglite')).default;
  const pglite = await PGlite.create({ extensions: { vector } });
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
  await knex.raw('CREATE EXTENSION IF NOT EXISTS vector');
  await knex.raw(`CREATE TABLE memories (
    id bigserial PRIMARY KEY,
    scope_id text NOT NULL,
    key text NOT NULL,
    value text NOT NULL,
    importance real NOT NULL DEFAULT 0.5,
    updated_at timestamptz NOT NULL DEFAULT now(),
    search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', value)) STORED,
    embedding vector(${Number(dimensions)}),
    UNIQUE (scope_id, key))`);
  await knex.raw('CREATE INDEX memories_search_tsv ON memories USING gin (search_tsv)');
  await knex.raw('CREATE INDEX memories_embedding ON memories USING hnsw (embedding vector_cosine_ops)');
  return knex;
}

export class PgliteRetrievalBackend implements RetrievalBackend {
  readonly name = 'pglite (shipped SQL)';
  readonly modes: readonly RetrievalMode[] = ['shipped', 'lexical', 'dense', 'ts_rank_cd'];
  private readonly corpus = new Map<string, CorpusStats>();

  private constructor(private readonly knex: Knex, private readonly embedder: EmbeddingProvider, private readonly fusion?: FuseInput['weights']) {}

  static async create(embedder: EmbeddingProvider, fusion?: FuseInput['weights']): Promise<PgliteRetrievalBackend> {
    return new PgliteRetrievalBackend(await openEvalDatabase(embedder.dimensions), embedder, fusion);
  }

  async load(scopeId: string, memories: EvalMemory[]): Promise<void> {
    const vectors = await this.embedder.embed(memories.map((m) => m.value));
    const rows = memories.map((m, i) => ({ scope_id: scopeId, key: m.key, value: m.value, embedding: toPgVector(vectors[i]!) }));
    await this.knex.batchInsert('memories', rows, 200);
    await this.knex.raw('ANALYZE memories');
    const stats = await corpusStatsQuery(this.knex, this.scope(scopeId));
    this.corpus.set(scopeId, stats.rows[0] as CorpusStats);
  }

  /** Raw per-candidate scores, for the eval's weight search (the fusion itself is pure). */
  async candidates(scopeId: string, query: string): Promise<CandidateRow[]> {
    const [vector] = await this.embedder.embed([query]);
    const corpus = this.corpus.get(scopeId);
    if (!corpus) throw new Error(`scope ${scopeId} not loaded`);
    return this.knex.transaction(async (trx) => {
      for (const setting of DENSE_SEARCH_SETTINGS) await trx.raw(setting);
      const result = await recallCandidatesQuery(trx, {
        scope: this.scope(scopeId), terms: lexicalQueryTerms(query), vector: toPgVector(vector!), corpus, select: ['key'],
      });
      return (result.rows as Array<CandidateRow & { id: unknown }>).map((r) => ({ key: r.key, lexical: r.lexical, dense: r.dense }));
    });
  }

  async search(scopeId: string, query: string, mode: RetrievalMode, k: number): Promise<string[]> {
    if (mode === 'ts_rank_cd') return this.tsRankCd(scopeId, query, k);
    const rows = await this.candidates(scopeId, query);
    return rankCandidates(rows, mode, this.fusion).slice(0, k);
  }

  async close(): Promise<void> {
    await this.knex.destroy();
  }

  private scope(scopeId: string): Knex.Raw {
    return this.knex.raw('scope_id = ?', [scopeId]);
  }

  /** PostgreSQL's own ranking over the same OR query, for comparison. */
  private async tsRankCd(scopeId: string, query: string, k: number): Promise<string[]> {
    const result = await this.knex.raw(
      `SELECT key FROM memories, to_tsquery('english', ?) q
       WHERE scope_id = ? AND search_tsv @@ q ORDER BY ts_rank_cd(search_tsv, q) DESC, id LIMIT ?`,
      [orTsqueryText(lexicalQueryTerms(query)), scopeId, k],
    );
    return (result.rows as Array<{ key: string }>).map((r) => r.key);
  }
}

/** Orders candidate rows by one side or by the fused score. */
export function rankCandidates(rows: CandidateRow[], mode: Exclude<RetrievalMode, 'ts_rank_cd'>, weights?: FuseInput['weights']): string[] {
  if (mode === 'lexical') return rows.filter((r) => r.lexical > 0).sort((a, b) => b.lexical - a.lexical).map((r) => r.key);
  if (mode === 'dense') return [...rows].sort((a, b) => b.dense - a.dense).map((r) => r.key);
  return fuseScores({
    lexical: rows.map((r) => ({ id: r.key, score: r.lexical })),
    dense: rows.map((r) => ({ id: r.key, score: r.dense })),
    weights,
  }).map((f) => f.id);
}
