import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactLexicalIndex } from '../../../domain/memory/exact-lexical-index.js';
import { ExactVectorIndex } from '../../../domain/memory/exact-vector-index.js';
import { inProcessCandidates } from '../../../domain/memory/in-process-candidates.js';
import { QueryLexemes } from '../../../domain/memory/query-lexemes.js';
import { lexicalQueryTerms, type QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import type { CandidateRow, ReadScope } from '../../../domain/memory/ports.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import type { Database } from '../../db.js';
import { KnexMemorySearchRepository } from '../memory-search-repository.js';
import { KnexEmbeddingRepository, HNSW_INDEX } from '../memory-embedding-repository.js';
import { LexemeDocumentCache } from './recall-candidates.js';
import { preludeLexemes, recallPreludeQuery, usableLexemes } from './recall-sql.js';

// The embedded store's whole candidate round in process (query lexemes from the word
// dictionary, BM25 from the lexical index, exact cosine top, neighbours from the chronological
// order, rows from the index) against the SQL round it replaces, on the real schema. Without
// the HNSW index the SQL's dense top is exact, so both must give the same rows.
const CONTEXT = '00000000-0000-0000-0000-000000000000';
const DIMS = 8;
const WORDS = ['tea', 'coffee', 'hiking', 'running', 'pottery', 'clay', 'class', 'berlin', 'paris', 'flights', 'meeting', 'deadline',
  'sister', 'birthday', 'cakes', 'guitar', 'concert', 'books', 'library', 'dogs', 'vet', 'allergy', 'peanuts', 'soup', 'bread',
  'bike', 'train', 'tickets', 'rain', 'winter', 'beach', 'camping', 'mountain', 'photos', 'camera', 'movie', 'café', 'naïve', 'x2'];
let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const word = () => WORDS[Math.min(WORDS.length - 1, Math.floor(WORDS.length * random() ** 2))]!;
const sentence = () => Array.from({ length: 2 + Math.floor(random() * 10) }, () => word()).join(' ');
const vector = () => {
  const v = Array.from({ length: DIMS }, () => random() - 0.5);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};

let db: Database;
const scope: ReadScope = { contextId: CONTEXT, userId: 'u1', agentNames: ['a', 'global'] };
const workingOnly: ReadScope = { ...scope, scope: 'working' };

/** `sameInstant`: every row written at one created_at (neighbour ties go by id). */
async function insert(agent: string, count: number, options: { expired?: boolean; sameInstant?: boolean } = {}): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => {
    const working = random() < 0.3;
    return {
      id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: agent, key: `k-${randomUUID()}`, value: sentence(),
      scope: working ? 'working' : 'persistent', tags: ['t'], importance: Math.round(random() * 100) / 100,
      expires_at: options.expired ? db.knex.raw("now() - interval '1 hour'") : working ? db.knex.raw("now() + interval '1 day'") : null,
      created_at: options.sameInstant ? db.knex.raw("timestamptz '2026-01-01 00:00:00+00'") : db.knex.raw('clock_timestamp() + make_interval(secs => ?)', [i * (200 + Math.floor(random() * 1700))]),
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.knex('memories').insert(rows.slice(i, i + 200));
}

beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'test') ON CONFLICT DO NOTHING`, [CONTEXT]);
  await insert('a', 900);
  await insert('global', 150);
  await insert('a', 40, { expired: true });
  await insert('a', 30, { sameInstant: true });
  await insert('b', 100);
  if (db.hasVector) {
    await new KnexEmbeddingRepository(db.knex, true).ensureModel('test-model', DIMS);
    await db.knex.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
    const ids = (await db.knex('memories').select('id')).map((r: { id: string }) => r.id);
    // Most memories embedded; a few wait for it (they still compete lexically, with cosine 0).
    const embedded = ids.filter(() => random() < 0.9);
    await db.knex.raw(
      `UPDATE memories m SET embedding = v.e::vector, embedding_model = 'test-model', embedding_pending = false
       FROM unnest(?::uuid[], ?::text[]) AS v(id, e) WHERE m.id = v.id`,
      [embedded, embedded.map(() => `[${vector().join(',')}]`)],
    );
  }
}, 300_000);
afterAll(() => db?.close());

const QUERIES: QueryTerm[][] = [
  ...['What does Caroline think of pottery and clay?', 'tea or coffee in Berlin', 'the camera', 'zzzunknown', 'Café naïve x2 cakes',
    'movies photos camera mountains beach flights tickets'].map((q) => lexicalQueryTerms(q) as QueryTerm[]),
  ['pottery', 'clay', { text: 'class', weight: 0.4 }, { text: 'running', weight: 0.25 }, { text: 'tea', weight: 0.3 }],
  [{ text: 'bread', weight: 0.5 }, 'camera', { text: 'coffee', weight: 0.15 }, { text: 'cakes', weight: 1 }],
];

describe('the in-process candidate round against the SQL round', () => {
  it('turns query words into the prelude\'s lexemes and weights', async () => {
    const dictionary = new QueryLexemes(new KnexMemorySearchRepository(db.knex));
    for (const terms of QUERIES) {
      const prelude = (await recallPreludeQuery(db.knex, terms)).rows[0];
      const all = preludeLexemes(prelude, terms);
      const lexemes = usableLexemes(all.lexemes);
      const mine = await dictionary.resolve(terms);
      expect(mine.lexemes).toEqual(lexemes);
      expect(mine.weights).toEqual(lexemes.map((l) => all.weights[all.lexemes.indexOf(l)]));
    }
  });

  it('gives the SQL\'s rows, scores and neighbour links', async () => {
    const search = new KnexMemorySearchRepository(db.knex);
    const lexical = new ExactLexicalIndex(search);
    const embeddings = new KnexEmbeddingRepository(db.knex, db.hasVector);
    const dense = new ExactVectorIndex(embeddings, 64 * 1024 * 1024);
    const dictionary = new QueryLexemes(search);
    let compared = 0;
    for (const s of [scope, workingOnly]) {
      await lexical.sync(s);
      const view = lexical.view(s)!;
      for (const terms of QUERIES) {
        const q = db.hasVector ? Float32Array.from(vector()) : null;
        const corpus = await search.corpusStats(s);
        expect(view.corpus(Date.now())).toEqual({ documents: corpus.documents, averageLength: expect.closeTo(corpus.averageLength, 9) });
        // The SQL round: BM25 in SQL, the dense top from pgvector (exact without the HNSW index), rows with neighbours and cosines.
        const sqlRanking = await search.rankLexically(s, terms, corpus, 50);
        const sqlTop = q && db.hasVector ? await embeddings.nearest(s, q, 'test-model', 50) : [];
        const viaSql = await search.candidateRows(s, [...sqlRanking.ids, ...sqlTop.map((t) => t.id)], 1800, q ?? undefined);
        const sqlScores = await sqlRanking.scoresOf(viaSql.map((r) => r.id));
        for (const r of viaSql) r.lexical = sqlScores.get(r.id)!;
        // The same round in process, at the SQL's instant.
        const { lexemes, weights } = await dictionary.resolve(terms);
        const now = sqlRanking.now;
        const ranking = lexical.rank(s, { lexemes, weights, commonDocuments: null, now }, corpus, 50)!;
        expect(ranking.ids).toEqual(sqlRanking.ids);
        const top = q ? await dense.topK(s, q, 'test-model', 50) : [];
        const viaIndex = inProcessCandidates({
          scope: s, view, ids: [...ranking.ids, ...top.map((t) => t.id)], now, contextWindowSeconds: 1800,
          cosines: (ids) => (q ? dense.similarities(s, ids, q) : new Map()),
        });
        for (const r of viaIndex) r.lexical = ranking.score(r.id);
        const byId = (a: CandidateRow, b: CandidateRow) => (a.id < b.id ? -1 : 1);
        // Scores within rounding (BM25 in float8 both ways; cosines of float32 vectors here).
        const expected = [...viaSql].sort(byId).map((r) => ({ ...r, lexical: expect.closeTo(r.lexical, 9), dense: expect.closeTo(r.dense, 5) }));
        expect([...viaIndex].sort(byId)).toEqual(expected);
        compared += viaSql.length;
      }
    }
    expect(compared).toBeGreaterThan(QUERIES.length * 40);
  }, 120_000);
});
