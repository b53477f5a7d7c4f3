import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactLexicalIndex } from '../../../domain/memory/exact-lexical-index.js';
import { lexicalQueryTerms, type QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import type { CandidateRow, LexicalRanking, ReadScope } from '../../../domain/memory/ports.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import type { Database } from '../../db.js';
import { KnexMemorySearchRepository } from '../memory-search-repository.js';
import { LexemeDocumentCache } from './recall-candidates.js';
import { testTime } from '../../../testing/time-budget.js';

// The in-process BM25 index against the SQL it replaces, on the real schema: same candidates,
// same lexical scores, before and after writes, updates, deletes and expiry, and after writes
// that keep an old time (as an import does) balanced by deletions.
const CONTEXT = '00000000-0000-0000-0000-000000000000';
const VOCABULARY = [
  'note', 'tea', 'coffee', 'hiking', 'running', 'painting', 'pottery', 'support', 'group', 'lake', 'sunrise', 'clay', 'class',
  'week', 'work', 'stress', 'garden', 'tomatoes', 'berlin', 'paris', 'flight', 'meeting', 'project', 'deadline', 'budget',
  'sister', 'brother', 'birthday', 'party', 'cake', 'guitar', 'piano', 'concert', 'book', 'novel', 'library', 'dog', 'cat',
  'vet', 'doctor', 'dentist', 'allergy', 'peanuts', 'vegetarian', 'recipe', 'soup', 'bread', 'bike', 'train', 'ticket',
  'rain', 'snow', 'winter', 'summer', 'beach', 'camping', 'tent', 'mountain', 'photo', 'camera', 'movie', 'series',
];
// A seeded generator: the same store on every run.
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
/** Zipf-like: the first words are common (over 1000 memories), the last rare. */
const word = () => VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(VOCABULARY.length * random() ** 2.2))]!;
const sentence = () => Array.from({ length: 3 + Math.floor(random() * 14) }, () => word()).join(' ');

let db: Database;
const scope: ReadScope = { contextId: CONTEXT, userId: 'u1', agentNames: ['a', 'global'] };
const workingOnly: ReadScope = { ...scope, scope: 'working' };

/** `updatedAt`: the time written rows keep (an import keeps its record's); default now(). */
async function insert(agent: string, count: number, expired = false, updatedAt?: Knex.Raw): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const working = random() < 0.3;
      return {
        id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: agent, key: `k-${randomUUID()}`, value: sentence(),
        scope: working ? 'working' : 'persistent',
        expires_at: expired ? db.knex.raw("now() - interval '1 hour'") : working ? db.knex.raw("now() + interval '1 day'") : null,
        created_at: db.knex.raw('clock_timestamp() + make_interval(secs => ?)', [(start + i) * 7]),
        ...(updatedAt ? { updated_at: updatedAt } : {}),
      };
    });
    await db.knex('memories').insert(rows);
  }
}

beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'test') ON CONFLICT DO NOTHING`, [CONTEXT]);
  await insert('a', 4200);
  await insert('global', 400);
  await insert('a', 50, true);
  await insert('b', 300); // another agent: never in the scope
}, testTime(200_000));
afterAll(() => db?.close());

const QUERIES: QueryTerm[][] = [
  ...['What does Caroline think of pottery and clay?', 'tea or coffee in Berlin', 'note', 'note tea coffee', 'peanuts allergy vegetarian soup',
    'camping tent mountain winter', 'running hiking support group lake', 'the camera', 'zzzunknown', 'series movie photo camera mountain beach']
    .map((q) => lexicalQueryTerms(q) as QueryTerm[]),
  // Feedback- and expansion-weighted words, as the ranking pipeline sends them.
  ['pottery', 'clay', { text: 'class', weight: 0.4 }, { text: 'painting', weight: 0.25 }, { text: 'note', weight: 0.3 }],
  ['dentist', { text: 'doctor', weight: 0.7 }, { text: 'allergy peanuts', weight: 0.35 }, { text: 'tea', weight: 0.2 }],
  [{ text: 'bread soup recipe', weight: 0.5 }, 'camera', { text: 'coffee', weight: 0.15 }],
];

/**
 * One query both ways in one transaction, so both judge expiry at the same instant (the index
 * ranks at the SQL transaction's clock); the index looks at the table first.
 */
async function compare(index: ExactLexicalIndex, s: ReadScope, terms: readonly QueryTerm[]): Promise<{ ids: number; fromIndex: boolean }> {
  await index.sync(s);
  let fromIndex = false;
  const { viaSql, viaIndex } = await db.knex.transaction(async (trx) => {
    // A fresh count cache each time: the SQL side counts documents now, as the index does.
    const repo = new KnexMemorySearchRepository(trx, new LexemeDocumentCache());
    const corpus = await repo.corpusStats(s);
    return {
      viaSql: await repo.hybridCandidates(s, terms, null, corpus, 50),
      viaIndex: await repo.hybridCandidatesWith(s, terms, null, corpus, 50, (q) => {
        const ranked = index.rank(s, q, corpus, 50);
        fromIndex = ranked !== null;
        return ranked;
      }),
    };
  });
  const byId = (rows: CandidateRow[]) => new Map(rows.map((r) => [r.id, r]));
  const sql = byId(viaSql);
  const mine = byId(viaIndex);
  expect([...mine.keys()].sort()).toEqual([...sql.keys()].sort());
  for (const [id, row] of sql) {
    const other = mine.get(id)!;
    expect(Math.abs(other.lexical - row.lexical)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(row.lexical)));
    expect([other.prevId, other.nextId]).toEqual([row.prevId, row.nextId]);
  }
  return { ids: sql.size, fromIndex };
}

describe('ExactLexicalIndex against the SQL lexical side', () => {
  it('gives the same candidates and BM25 scores, before and after writes, updates, deletes and expiry', async () => {
    const index = new ExactLexicalIndex(new KnexMemorySearchRepository(db.knex), db.localWrites);
    let ranked = 0;
    const runAll = async () => {
      for (const s of [scope, workingOnly]) for (const terms of QUERIES) {
        const { ids, fromIndex } = await compare(index, s, terms);
        if (fromIndex && ids > 0) ranked++;
      }
    };
    await runAll();
    // Writes after loading: new memories, changed values, deletions, memories about to expire.
    await insert('a', 300);
    await insert('global', 40);
    const some = (await db.knex('memories').where({ agent_name: 'a' }).select('id').orderBy('id').limit(400)).map((r: { id: string }) => r.id);
    for (const id of some.slice(0, 150)) await db.knex('memories').where({ id }).update({ value: sentence(), updated_at: db.knex.fn.now() });
    await db.knex('memories').whereIn('id', some.slice(150, 300)).del();
    await db.knex('memories').whereIn('id', some.slice(300, 320)).update({ scope: 'working', expires_at: db.knex.raw("now() + interval '1 second'"), updated_at: db.knex.fn.now() });
    await runAll();
    await new Promise((r) => setTimeout(r, 1100)); // those 20 have expired
    await runAll();
    // Writes that keep an old time, as an import keeps its record's updated_at: changed values,
    // and as many new memories as deleted ones, so neither the clock nor the row count shows them.
    const longAgo = () => db.knex.raw("now() - interval '30 days'");
    for (const [agent, n] of [['a', 40], ['global', 20]] as const) {
      const ids = (await db.knex('memories').where({ agent_name: agent }).select('id').orderBy('id', 'desc').limit(2 * n)).map((r: { id: string }) => r.id);
      for (const id of ids.slice(0, n)) await db.knex('memories').where({ id }).update({ value: sentence(), updated_at: longAgo() });
      await db.knex('memories').whereIn('id', ids.slice(n)).del();
      await insert(agent, n, false, longAgo());
    }
    await runAll();
    expect(ranked).toBeGreaterThan(QUERIES.length * 4);
  }, testTime(300_000));

  it('goes on from a ranking whose query it extends (the feedback round) with the same results as ranking anew', async () => {
    const repo = new KnexMemorySearchRepository(db.knex);
    const index = new ExactLexicalIndex(repo, db.localWrites);
    await index.sync(scope);
    const found = await repo.lexemesOf(['coffee', 'hiking', 'tent', 'pottery', 'note', 'library', 'camera']);
    const lexemes = (words: string[]) => words.flatMap((w) => found.get(w) ?? []);
    const corpus = index.view(scope)!.corpus(Date.now());
    const now = Date.now();
    const query = (words: string[], weights: number[]) => ({ lexemes: lexemes(words), weights, commonDocuments: 1000, now });
    const first = query(['tent', 'pottery'], [1, 1]);
    const second = query(['tent', 'pottery', 'note', 'library', 'camera'], [1, 1, 0.4, 0.7, 0.2]);
    expect(second.lexemes).toHaveLength(5);
    const same = (a: LexicalRanking, b: LexicalRanking) => {
      expect(a.ids).toEqual(b.ids);
      expect(a.scores).toEqual(b.scores);
      for (const id of [...a.ids, ...b.ids]) expect(a.score(id)).toBe(b.score(id));
    };
    for (const s of [scope, workingOnly]) {
      const r1 = index.rank(s, first, corpus, 50)!;
      const anew = index.rank(s, second, corpus, 50)!;
      same(index.rank(s, second, corpus, 50, r1)!, anew);
      // A memory written between the rounds: the sums are not reused, the new one counts.
      await insert('a', 3);
      await index.sync(s);
      const after = index.rank(s, second, corpus, 50, r1)!;
      same(after, index.rank(s, second, corpus, 50)!);
    }
    // A query that changes an earlier lexeme's weight is ranked anew.
    const r1 = index.rank(scope, first, corpus, 50)!;
    const reweighted = query(['tent', 'pottery', 'note'], [1, 0.5, 0.4]);
    same(index.rank(scope, reweighted, corpus, 50, r1)!, index.rank(scope, reweighted, corpus, 50)!);
  }, testTime(120_000));
});
