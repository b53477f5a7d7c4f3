/**
 * Where the CPU of one recall and one write goes, stage by stage, measured in-process on the
 * bench's own store after the server stopped (PGlite allows one process per data directory):
 * the memory service as the server builds it, its collaborators' methods wrapped by a
 * StageClock (stage-clock.ts), then `recalls` sequential recalls of the bench's queries and
 * `writes` sequential writes of new memories. CPU, not wall time: the machine is shared.
 *
 * What a stage covers (each exclusive of the stages nested in it):
 *   recall   query embedding · corpus statistics · lexical index sync (one SQL gate) ·
 *            query lexemes · lexical ranking · dense top · candidate rows and neighbours, per
 *            round (1 = first, 2 = pseudo-relevance feedback) · word alignment ·
 *            ranking (query terms, cues, feedback words, fusion: the pipeline's own work) ·
 *            service (access check, validation, shaping the hits)
 *   write    embedding (read-your-writes) · history row · row statement (row, tsvector, index
 *            inserts, vector) · duplicate fingerprint lookup · service (validation, cache,
 *            change notification, shaping)
 * HTTP (routing, auth, JSON) is what the server's CPU per request under load adds to these.
 */
import { openBenchStore } from './recall-bench-store.js';
import { mulberry32 } from './prng.js';
import { recallQuery, syntheticMemory } from './sentences.js';
import { StageClock } from './stage-clock.js';
import type { StoreLocation } from './store-setup.js';
import { concurrentWritesMarkdown, localPostmaster, measureConcurrentWrites, type ConcurrentWrites } from './concurrent-writes.js';

export interface StageRow { stage: string; cpuMs: number; calls: number }
export interface StageProfile { recalls: number; writes: number; recall: StageRow[]; write: StageRow[]; recallTotalMs: number; writeTotalMs: number; concurrent?: ConcurrentWrites }

type Any = Record<string, unknown>;

/**
 * `concurrent`: after the sequential writes, that many more from `clients` writers at once (concurrent-writes.ts).
 * `withoutQueryVector`: recall as with a cold model (no query vector: no dense side), for the ranking ledger.
 */
export async function profileStages(
  location: StoreLocation, apiKey: string, seed: number, firstNewIndex: number, recalls = 100, writes = 200, concurrent?: { writes: number; clients: number },
  withoutQueryVector = false,
): Promise<StageProfile> {
  const { db, ns, memory, close } = await openBenchStore(location, apiKey);
  try {
    await memory.embeddings.embed(['warm up']); // a cold model makes recall lexical (embedding-runtime.ts)
    await memory.drainEmbeddings();
    if (withoutQueryVector) (memory.embeddings as unknown as Any).queryVector = async () => null;

    const clock = new StageClock();
    const engine = (memory as unknown as Any).recallEngine as Any;
    const search = memory.stores.search as unknown as Any;
    clock.instrument(memory.embeddings, 'queryVector', 'query embedding');
    clock.instrument(search, 'corpusStats', 'corpus statistics');
    clock.instrument(engine.lexicalIndex as Any, 'sync', 'lexical index sync');
    clock.instrument(engine.lexicalIndex as Any, 'rank', 'lexical ranking');
    clock.instrument(engine.queryLexemes as Any, 'lexemesOf', 'query lexemes');
    clock.instrument(engine.exactIndex as Any, 'topK', 'dense top (in process)');
    clock.instrument(engine.exactIndex as Any, 'similarities', 'dense cosines of the pool (in process)');
    let round = 0;
    const roundName = (base: string) => () => `${base}, round ${round === 1 ? '1' : round === 2 ? '2 (feedback)' : String(round)}`;
    const ranker = search.rankLexically as (...a: unknown[]) => Promise<unknown>;
    search.rankLexically = (...a: unknown[]) => { round++; return clock.measure(roundName('lexical ranking in SQL (lexemes, counts, BM25)')(), () => ranker.apply(search, a)); };
    clock.instrument(search, 'candidateRows', 'candidate rows and neighbours (SQL)');
    clock.instrument(engine, 'round', 'candidate round: in-process rows, neighbours, scores');
    clock.instrument(engine.validity as Any, 'validity', 'fact validity (facts over time)');
    // On the embedded store the engine's validity is held in process: its loads are the statements.
    if (engine.validity !== memory.stores.validity) clock.instrument(memory.stores.validity as unknown as Any, 'ofUser', 'fact validity: loading a user\'s facts (statement)');
    const alignment = memory.embeddings.alignment.bind(memory.embeddings);
    (memory.embeddings as unknown as Any).alignment = () => {
      const a = alignment();
      return a.alignmentScores ? { alignmentScores: clock.wrap('word alignment', a.alignmentScores) } : a;
    };
    clock.instrument(engine, 'recall', 'ranking (terms, cues, feedback words, fusion)');

    const queries = mulberry32(seed + 99);
    for (let i = 0; i < 20; i++) await memory.recall(ns, recallQuery(queries), { k: 5, scope: 'all' }); // warm
    clock.reset();
    let recallTotal = 0;
    for (let i = 0; i < recalls; i++) {
      round = 0;
      const start = process.cpuUsage();
      await clock.measure('service (access, validation, shaping)', () => memory.recall(ns, recallQuery(queries), { k: 5, scope: 'all' }));
      const used = process.cpuUsage(start);
      recallTotal += (used.user + used.system) / 1000;
    }
    const recall = clock.perOperation(recalls);

    // Warm: the first memory that may state a fact loads the sentence model (about 2 s, once).
    for (let i = 0; i < 5; i++) await memory.upsert(ns, { key: 'stages.warm-up', value: `Remind my colleague to call (${i}).` });
    clock.reset();
    clock.instrument(memory.fresh, 'beginWrite', 'embedding (read-your-writes)');
    const repo = memory.stores.memories as unknown as Any;
    const history = repo.history as Any | undefined;
    clock.instrument(history, 'keepPrevious', 'history row');
    clock.instrument(repo, 'upsertRow', 'row statement (row, tsvector, indexes, vector)');
    clock.instrument(repo, 'insertMany', 'row statement of grouped new keys (row, tsvector, indexes, vector)');
    clock.instrument(repo, 'upsert', 'write transaction');
    clock.instrument(repo, 'findDuplicate', 'duplicate fingerprint');
    clock.instrument(repo, 'findDuplicates', 'duplicate fingerprint (grouped)');
    clock.instrument(memory as unknown as Any, 'tellObservers', 'write observers (facts over time)');
    let writeTotal = 0;
    for (let i = 0; i < writes; i++) {
      const m = syntheticMemory(seed, firstNewIndex + i);
      const start = process.cpuUsage();
      await clock.measure('service (validation, cache, notification, shaping)', () => memory.upsert(ns, { key: m.key, value: m.value, tags: m.tags, importance: m.importance }));
      const used = process.cpuUsage(start);
      writeTotal += (used.user + used.system) / 1000;
    }
    const write = clock.perOperation(writes);
    clock.reset();
    const together = concurrent && concurrent.writes > 0
      ? await measureConcurrentWrites((m) => memory.upsert(ns, m), seed, firstNewIndex + writes, concurrent.writes, concurrent.clients, location.databaseUrl ? await localPostmaster(db.knex) : null)
      : undefined;
    return { recalls, writes, recall, write, recallTotalMs: recallTotal / recalls, writeTotalMs: writeTotal / writes, ...(together ? { concurrent: together } : {}) };
  } finally {
    await close();
  }
}

/** The two tables of the bench report. */
export function stageProfileMarkdown(p: StageProfile, serverRecallMs?: number | null, serverWriteMs?: number | null): string {
  const table = (rows: StageRow[], total: number, server: number | null | undefined) => [
    '| Stage | CPU ms per operation | Calls per operation |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.stage} | ${r.cpuMs.toFixed(3)} | ${r.calls.toFixed(2)} |`),
    `| **total in process** | **${total.toFixed(3)}** | |`,
    ...(server ? [`| HTTP and the rest (server CPU per request under load minus the total) | ${Math.max(0, server - total).toFixed(3)} | |`] : []),
  ].join('\n');
  return [
    `One recall (k 5, the bench's queries; mean of ${p.recalls} sequential recalls, in process on the bench's store):`, '',
    table(p.recall, p.recallTotalMs, serverRecallMs), '',
    `One write (new keys; mean of ${p.writes} sequential writes):`, '',
    table(p.write, p.writeTotalMs, serverWriteMs), '',
    ...(p.concurrent ? [concurrentWritesMarkdown(p.concurrent)] : []),
  ].join('\n');
}
