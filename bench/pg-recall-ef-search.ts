/**
 * What pgvector's `hnsw.ef_search` keeps of recall, and what it costs, on a PostgreSQL store:
 *
 *   tsx bench/pg-recall-ef-search.ts --dir DIR --database-url URL [--recalls 300] [--settings 400,200,100,60,40]
 *
 * DIR is a store bench/pg-fill.ts kept (BENCH_FILL_KEEP) or bench/stages.ts filled. The same
 * `recalls` queries run first with the dense top searched exactly (the HNSW index switched off
 * for that statement: a sequential scan), then once per setting. Per setting: how much of the
 * exact dense top 50 the HNSW top 50 keeps, how much of each recall's answer (its top 5 and top
 * 10 ids, in order or not) is the exact run's, and the PostgreSQL and node CPU per recall.
 */
import os from 'node:os';
import { HNSW_SETTINGS } from '../src/persistence/repositories/memory-recall/index.js';
import { KnexEmbeddingRepository } from '../src/persistence/repositories/memory-embedding-repository.js';
import { scopeCondition } from '../src/persistence/repositories/memory-rows.js';
import { toPgVector } from '../src/domain/memory/embedding/vector-math.js';
import { mulberry32 } from './lib/prng.js';
import { recallQuery } from './lib/sentences.js';
import { localPostmaster, serverCpuMs } from './lib/concurrent-writes.js';
import { arg, openRecallBench } from './lib/recall-bench-store.js';

const recalls = Number(arg('--recalls', '300'));
const settings = arg('--settings', '400,200,100,60,40').split(',').map((s) => s.trim());
const DENSE = 50;

const { db, ns, memory, close } = await openRecallBench();
const settingsTable = HNSW_SETTINGS as Record<string, string>;
const shipped = settingsTable['hnsw.ef_search']!;
try {
  // The dense top, exactly: the same statement with index scans off (pgvector's HNSW index serves only those).
  const hnswNearest = KnexEmbeddingRepository.prototype.nearest;
  const exactDense = new Map<string, string[]>();
  const kept: number[] = [];
  let mode: 'exact' | 'hnsw' = 'exact';
  KnexEmbeddingRepository.prototype.nearest = async function (this: KnexEmbeddingRepository, scope, vector, modelId, limit, excludeId) {
    const literal = toPgVector(vector);
    if (mode === 'hnsw') {
      const found = await hnswNearest.call(this, scope, vector, modelId, limit, excludeId);
      const exact = exactDense.get(literal);
      if (exact) kept.push(found.filter((f) => exact.includes(f.id)).length / Math.max(1, Math.min(exact.length, limit)));
      return found;
    }
    const rows = await db.knex.transaction(async (trx) => {
      await trx.raw(`SELECT set_config('enable_indexscan', 'off', true)`);
      return (await trx.raw(
        `SELECT id, (1 - (embedding <=> ?::vector))::float8 AS similarity FROM memories
         WHERE ? AND embedding IS NOT NULL AND embedding_model = ? AND id <> ?::uuid
         ORDER BY embedding <=> ?::vector, id LIMIT ?`,
        [literal, scopeCondition(trx, scope), modelId, excludeId ?? '00000000-0000-0000-0000-000000000000', literal, Math.max(limit, DENSE)],
      )).rows as Array<{ id: string; similarity: number }>;
    });
    exactDense.set(literal, rows.map((r) => r.id));
    return rows.slice(0, limit).map((r) => ({ id: r.id, similarity: Number(r.similarity) }));
  };

  const postmaster = await localPostmaster(db.knex);
  const serverCpu = () => (postmaster === null ? 0 : [...serverCpuMs(postmaster).values()].reduce((a, p) => a + p.ms, 0));
  const run = async () => {
    const queries = mulberry32(42 + 99);
    const answers: string[][] = [];
    const server0 = serverCpu();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < recalls; i++) answers.push((await memory.recall(ns, recallQuery(queries), { k: 10, scope: 'all' })).map((h) => h.id));
    const cpu = process.cpuUsage(cpu0);
    return { answers, serverMs: (serverCpu() - server0) / recalls, nodeMs: (cpu.user + cpu.system) / 1000 / recalls };
  };
  const exact = await run();
  const overlap = (answers: string[][], k: number, ordered: boolean) => answers.reduce((sum, a, i) => {
    const want = exact.answers[i]!.slice(0, k);
    const got = a.slice(0, k);
    const same = ordered ? got.filter((id, j) => want[j] === id).length : got.filter((id) => want.includes(id)).length;
    return sum + (want.length === 0 ? 1 : same / want.length);
  }, 0) / answers.length;

  mode = 'hnsw';
  const out = [
    `${recalls} recalls (k 10) per setting, load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}; exact run: PostgreSQL CPU ${exact.serverMs.toFixed(1)} ms, node CPU ${exact.nodeMs.toFixed(1)} ms per recall`,
    '',
    `| \`hnsw.ef_search\` | exact dense top ${DENSE} within the HNSW top ${DENSE} | answer top 5 = exact's (same ids) | top 5 in the same order | top 10 (same ids) | PostgreSQL CPU ms per recall | node CPU ms per recall |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const setting of settings) {
    settingsTable['hnsw.ef_search'] = setting;
    kept.length = 0;
    const r = await run();
    const dense = kept.reduce((a, b) => a + b, 0) / Math.max(1, kept.length);
    out.push(`| ${setting}${setting === shipped ? ' (before)' : ''} | ${dense.toFixed(3)} | ${overlap(r.answers, 5, false).toFixed(3)} | ${overlap(r.answers, 5, true).toFixed(3)} | ${overlap(r.answers, 10, false).toFixed(3)} | ${r.serverMs.toFixed(1)} | ${r.nodeMs.toFixed(1)} |`);
    process.stderr.write(`${out[out.length - 1]}\n`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
} finally {
  settingsTable['hnsw.ef_search'] = shipped;
  await close();
}
