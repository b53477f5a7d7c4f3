import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactLexicalIndex, type PostingsSource } from '../domain/memory/exact-lexical-index.js';
import type { NamespaceRef, ReadScope } from '../domain/memory/ports.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from './db.js';
import { KnexMemorySearchRepository } from './repositories/memory-search-repository.js';
import { KnexMemoryRepository } from './repositories/memory-repository.js';

// The embedded store's write watch: the lexical index asks the database only when this process
// wrote since its last look; where other processes write (PostgreSQL) it asks every time.
const CONTEXT = '00000000-0000-0000-0000-000000000000';
const scope: ReadScope = { contextId: CONTEXT, userId: 'u1', agentNames: ['a'] };
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'test') ON CONFLICT DO NOTHING`, [CONTEXT]);
});
afterAll(() => db?.close());

const write = (value: string) => db.knex('memories').insert({ id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: 'a', key: `k-${randomUUID()}`, value, scope: 'persistent' });

/** The search repository, counting its freshness statements. */
function countingSource(): { source: PostingsSource; looks: () => number } {
  const repo = new KnexMemorySearchRepository(db.knex);
  let looks = 0;
  return {
    looks: () => looks,
    source: {
      postingsSince: (ns: NamespaceRef, since: string | null) => { looks++; return repo.postingsSince(ns, since); },
      memoryIds: (ns: NamespaceRef) => repo.memoryIds(ns),
    },
  };
}

const holds = (index: ExactLexicalIndex, id: string) => index.view(scope)?.document(id) !== undefined;

describe('the lexical index over the embedded store', () => {
  it('skips the freshness statement until this process writes, and then sees the write', async () => {
    const { source, looks } = countingSource();
    const index = new ExactLexicalIndex(source, db.localWrites);
    await write('first note');
    await index.sync(scope);
    await index.sync(scope);
    const quiet = looks();
    await db.knex('memories').select('id').limit(1); // reads are not writes
    await index.sync(scope);
    if (db.kind === 'pglite') expect(looks()).toBe(quiet);
    else expect(looks()).toBe(quiet + 1); // PostgreSQL: other nodes write, every look asks
    const [row] = await db.knex('memories').insert({ id: randomUUID(), context_id: CONTEXT, user_id: 'u1', agent_name: 'a', key: 'k-new', value: 'second note', scope: 'persistent' }).returning('id');
    await index.sync(scope);
    expect(holds(index, (row as { id: string }).id)).toBe(true);
    await db.knex('memories').where({ key: 'k-new' }).del();
    await index.sync(scope);
    expect(holds(index, (row as { id: string }).id)).toBe(false);
  });

  it('counts the grouped insert of new memories as a write, though a SELECT calls it (memory_insert_new)', async () => {
    const { source, looks } = countingSource();
    const index = new ExactLexicalIndex(source, db.localWrites);
    await index.sync(scope);
    await index.sync(scope);
    const quiet = looks();
    const ns = { contextId: CONTEXT, userId: 'u1', agentName: 'a' };
    const [stored] = await new KnexMemoryRepository(db.knex, db.vectorColumn).insertMany([
      { ns, write: { key: `k-${randomUUID()}`, value: 'a grouped note', scope: 'persistent', tags: [], importance: 0.5, metadata: {} } },
    ], 60);
    await index.sync(scope);
    expect(looks()).toBe(quiet + 1);
    expect(holds(index, stored!.memory.id)).toBe(true);
  });

  it('looks again after a write that was unfinished when the last look began', async () => {
    const { source } = countingSource();
    const index = new ExactLexicalIndex(source, db.localWrites);
    await index.sync(scope);
    const id = randomUUID();
    // The write is in its transaction while the look is asked for: the look waits for it or misses it.
    const written = db.knex.transaction(async (trx) => {
      await trx('memories').insert({ id, context_id: CONTEXT, user_id: 'u1', agent_name: 'a', key: `k-${id}`, value: 'third note', scope: 'persistent' });
      await new Promise((r) => setTimeout(r, 50));
    });
    await index.sync(scope);
    await written;
    await index.sync(scope);
    expect(holds(index, id)).toBe(true);
  });
});

describe('the fact-write mark', () => {
  it('moves with writes that changed facts or deleted rows (cascades), not with other writes, reads or writes changing nothing', async () => {
    if (db.kind !== 'pglite') return void expect(db.localWrites).toBeUndefined();
    const marks = db.localWrites!;
    const before = marks.factsMark();
    const [row] = await write('a note without facts').returning('id');
    const memoryId = (row as { id: string }).id;
    await db.knex('memory_facts').select('id').limit(1);
    await db.knex('memory_facts').where({ memory_id: memoryId }).del(); // what every write of a memory does: here nothing to delete
    await db.knex('memories').where({ id: randomUUID() }).del();
    expect(marks.factsMark()).toBe(before);
    await db.knex('memory_facts').insert({
      id: randomUUID(), memory_id: memoryId, context_id: CONTEXT, user_id: 'u1', subject: 'user', attribute: 'home', object: 'Porto',
      sentence: 'I live in Porto.', origin: 'memory', valid_from: new Date(),
    });
    const afterFact = marks.factsMark();
    expect(afterFact).toBeGreaterThan(before!);
    await db.knex('memories').where({ id: memoryId }).del(); // takes its fact by cascade
    expect(marks.factsMark()).toBeGreaterThan(afterFact!);
  });
});

describe('the memory-write mark', () => {
  it('moves with writes that changed memories or deleted rows (cascades), not with writes to other tables or changing nothing', async () => {
    if (db.kind !== 'pglite') return void expect(db.localWrites).toBeUndefined();
    const marks = db.localWrites!;
    const [row] = await write('a note to update').returning('id');
    const memoryId = (row as { id: string }).id;
    const before = marks.mark();
    // The embedding worker's claim with nothing queued, a purge with nothing to take, usage telemetry.
    await db.knex('memories').where({ id: randomUUID() }).update({ importance: 0.3 });
    await db.knex('memories').where({ id: randomUUID() }).del();
    const other = randomUUID();
    await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'other')`, [other]);
    await db.knex('contexts').where({ id: other }).update({ name: 'renamed' });
    expect(marks.mark()).toBe(before);
    await db.knex('memories').where({ id: memoryId }).update({ importance: 0.3 });
    const afterUpdate = marks.mark();
    expect(afterUpdate).toBeGreaterThan(before!);
    await db.knex('contexts').where({ id: other }).del(); // a delete may cascade to memories: counted
    expect(marks.mark()).toBeGreaterThan(afterUpdate!);
  });
});
