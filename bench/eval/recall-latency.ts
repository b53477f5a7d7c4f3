/**
 * Recall latency at scale: N synthetic memories in one scope of an in-memory PGlite (the
 * eval schema), then Q recalls timed end to end: query embedding + the shipped SQL +
 * word alignment + fusion. Memories are Zipf-sampled sentences over the GloVe vocabulary, so
 * term frequencies look like natural text (a few very common words, a long tail).
 *
 *   tsx bench/eval/recall-latency.ts [memories=100000] [queries=200]
 *   BENCH_DATA_DIR=/tmp/recall-100k tsx bench/eval/recall-latency.ts   keeps (and reuses) the loaded store:
 *   building the HNSW index over 100k vectors takes minutes in PGlite
 *
 * PGlite is single-threaded WebAssembly; a PostgreSQL server runs the same plan faster.
 */
import { WordVectorSentenceEmbedder } from '../../src/domain/memory/embedding/builtin/word-vector-sentence-embedder.js';
import { WordVectorTable } from '../../src/domain/memory/embedding/builtin/word-vector-file.js';
import { defaultWordVectorPath } from '../../src/domain/memory/embedding/builtin/prepare-word-vectors.js';
import { toPgVector } from '../../src/domain/memory/embedding/vector-math.js';
import { lexicalQueryTerms } from '../../src/domain/memory/ranking/index.js';
import { corpusStatsQuery, fetchRecallCandidates, LexemeDocumentCache, type CorpusStats } from '../../src/persistence/repositories/memory-recall/index.js';
import { scoreRecallRows, type RecallRow } from '../../src/domain/memory/ranking/score-recall-rows.js';
import { openEvalDatabase } from './pglite-backend.js';
import fs from 'node:fs/promises';

const memories = Number(process.argv[2] ?? 100_000);
const queries = Number(process.argv[3] ?? 200);
const VOCABULARY = 30_000;
const FIRST_CONTENT_RANK = 100; // skip punctuation and the commonest function words for realism of queries

// Deterministic PRNG so runs are comparable.
let seed = 42;
const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const zipfRank = (lo: number) => Math.min(VOCABULARY - 1, Math.floor(lo * Math.pow(VOCABULARY / lo, random())));

const table = new WordVectorTable(await fs.readFile(defaultWordVectorPath()));
const words = Array.from({ length: VOCABULARY }, (_, r) => table.wordAt(r)).map((w) => (/^[a-z]+$/.test(w) ? w : 'note'));
const sentence = (length: number, lo: number) => Array.from({ length }, () => words[zipfRank(lo)]).join(' ');

const embedder = new WordVectorSentenceEmbedder();
const dataDir = process.env.BENCH_DATA_DIR;
const knex = await openEvalDatabase(embedder.dimensions, dataDir);
const loaded = Number(((await knex.raw('SELECT count(*)::int AS n FROM memories')).rows[0] as { n: number }).n);
if (loaded === 0) {
  await knex.raw('DROP INDEX memories_embedding');
  let started = Date.now();
  for (let offset = 0; offset < memories; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, memories - offset) }, (_, i) => ({ key: `m${offset + i}`, value: sentence(8 + Math.floor(random() * 22), 20) }));
    const vectors = await embedder.embed(batch.map((m) => m.value));
    await knex.batchInsert('memories', batch.map((m, i) => ({ scope_id: 'bench', ...m, embedding: toPgVector(vectors[i]!) })), 500);
  }
  console.log(`inserted ${memories} memories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await knex.raw('CREATE INDEX memories_embedding ON memories USING hnsw (embedding vector_cosine_ops)');
  await knex.raw('ANALYZE memories');
  console.log(`HNSW index + ANALYZE in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`reusing ${loaded} memories in ${dataDir}`);
  for (let i = 0; i < loaded; i += 1000) sentence(8 + Math.floor(random() * 22), 20); // same query stream as a fresh run
}

const scope = knex.raw('scope_id = ?', ['bench']);
const corpus = (await corpusStatsQuery(knex, scope)).rows[0] as CorpusStats;
const cache = new LexemeDocumentCache();
const phases = { embed: [] as number[], sql: [] as number[], rank: [] as number[], total: [] as number[] };
for (let q = 0; q < queries; q++) {
  const query = `What did I say about ${sentence(2 + Math.floor(random() * 4), FIRST_CONTENT_RANK)}?`;
  const t0 = performance.now();
  const [vector] = await embedder.embed([query]);
  const t1 = performance.now();
  const rows = await knex.transaction((trx) => fetchRecallCandidates(trx, {
    scope, scopeKey: 'bench', terms: lexicalQueryTerms(query), vector: toPgVector(vector!), corpus, select: ['value'], cache,
  })) as RecallRow[];
  const t2 = performance.now();
  await scoreRecallRows(rows, query, embedder);
  const t3 = performance.now();
  phases.embed.push(t1 - t0);
  phases.sql.push(t2 - t1);
  phases.rank.push(t3 - t2);
  phases.total.push(t3 - t0);
}
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
};
console.log(`recall over ${loaded || memories} memories, ${queries} queries (ms):`);
for (const [phase, values] of Object.entries(phases)) console.log(`  ${phase.padEnd(6)} p50 ${pct(values, 0.5)}  p95 ${pct(values, 0.95)}  max ${pct(values, 1)}`);
await knex.destroy();
