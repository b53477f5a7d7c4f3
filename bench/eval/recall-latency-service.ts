/**
 * Recall latency through the shipped RecallEngine (the memory service's recall path) on the
 * production schema: N synthetic memories in one namespace, then Q recalls timed end to end
 * (query embedding, corpus statistics, SQL, in-process dense side when there is no pgvector,
 * word alignment and fusion).
 *
 *   BENCH_DATABASE_URL=postgres://…/recall_bench tsx bench/eval/recall-latency-service.ts [memories=100000] [queries=200]
 *
 * The database must exist; memories are loaded once and reused by later runs. Same synthetic
 * text as recall-latency.ts (Zipf-sampled GloVe words, deterministic).
 */
import { WordVectorSentenceEmbedder } from '../../src/domain/memory/embedding/builtin/word-vector-sentence-embedder.js';
import { WordVectorTable } from '../../src/domain/memory/embedding/builtin/word-vector-file.js';
import { defaultWordVectorPath } from '../../src/domain/memory/embedding/builtin/prepare-word-vectors.js';
import { LOCAL_CONTEXT_ID } from '../../src/domain/core/contexts.js';
import { RecallEngine } from '../../src/domain/memory/recall-engine.js';
import { ExactVectorIndex } from '../../src/domain/memory/exact-vector-index.js';
import type { EmbeddingRuntime } from '../../src/domain/memory/embedding-runtime.js';
import type { ReadScope } from '../../src/domain/memory/ports.js';
import { openDatabase } from '../../src/persistence/db.js';
import { KnexMemorySearchRepository } from '../../src/persistence/repositories/memory-search-repository.js';
import { KnexEmbeddingRepository } from '../../src/persistence/repositories/memory-embedding-repository.js';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';

const memories = Number(process.argv[2] ?? 100_000);
const queries = Number(process.argv[3] ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL to an existing PostgreSQL database');
const VOCABULARY = 30_000;
const FIRST_CONTENT_RANK = 100;

let seed = 42;
const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const zipfRank = (lo: number) => Math.min(VOCABULARY - 1, Math.floor(lo * Math.pow(VOCABULARY / lo, random())));
const table = new WordVectorTable(await fs.readFile(defaultWordVectorPath()));
const words = Array.from({ length: VOCABULARY }, (_, r) => table.wordAt(r)).map((w) => (/^[a-z]+$/.test(w) ? w : 'note'));
const sentence = (length: number, lo: number) => Array.from({ length }, () => words[zipfRank(lo)]).join(' ');

const embedder = new WordVectorSentenceEmbedder();
const db = await openDatabase({ dataDir: '', databaseUrl, poolMax: 4 });
const knex = db.knex;
const scope: ReadScope = { contextId: LOCAL_CONTEXT_ID, userId: 'bench', agentNames: ['bench'] };
const loaded = Number(((await knex.raw(`SELECT count(*)::int AS n FROM memories WHERE user_id = 'bench'`)).rows[0] as { n: number }).n);
if (loaded === 0) {
  const started = Date.now();
  const base = Date.now() - memories * 60_000;
  for (let offset = 0; offset < memories; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, memories - offset) }, (_, i) => ({ key: `m${offset + i}`, value: sentence(8 + Math.floor(random() * 22), 20) }));
    const vectors = await embedder.embed(batch.map((m) => m.value));
    await knex.batchInsert('memories', batch.map((m, i) => ({
      id: randomUUID(), context_id: LOCAL_CONTEXT_ID, user_id: 'bench', agent_name: 'bench', scope: 'persistent', ...m,
      created_at: new Date(base + (offset + i) * 60_000), updated_at: new Date(base + (offset + i) * 60_000),
      embedding_pending: false, embedding_model: embedder.id,
      embedding: db.vectorColumn ? `[${Array.from(vectors[i]!).join(',')}]` : Buffer.from(vectors[i]!.buffer, vectors[i]!.byteOffset, vectors[i]!.byteLength),
    })), 500);
  }
  await knex.raw('ANALYZE memories');
  console.log(`inserted ${memories} memories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`reusing ${loaded} memories`);
  for (let i = 0; i < loaded; i += 1000) sentence(8 + Math.floor(random() * 22), 20);
}

const runtime = {
  modelId: embedder.id,
  queryVector: async (text: string) => (await embedder.embed([text]))[0]!,
  alignment: () => embedder,
} as unknown as EmbeddingRuntime;
const exact = db.vectorColumn ? null : new ExactVectorIndex(new KnexEmbeddingRepository(knex, false), 512 * 1024 * 1024);
const engine = new RecallEngine({ search: new KnexMemorySearchRepository(knex), embeddings: runtime, exactIndex: exact, vectors: new KnexEmbeddingRepository(knex, db.vectorColumn) });
await engine.recall(scope, 'warm up the caches', 10);

const totals: number[] = [];
for (let q = 0; q < queries; q++) {
  const query = `What did I say about ${sentence(2 + Math.floor(random() * 4), FIRST_CONTENT_RANK)}?`;
  const t0 = performance.now();
  await engine.recall(scope, query, 10);
  totals.push(performance.now() - t0);
}
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
};
console.log(`${db.kind}${db.vectorColumn ? ' + pgvector' : ' (exact in-process cosine)'}: recall over ${loaded || memories} memories, ${queries} queries (ms): p50 ${pct(totals, 0.5)}  p95 ${pct(totals, 0.95)}  max ${pct(totals, 1)}`);
await db.close();
