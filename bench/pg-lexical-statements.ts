/**
 * The recall's BM25 statements alone on a PostgreSQL store, as memory_lexical calls (migration
 * 0197) and as the CTE statements they replace, alternated in one backend: that backend's CPU
 * per lexical top and per scores-of-other-rows call, from /proc (the server on this machine).
 *
 *   tsx bench/pg-lexical-statements.ts --database-url URL [--queries 60] [--passes 3]
 *
 * The scope is the bench namespace's (bench/pg-fill.ts); the queries are pg-recall-wall.ts's.
 */
import fs from 'node:fs';
import knexFactory from 'knex';
import { mulberry32 } from './lib/prng.js';
import { recallQuery } from './lib/sentences.js';
import { arg } from './lib/recall-bench-store.js';
import { lexicalQueryTerms } from '../src/domain/memory/ranking/query-terms.js';
import type { ReadScope } from '../src/domain/memory/ports.js';
import { QueryLexemes } from '../src/domain/memory/query-lexemes.js';
import { KnexMemorySearchRepository } from '../src/persistence/repositories/memory-search-repository.js';
import { scopeCondition } from '../src/persistence/repositories/memory-rows.js';
import { LexemeDocumentCache, rankLexicallyInSql } from '../src/persistence/repositories/memory-recall/index.js';

const queries = Number(arg('--queries', '60'));
const passes = Number(arg('--passes', '3'));
const knex = knexFactory({ client: 'pg', connection: arg('--database-url', ''), pool: { min: 1, max: 1 } });
const scope: ReadScope = { contextId: '00000000-0000-4000-8000-000000000001', userId: 'default_user', agentNames: ['global'] };
const backendCpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, clock ticks of 10 ms
};
try {
  const pid = Number((await knex.raw('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const repo = new KnexMemorySearchRepository(knex);
  const corpus = await repo.corpusStats(scope);
  const dictionary = new QueryLexemes(repo);
  const cache = new LexemeDocumentCache();
  const random = mulberry32(42 + 99);
  const terms = Array.from({ length: queries }, () => lexicalQueryTerms(recallQuery(random)));
  const others = (await knex.raw(`SELECT id FROM memories WHERE agent_name = 'global' ORDER BY md5(id::text) LIMIT 30`)).rows.map((r: { id: string }) => r.id);
  const run = async (viaFunction: boolean) => {
    let tops = 0;
    let scores = 0;
    for (const t of terms) {
      const params = { scope: (k: typeof knex) => scopeCondition(k, scope), scopeKey: 'bench', terms: t, dictionary, corpus, perSide: 50, cache, readScope: viaFunction ? scope : undefined };
      const a = backendCpuMs(pid);
      const top = await rankLexicallyInSql(knex, params);
      const b = backendCpuMs(pid);
      await top.scoresOf(others);
      scores += backendCpuMs(pid) - b;
      tops += b - a;
    }
    return { top: tops / queries, scores: scores / queries };
  };
  await run(false); // counts, words and catalog caches
  await run(true);
  const rows: string[] = ['| pass | CTE statements: top ms | scores ms | memory_lexical: top ms | scores ms |', '| --- | --- | --- | --- | --- |'];
  for (let p = 1; p <= passes; p++) {
    const statements = await run(false);
    const fn = await run(true);
    rows.push(`| ${p} | ${statements.top.toFixed(2)} | ${statements.scores.toFixed(2)} | ${fn.top.toFixed(2)} | ${fn.scores.toFixed(2)} |`);
  }
  process.stdout.write(`${rows.join('\n')}\n`);
} finally {
  await knex.destroy();
}
