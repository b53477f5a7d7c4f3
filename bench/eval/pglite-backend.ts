/**
 * Retrieval over an in-memory PGlite with the production schema shape: a tsvector column with
 * a GIN index, a pgvector column with an HNSW index and a (scope, created_at, id) index, all
 * conversations in one table told apart by scope (as users/agents are in production), queried
 * with the shipped SQL (src/persistence/repositories/memory-recall/recall-sql.ts) and ranked in the app by
 * `scoreRecallRows`, exactly as the memory service does.
 */
import knexFactory, { type Knex } from 'knex';
import type { EmbeddingProvider } from '../../src/domain/memory/embedding/provider.js';
import { toPgVector } from '../../src/domain/memory/embedding/vector-math.js';
import { fuseScores, lexicalQueryTerms, orTsqueryText, type FusionWeights } from '../../src/domain/memory/ranking/index.js';
import { corpusStatsQuery, fetchRecallCandidates, LexemeDocumentCache, type CorpusStats } from '../../src/persistence/repositories/memory-recall/index.js';
import type { EvalMemory } from './locomo-dataset.js';
import type { KeyedCandidate, RetrievalBackend, RetrievalMode } from './retrieval-backend.js';

/** In-memory by default; with `dataDir` an existing database there is reused as it is. */
export async function openEvalDatabase(dimensions: number, dataDir?: string): Promise<Knex> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const ClientPgLite = (await import('knex-pglite')).default;
  const pglite = await PGlite.create({ dataDir, extensions: { vector } });
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
  await knex.raw('CREATE EXTENSION IF NOT EXISTS vector');
  const existing = await knex.raw(`SELECT 1 FROM pg_tables WHERE tablename = 'memories'`);
  if (existing.rows.length > 0) return knex;
  await knex.raw(`CREATE TABLE memories (
    id bigserial PRIMARY KEY,
    scope_id text NOT NULL,
    key text NOT NULL,
    value text NOT NULL,
    importance real NOT NULL DEFAULT 0.5,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', value)) STORED,
    embedding vector(${Number(dimensions)}),
    UNIQUE (scope_id, key))`);
  await knex.raw('CREATE INDEX memories_search_tsv ON memories USING gin (search_tsv) WITH (fastupdate = off)');
  await knex.raw('CREATE INDEX memories_embedding ON memories USING hnsw (embedding vector_cosine_ops)');
  await knex.raw('CREATE INDEX memories_scope_created ON memories (scope_id, created_at, id)');
  return knex;
}

export class PgliteRetrievalBackend implements RetrievalBackend {
  readonly name = 'pglite (shipped SQL)';
  readonly modes: readonly RetrievalMode[] = ['shipped', 'lexical', 'dense', 'ts_rank_cd'];
  private readonly corpus = new Map<string, CorpusStats>();
  private readonly lexemeDocuments = new LexemeDocumentCache();

  private constructor(private readonly knex: Knex, private readonly embedder: EmbeddingProvider) {}

  static async create(embedder: EmbeddingProvider): Promise<PgliteRetrievalBackend> {
    return new PgliteRetrievalBackend(await openEvalDatabase(embedder.dimensions), embedder);
  }

  async load(scopeId: string, memories: EvalMemory[]): Promise<void> {
    const vectors = await this.embedder.embed(memories.map((m) => m.value));
    // One memory per insert, in conversation order, as an agent would write them.
    for (const [i, m] of memories.entries()) {
      await this.knex('memories').insert({ scope_id: scopeId, key: m.key, value: m.value, embedding: toPgVector(vectors[i]!) });
    }
    await this.knex.raw('ANALYZE memories');
    const stats = await corpusStatsQuery(this.knex, this.scope(scopeId));
    this.corpus.set(scopeId, stats.rows[0] as CorpusStats);
  }

  /** Candidates with raw scores and alignment, for the eval's weight search (fusion itself is pure). */
  async candidates(scopeId: string, query: string): Promise<KeyedCandidate[]> {
    const [vector] = await this.embedder.embed([query]);
    const corpus = this.corpus.get(scopeId);
    if (!corpus) throw new Error(`scope ${scopeId} not loaded`);
    const rows = await this.knex.transaction((trx) => fetchRecallCandidates(trx, {
      scope: this.scope(scopeId), scopeKey: scopeId, terms: lexicalQueryTerms(query), vector: toPgVector(vector!), corpus,
      select: ['key', 'value'], cache: this.lexemeDocuments,
    })) as Array<{ id: unknown; key: string; value: string; lexical: number; dense: number; prev_id: unknown; next_id: unknown }>;
    const alignment = this.embedder.alignmentScores ? await this.embedder.alignmentScores(query, rows.map((r) => r.value)) : undefined;
    const idOf = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return rows.map((r, i) => ({
      id: String(r.id), key: r.key, lexical: r.lexical, dense: r.dense, alignment: alignment?.[i], prevId: idOf(r.prev_id), nextId: idOf(r.next_id),
    }));
  }

  async search(scopeId: string, query: string, mode: RetrievalMode, k: number): Promise<string[]> {
    if (mode === 'ts_rank_cd') return this.tsRankCd(scopeId, query, k);
    return rankCandidates(await this.candidates(scopeId, query), mode).slice(0, k);
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

/** Orders candidates by one side alone or by the shipped fusion; returns memory keys. */
export function rankCandidates(rows: KeyedCandidate[], mode: Exclude<RetrievalMode, 'ts_rank_cd'>, weights?: FusionWeights): string[] {
  if (mode === 'lexical') return rows.filter((r) => r.lexical > 0).sort((a, b) => b.lexical - a.lexical).map((r) => r.key);
  if (mode === 'dense') return [...rows].sort((a, b) => b.dense - a.dense).map((r) => r.key);
  const keyOf = new Map(rows.map((r) => [r.id, r.key]));
  return fuseScores(rows, { weights }).map((f) => keyOf.get(f.id)!);
}
