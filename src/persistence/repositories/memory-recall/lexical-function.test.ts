import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexicalQueryTerms, type QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import type { CorpusStats, ReadScope } from '../../../domain/memory/ports.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { testTime } from '../../../testing/time-budget.js';
import type { Database } from '../../db.js';
import { KnexMemorySearchRepository } from '../memory-search-repository.js';
import { scopeCondition } from '../memory-rows.js';
import { LexemeDocumentCache } from './recall-candidates.js';
import { rankLexicallyInSql, type SqlRankParams } from './sql-lexical-ranker.js';
import { QueryLexemes } from '../../../domain/memory/query-lexemes.js';
import { zipfText } from '../../../testing/memory/zipf-text.js';

// The BM25 statements as calls of memory_lexical (migration 0197) against the same statements
// written as CTEs (bm25-sql.ts): the same top, in the same order, with the same doubles, and the
// same scores for memories outside it. Over large and small namespaces (lexeme counts or IDFs
// counted over the matched rows), with floors that prune lexemes, weights and a scope filter.
const CONTEXT = '00000000-0000-0000-0000-000000000000';
const VOCABULARY = [
  'note', 'tea', 'coffee', 'hiking', 'running', 'painting', 'pottery', 'support', 'group', 'lake', 'sunrise', 'clay', 'class',
  'week', 'work', 'stress', 'garden', 'tomatoes', 'berlin', 'paris', 'flight', 'meeting', 'project', 'deadline', 'budget',
  'sister', 'brother', 'birthday', 'party', 'cake', 'guitar', 'piano', 'concert', 'book', 'novel', 'library', 'dog', 'cat',
];
// A seeded generator: the same store on every run.
const { random, sentence } = zipfText(VOCABULARY, 7);

let db: Database;
const scope: ReadScope = { contextId: CONTEXT, userId: 'u1', agentNames: ['a', 'global'] };
const workingOnly: ReadScope = { ...scope, scope: 'working' };

beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'test') ON CONFLICT DO NOTHING`, [CONTEXT]);
  for (const [agent, count, expired] of [['a', 4200, false], ['global', 300, false], ['a', 40, true], ['b', 200, false]] as const) {
    for (let start = 0; start < count; start += 500) {
      await db.knex('memories').insert(Array.from({ length: Math.min(500, count - start) }, () => {
        const working = random() < 0.3;
        return {
          id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: agent, key: `k-${randomUUID()}`, value: sentence(),
          scope: working ? 'working' : 'persistent',
          expires_at: expired ? db.knex.raw("now() - interval '1 hour'") : working ? db.knex.raw("now() + interval '1 day'") : null,
        };
      }));
    }
  }
}, testTime(200_000));
afterAll(() => db?.close());

const QUERIES: QueryTerm[][] = [
  ...['pottery and clay class', 'tea or coffee in Berlin', 'note', 'note tea', 'cake party birthday sister', 'library novel book dog cat', 'zzzunknown']
    .map((q) => lexicalQueryTerms(q) as QueryTerm[]),
  ['pottery', 'clay', { text: 'class', weight: 0.4 }, { text: 'painting', weight: 0.25 }, { text: 'note', weight: 0.3 }],
  [{ text: 'guitar piano', weight: 0.5 }, 'concert', { text: 'coffee', weight: 0.15 }],
];

describe('memory_lexical', () => {
  it('ranks and scores as the statements written as CTEs, double for double', async () => {
    const dictionary = new QueryLexemes(new KnexMemorySearchRepository(db.knex));
    for (const s of [scope, workingOnly]) {
      const actual = await new KnexMemorySearchRepository(db.knex).corpusStats(s);
      // The real corpus (above the count threshold: lexeme counts, pruning) and a small one (IDFs counted over `matched`).
      for (const corpus of [actual, { documents: 900, averageLength: actual.averageLength } satisfies CorpusStats]) {
        const cache = new LexemeDocumentCache();
        for (const terms of QUERIES) {
          const params = (floor?: number, readScope?: ReadScope): SqlRankParams => ({
            scope: (knex) => scopeCondition(knex, s), scopeKey: 'k', terms, dictionary, corpus, perSide: 40, floor, cache, readScope,
          });
          const first = await rankLexicallyInSql(db.knex, params());
          for (const floor of [undefined, first.scores[9], first.scores[30]]) {
            const statement = await rankLexicallyInSql(db.knex, params(floor));
            const viaFunction = await rankLexicallyInSql(db.knex, params(floor, s));
            expect(viaFunction.ids).toEqual(statement.ids);
            expect(viaFunction.scores).toEqual(statement.scores);
            // Memories outside the top: some holding the query's words, some not, one outside the scope.
            const others = (await db.knex.raw(`SELECT id FROM memories ORDER BY md5(id::text || ?) LIMIT 60`, [String(floor)])).rows.map((r: { id: string }) => r.id);
            const ids = [...others, ...first.ids.slice(0, 5)];
            const a = await statement.scoresOf(ids);
            const b = await viaFunction.scoresOf(ids);
            expect([...b.entries()]).toEqual([...a.entries()]);
          }
        }
      }
    }
  }, testTime(180_000));

  it('serves the large scopes holding half the table or more, the others by planned statements', async () => {
    await db.knex.raw('ANALYZE memories');
    const statementsOf = async (s: ReadScope, repo = new KnexMemorySearchRepository(db.knex, undefined, 0)) => {
      const statements: string[] = [];
      const listen = (q: { sql: string }) => { statements.push(q.sql); };
      const corpus = await repo.corpusStats(s);
      db.knex.on('query', listen);
      try {
        await repo.rankLexically(s, lexicalQueryTerms('pottery clay'), corpus, 10);
      } finally {
        db.knex.off('query', listen);
      }
      return statements.filter((sql) => !/count\(\*\)::int AS d1|tsvector_to_array/.test(sql));
    };
    expect(await statementsOf(scope)).toEqual([expect.stringMatching(/^SELECT \* FROM memory_lexical\(/)]);
    expect(await statementsOf({ contextId: CONTEXT, userId: 'u1', agentNames: ['b'] })).toEqual([expect.stringMatching(/^WITH matched AS/)]);
    // Below LEXICAL_FUNCTION_MIN_DOCUMENTS (the shipped setting) even the whole table is planned.
    expect(await statementsOf(scope, new KnexMemorySearchRepository(db.knex))).toEqual([expect.stringMatching(/^WITH matched AS/)]);
  }, testTime(60_000));
});
