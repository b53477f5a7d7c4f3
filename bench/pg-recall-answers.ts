/**
 * The ranked answers of a fixed sequence of recalls on a PostgreSQL store, as JSON lines (one
 * recall a line: its ids and scores), to compare two builds on the same store:
 *
 *   tsx bench/pg-recall-answers.ts --dir DIR --database-url URL [--recalls 300] [--k 10] > answers.jsonl
 *
 * The queries are pg-recall-wall.ts's (same seed). DIR as there.
 */
import { mulberry32 } from './lib/prng.js';
import { recallQuery } from './lib/sentences.js';
import { arg, openRecallBench } from './lib/recall-bench-store.js';

const recalls = Number(arg('--recalls', '300'));
const k = Number(arg('--k', '10'));

const { ns, memory, close } = await openRecallBench();
try {
  await memory.embeddings.embed(['warm up']);
  await memory.drainEmbeddings();
  const queries = mulberry32(42 + 99);
  for (let i = 0; i < recalls; i++) {
    const query = recallQuery(queries);
    const hits = await memory.recall(ns, query, { k, scope: 'all' });
    process.stdout.write(`${JSON.stringify({ query, ids: hits.map((h) => h.id), scores: hits.map((h) => h.score) })}\n`);
  }
} finally {
  await close();
}
