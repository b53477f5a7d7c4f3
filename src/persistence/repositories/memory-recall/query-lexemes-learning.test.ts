import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactLexicalIndex } from '../../../domain/memory/exact-lexical-index.js';
import { QueryLexemes, type LexemeSource } from '../../../domain/memory/query-lexemes.js';
import type { QueryTerm } from '../../../domain/memory/ranking/query-terms.js';
import type { ReadScope } from '../../../domain/memory/ports.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import type { Database } from '../../db.js';
import { KnexMemorySearchRepository } from '../memory-search-repository.js';

// The query dictionary learns the words of a namespace the lexical index loads whole, so the
// feedback round's words (taken from memories) are known without a statement during recall;
// the lexemes it then gives are what asking PostgreSQL at recall time gives.
const CONTEXT = '00000000-0000-0000-0000-000000000000';
const scope: ReadScope = { contextId: CONTEXT, userId: 'u1', agentNames: ['a'] };
const VALUES = [
  'Maya is planning a trip to Lisbon next Tuesday and wants a quiet hotel.',
  'Jonas bought running shoes yesterday and loved them; the cafés were crowded.',
  'Remind Noah to call Amara about the quarterly budget review, item 42b.',
  'For dinner on Friday, Kenji suggested dumplings and grilled salmon with Übergrößen fries.',
  // 260 more distinct words: learning asks in several statements.
  Array.from({ length: 260 }, (_, i) => `zq${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`).join(' '),
];
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'test') ON CONFLICT DO NOTHING`, [CONTEXT]);
  await db.knex('memories').insert(VALUES.map((value) => ({ id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: 'a', key: `k-${randomUUID()}`, value, scope: 'persistent' })));
});
afterAll(() => db?.close());

/** The repository's dictionary, recording the words it is asked for. */
function recordingSource(): { source: LexemeSource; asked: string[][] } {
  const repo = new KnexMemorySearchRepository(db.knex);
  const asked: string[][] = [];
  return { asked, source: { lexemesOf: (words) => { asked.push([...words]); return repo.lexemesOf(words); } } };
}

const QUERIES: QueryTerm[][] = [
  ['maya', 'planning', 'trip', 'lisbon', 'quiet', 'hotel'],
  ['running', 'shoes', { text: 'crowded', weight: 0.4 }, { text: 'cafés', weight: 0.7 }],
  ['quarterly', 'budget', 'review', { text: 'dumplings', weight: 0.25 }, { text: 'grilled', weight: 0.25 }, { text: 'salmon', weight: 0.9 }],
  ['übergrößen', 'fries', 'dinner', 'friday'],
];

describe('query lexemes learnt from a loaded namespace', () => {
  it('answers the loaded memories\' words without a statement, with the lexemes asking at recall time gives', async () => {
    const index = new ExactLexicalIndex(new KnexMemorySearchRepository(db.knex), db.localWrites);
    const learning = recordingSource();
    const learnt = new QueryLexemes(learning.source);
    const loads: Array<readonly string[]> = [];
    let learned: Promise<void> = Promise.resolve();
    index.whenLoaded((values) => {
      loads.push(values);
      learned = learnt.learn(values);
    });
    await index.sync(scope);
    await learned;
    expect(loads).toHaveLength(1);
    expect([...loads[0]!].sort()).toEqual([...VALUES].sort());
    const statements = learning.asked.length;
    // A few words per statement (each runs on the node's thread), every word asked once.
    expect(statements).toBeGreaterThanOrEqual(3);
    for (const words of learning.asked) expect(words.length).toBeLessThanOrEqual(100);
    expect(new Set(learning.asked.flat()).size).toBe(learning.asked.flat().length);
    // Only words of letters are learnt (no numbers or codes such as "42b").
    expect(learning.asked.flat()).not.toContain('42b');

    const fresh = new QueryLexemes(recordingSource().source);
    for (const terms of QUERIES) {
      expect(await learnt.resolve(terms)).toEqual(await fresh.resolve(terms));
    }
    for (const terms of [['zqaa', 'zqjz', 'maya'], ['zqbc', { text: 'zqja', weight: 0.5 }]] as QueryTerm[][]) {
      expect(await learnt.resolve(terms)).toEqual(await fresh.resolve(terms));
    }
    expect(learning.asked.length).toBe(statements);

    // A word no memory holds is still asked for when a query brings it.
    await learnt.resolve(['lisbon', 'porto']);
    expect(learning.asked.slice(statements)).toEqual([['porto']]);
  });

  it('tells the listener of whole loads only, not of the writes a later look applies', async () => {
    const index = new ExactLexicalIndex(new KnexMemorySearchRepository(db.knex), db.localWrites);
    const loads: Array<readonly string[]> = [];
    index.whenLoaded((values) => loads.push(values));
    await index.sync(scope);
    await db.knex('memories').insert({ id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: 'a', key: `k-${randomUUID()}`, value: 'Oscar plays chess', scope: 'persistent' });
    await index.sync(scope);
    expect(index.view(scope)?.corpus(Date.now()).documents).toBe(VALUES.length + 1);
    expect(loads).toHaveLength(1);
  });
});
