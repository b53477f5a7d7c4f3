/**
 * Wall time of recall on a PostgreSQL store, and where it goes statement by statement:
 *
 *   tsx bench/pg-recall-wall.ts --dir DIR --database-url URL [--recalls 200] [--clients 32] [--seconds 10] [--warm 20]
 *
 * DIR is a store bench/stages.ts filled (it keeps the API key). Runs `recalls` sequential
 * recalls of the bench's queries in process (no HTTP) and prints their wall p50 / p95 / mean,
 * the node's CPU per recall, and per kind of statement its round trips per recall and wall
 * time (from knex's query / query-response events: send to answer, pool wait excluded). Then
 * `clients` concurrent recall loops for `seconds`: recalls per second and their p50 / p95.
 * When the server runs on this machine, its CPU per sequential recall too (every process of
 * its postmaster, from /proc): on a shared machine CPU moves less with the load than wall time.
 * stages.ts gives CPU only; on PostgreSQL most of a recall's wall time is the server's.
 * `warm` recalls run first, unmeasured: a fresh process counts each new query word's documents
 * once (cached five minutes), and the bench's queries bring new words for a few hundred recalls;
 * --warm 300 measures a server past that.
 */
import { mulberry32 } from './lib/prng.js';
import { recallQuery } from './lib/sentences.js';
import { localPostmaster, serverCpuMs } from './lib/concurrent-writes.js';
import { arg, openRecallBench } from './lib/recall-bench-store.js';

const recalls = Number(arg('--recalls', '200'));
const clients = Number(arg('--clients', '32'));
const seconds = Number(arg('--seconds', '10'));
const warm = Number(arg('--warm', '20'));

/** A short name for a statement, from its text. */
function kindOf(sql: string): string {
  const s = sql.replace(/\s+/g, ' ').trim();
  if (/^(BEGIN|COMMIT|ROLLBACK)/i.test(s)) return s.split(' ')[0]!.toUpperCase();
  if (/^SET LOCAL/i.test(s)) return 'SET LOCAL';
  if (/set_config/.test(s) && /tsvector_to_array/.test(s)) return 'lexical prelude (settings, lexemes, clock)';
  if (/count\(\*\)::int AS d1/.test(s)) return 'lexeme document counts';
  if (/ORDER BY embedding <=>/.test(s)) return 'dense top (HNSW)';
  if (/memory_lexical\(/.test(s)) return 'lexical tops and scores (memory_lexical)';
  if (/lexical_top|FROM lexical ORDER BY score/.test(s)) return 'lexical top (BM25)';
  if (/^WITH matched/.test(s) && /= ANY/.test(s)) return 'lexical scores of other rows';
  if (/^WITH linked/.test(s)) return 'candidate rows and neighbours';
  if (/memory_facts/.test(s)) return 'fact validity';
  if (/tsvector_to_array\(to_tsvector\('english', t\.w\)\)/.test(s)) return 'query lexemes';
  return s.slice(0, 60);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

const { db, ns, memory, close } = await openRecallBench();
try {
  await memory.embeddings.embed(['warm up']);
  await memory.drainEmbeddings();

  const started = new Map<string, { at: number; kind: string }>();
  const perKind = new Map<string, { ms: number; calls: number }>();
  let counting = false;
  db.knex.on('query', (q: { __knexQueryUid: string; sql: string }) => { started.set(q.__knexQueryUid, { at: performance.now(), kind: kindOf(q.sql) }); });
  db.knex.on('query-response', (_r: unknown, q: { __knexQueryUid: string }) => {
    const s = started.get(q.__knexQueryUid);
    started.delete(q.__knexQueryUid);
    if (!s || !counting) return;
    const t = perKind.get(s.kind) ?? { ms: 0, calls: 0 };
    t.ms += performance.now() - s.at;
    t.calls++;
    perKind.set(s.kind, t);
  });

  const queries = mulberry32(42 + 99);
  const recallOnce = () => memory.recall(ns, recallQuery(queries), { k: 5, scope: 'all' });
  for (let i = 0; i < warm; i++) await recallOnce();
  counting = true;
  const walls: number[] = [];
  const postmaster = await localPostmaster(db.knex);
  const serverCpu = () => (postmaster === null ? 0 : [...serverCpuMs(postmaster).values()].reduce((a, p) => a + p.ms, 0));
  const server0 = serverCpu();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < recalls; i++) {
    const t = performance.now();
    await recallOnce();
    walls.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  const serverMs = (serverCpu() - server0) / recalls;
  counting = false;
  const out: string[] = [];
  const mean = walls.reduce((a, b) => a + b, 0) / walls.length;
  out.push(`${recalls} sequential recalls: wall p50 ${quantile(walls, 0.5).toFixed(1)} ms, p95 ${quantile(walls, 0.95).toFixed(1)} ms, mean ${mean.toFixed(1)} ms; node CPU ${((cpu.user + cpu.system) / 1000 / recalls).toFixed(1)} ms per recall${postmaster === null ? '' : `, PostgreSQL CPU ${serverMs.toFixed(1)} ms per recall`}`, '');
  out.push('| Statement | Round trips per recall | Wall ms per recall |', '| --- | --- | --- |');
  let total = 0;
  for (const [kind, t] of [...perKind].sort((a, b) => b[1].ms - a[1].ms)) {
    total += t.ms;
    out.push(`| ${kind} | ${(t.calls / recalls).toFixed(2)} | ${(t.ms / recalls).toFixed(2)} |`);
  }
  out.push(`| **all statements** | ${([...perKind.values()].reduce((a, t) => a + t.calls, 0) / recalls).toFixed(2)} | **${(total / recalls).toFixed(2)}** |`, '');
  process.stdout.write(`${out.join('\n')}\n`);

  if (clients > 0 && seconds > 0) {
    const until = performance.now() + seconds * 1000;
    const loaded: number[] = [];
    await Promise.all(Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await recallOnce();
        loaded.push(performance.now() - t);
      }
    }));
    process.stdout.write(`${clients} concurrent clients for ${seconds} s: ${(loaded.length / seconds).toFixed(1)} recalls/s, p50 ${quantile(loaded, 0.5).toFixed(0)} ms, p95 ${quantile(loaded, 0.95).toFixed(0)} ms\n`);
  }
} finally {
  await close();
}
