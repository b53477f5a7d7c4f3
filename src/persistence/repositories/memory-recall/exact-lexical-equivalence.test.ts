import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactLexicalIndex } from '../../../domain/memory/exact-lexical-index.js';
import { lexicalQueryTerms, type QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import type { LexicalRanking, ReadScope } from '../../../domain/memory/ports.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import type { Database } from '../../db.js';
import { KnexMemorySearchRepository } from '../memory-search-repository.js';
import { InProcessLexicalRanker } from '../../../domain/memory/in-process-lexical-ranker.js';
import { QueryLexemes } from '../../../domain/memory/query-lexemes.js';
import { LexemeDocumentCache } from './recall-candidates.js';
import { testTime } from '../../../testing/time-budget.js';
import { zipfText } from '../../../testing/memory/zipf-text.js';

// The two implementations of the LexicalRanker port (ports/lexical-ranker.ts), the in-process
// BM25 index and the SQL, on the real schema: same top, same scores for every memory, before and after writes, updates, deletes and expiry, and after writes
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
const { random, sentence } = zipfText(VOCABULARY, 42);

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

/** Memories about to expire while the comparisons run: their scores may change between two statements. */
const expiring = new Set<string>();
/** When they expire (epoch ms), once set. */
let expiryAt: number | undefined;

/**
 * A comparison whose statements straddle the instant those memories expire is made again: the
 * SQL side counts each lexeme's documents in a statement of its own before ranking (a count
 * kept for COUNT_GRACE_MS in production), while the in-process side counts at the ranking's
 * instant, so the two agree on one instant, not across one. Only that window is retried.
 */
async function compare(index: ExactLexicalIndex, s: ReadScope, terms: readonly QueryTerm[], all: readonly string[]): Promise<{ ids: number; fromIndex: boolean }> {
  const started = Date.now();
  try {
    return await compareOnce(index, s, terms, all);
  } catch (error) {
    const straddled = expiryAt !== undefined && started - 50 <= expiryAt && expiryAt <= Date.now() + 50;
    if (!straddled) throw error;
    return compareOnce(index, s, terms, all);
  }
}

/** Every memory of the user (any agent, any scope) but those about to expire: the ids whose scores are compared. */
async function memoryIds(): Promise<string[]> {
  return (await db.knex('memories').where({ context_id: CONTEXT, user_id: 'u1' }).select('id')).map((r: { id: string }) => r.id).filter((id) => !expiring.has(id));
}

/**
 * The ids whose two scores differ by more than 1e-9 relative (none, when the rankers agree).
 * One assertion over the list rather than one `expect` per memory: each comparison scores every
 * memory of the store (thousands), and an `expect` apiece was a quarter of the file's CPU.
 */
function differing(ids: readonly string[], a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): Array<{ id: string; a?: number; b?: number }> {
  const out: Array<{ id: string; a?: number; b?: number }> = [];
  for (const id of ids) {
    const x = a.get(id);
    const y = b.get(id);
    // NaN and missing scores fail the comparison, as they failed the per-memory expect.
    if (x === undefined || y === undefined || !(Math.abs(x - y) <= 1e-9 * Math.max(1, y))) out.push({ id, a: x, b: y });
  }
  return out;
}

/**
 * One query through both implementations of the LexicalRanker port: the SQL ranker (the
 * repository) and the in-process one at the SQL transaction's instant (after the index looked
 * at the table). Same top, same scores, and the same score for every memory of the scope.
 */
async function compareOnce(index: ExactLexicalIndex, s: ReadScope, terms: readonly QueryTerm[], all: readonly string[]): Promise<{ ids: number; fromIndex: boolean }> {
  await index.sync(s);
  // A fresh count cache each time: the SQL side counts documents now, as the index does.
  const repo = new KnexMemorySearchRepository(db.knex, new LexemeDocumentCache());
  const corpus = await repo.corpusStats(s);
  const viaSql = await repo.rankLexically(s, terms, corpus, 50);
  const ranker = new InProcessLexicalRanker(index, new QueryLexemes(repo), repo);
  const viaIndex = await ranker.rankAt(s, terms, corpus, 50, viaSql.now);
  if (!viaIndex) return { ids: viaSql.ids.length, fromIndex: false };
  expect(viaIndex.ids).toEqual(viaSql.ids);
  viaSql.scores.forEach((score, i) => expect(Math.abs(viaIndex.scores[i]! - score)).toBeLessThanOrEqual(1e-9 * Math.max(1, score)));
  const [sql, mine] = await Promise.all([viaSql.scoresOf(all), viaIndex.scoresOf(all)]);
  const scored = all.filter((id) => sql.get(id)! > 0).length;
  expect(differing(all, mine, sql)).toEqual([]);
  // A floor the top reaches (as the feedback round passes): the SQL may prune lexemes, the answer stays.
  if (viaSql.scores.length === 50) {
    const floored = await repo.rankLexically(s, terms, corpus, 50, { floor: viaSql.scores[49] });
    // Its own transaction: compared with the in-process ranking at its instant (memories may have expired since).
    const then = (await ranker.rankAt(s, terms, corpus, 50, floored.now))!;
    expect(floored.ids).toEqual(then.ids);
    const [again, mineThen] = await Promise.all([floored.scoresOf(all), then.scoresOf(all)]);
    expect(differing(all, again, mineThen)).toEqual([]);
  }
  return { ids: scored, fromIndex: true };
}

describe('the in-process lexical ranker against the SQL ranker', () => {
  it('gives the same candidates and BM25 scores, before and after writes, updates, deletes and expiry', async () => {
    const index = new ExactLexicalIndex(new KnexMemorySearchRepository(db.knex), db.localWrites);
    let ranked = 0;
    const runAll = async () => {
      // Nothing is written during a round: the memories to score are read once for its 26 comparisons.
      const all = await memoryIds();
      for (const s of [scope, workingOnly]) for (const terms of QUERIES) {
        const { ids, fromIndex } = await compare(index, s, terms, all);
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
    for (const id of some.slice(300, 320)) expiring.add(id);
    await db.knex('memories').whereIn('id', some.slice(300, 320)).update({ scope: 'working', expires_at: db.knex.raw("now() + interval '1 second'"), updated_at: db.knex.fn.now() });
    const [{ at }] = (await db.knex.raw(`SELECT (extract(epoch FROM max(expires_at)) * 1000)::float8 AS at FROM memories WHERE id = ANY (?::uuid[])`, [some.slice(300, 320)])).rows as Array<{ at: number | string }>;
    expiryAt = Number(at);
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
      // The top comes from the per-memory sums, a score asked for from the memory's own lexemes: bit for bit the same.
      a.ids.forEach((id, i) => expect(a.score(id)).toBe(a.scores[i]));
    };
    for (const s of [scope, workingOnly]) {
      const r1 = index.rank(s, first, corpus, 50)!;
      const anew = index.rank(s, second, corpus, 50)!;
      same(index.rank(s, second, corpus, 50, r1)!, anew);
      // Every memory's score as the last ranking answers it (from the slots it saved) and as it
      // answers once another ranking saved since (summed from the memory's lexemes): the same.
      const every = (await db.knex('memories').where({ context_id: CONTEXT, user_id: 'u1' }).select('id')).map((r: { id: string }) => r.id);
      const latest = index.rank(s, second, corpus, 50, r1)!;
      const fromSlots = every.map((id) => latest.score(id));
      expect(fromSlots.filter((v) => v > 0).length).toBeGreaterThan(50);
      index.rank(s, first, corpus, 50);
      every.forEach((id, i) => expect(latest.score(id)).toBe(fromSlots[i]));
      // A memory written between the rounds: the sums are not reused, the new one counts.
      const asked = (await db.knex('memories').where({ agent_name: 'a' }).select('id').orderBy('id').limit(300)).map((r: { id: string }) => r.id);
      const before = new Map(asked.map((id) => [id, r1.score(id)]));
      expect([...before.values()].filter((v) => v > 0).length).toBeGreaterThan(0);
      await insert('a', 3);
      await db.knex('memories').whereIn('id', asked.slice(0, 20)).update({ value: 'tent pottery tent', updated_at: db.knex.fn.now() });
      await index.sync(s);
      // A ranking asked about after the index changed answers as it ranked (the sums kept then).
      for (const id of asked) expect(r1.score(id)).toBe(before.get(id));
      const after = index.rank(s, second, corpus, 50, r1)!;
      same(after, index.rank(s, second, corpus, 50)!);
    }
    // A query that changes an earlier lexeme's weight is ranked anew.
    const r1 = index.rank(scope, first, corpus, 50)!;
    const reweighted = query(['tent', 'pottery', 'note'], [1, 0.5, 0.4]);
    same(index.rank(scope, reweighted, corpus, 50, r1)!, index.rank(scope, reweighted, corpus, 50)!);
  }, testTime(120_000));

  // Both forms of the BM25 statement: memory_lexical (a kept plan, for scopes of
  // LEXICAL_FUNCTION_MIN_DOCUMENTS or more) and the planned statement (smaller scopes, as this one).
  it.each([
    ['memory_lexical', 0, /^SELECT \* FROM memory_lexical\(/],
    ['the planned statement', undefined, /^WITH matched AS/],
  ] as const)('ranks in one statement once the query\'s words are known, at that statement\'s clock (%s)', async (_form, minDocuments, statement) => {
    await db.knex.raw('ANALYZE memories'); // a table never analysed keeps the planned statement
    const repo = new KnexMemorySearchRepository(db.knex, new LexemeDocumentCache(), minDocuments);
    const corpus = await repo.corpusStats(scope);
    const terms = lexicalQueryTerms('coffee hiking tent pottery');
    await repo.rankLexically(scope, terms, corpus, 50); // learns the words and counts the lexemes
    const statements: string[] = [];
    const listen = (q: { sql: string }) => { statements.push(q.sql); };
    db.knex.on('query', listen);
    try {
      const before = Date.now();
      const top = await repo.rankLexically(scope, terms, corpus, 50);
      expect(top.ids.length).toBeGreaterThan(0);
      // No prelude statement, no transaction around it: the BM25 statement itself tells its clock.
      // (This scope is too small for the count cache: its capped lexeme counts are read each time.)
      const counts = statements.filter((sql) => /count\(\*\)::int AS d1/.test(sql));
      expect(counts).toHaveLength(1);
      expect(statements.filter((sql) => !counts.includes(sql))).toEqual([expect.stringMatching(statement)]);
      expect(top.now).toBeGreaterThanOrEqual(before - 1000);
      expect(top.now).toBeLessThanOrEqual(Date.now() + 1000);
      const none = await repo.rankLexically(scope, lexicalQueryTerms('zzzunknownword'), corpus, 50);
      expect(none.ids).toEqual([]);
      expect(Number.isFinite(none.now)).toBe(true);
    } finally {
      db.knex.off('query', listen);
    }
  }, testTime(60_000));
});
