/**
 * Migration 0206: a store whose embedding column is pgvector's `vector` where it should hold
 * float32 bytes (an embedded store made before 0206) gets `bytea` with every vector kept bit for
 * bit, as encodeVector writes them and loadVectors reads them; a column that should stay
 * pgvector's (a server with pgvector) is left as it is.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.js';
import { testTime } from '../testing/time-budget.js';
import { embeddingColumnType } from '../testing/embedding-column.js';
import type { Database } from './db.js';
import { KnexEmbeddingRepository } from './repositories/memory-embedding-repository.js';
import { toPgVector } from '../domain/memory/embedding/vector-math.js';
import { up } from './migrations/0206_memory_embedding_bytes.js';

const CONTEXT = '00000000-0000-0000-0000-000000000206';
const MODEL = 'test-model';
// Values whose text form and bytes are easy to get wrong: thirds, the largest and a subnormal float32, -0, ties.
const VECTORS = [
  [0.1, -0.2, 1 / 3, 1e-7, -123456.789],
  [3.4028234663852886e38, -1.1754943508222875e-38, 1e-40, -0, 2],
  [Math.PI, Math.E, -Math.SQRT2, 0.30000001192092896, 7],
].map((v) => Float32Array.from(v));
const ns = { contextId: CONTEXT, userId: 'u1', agentName: 'global' };

let db: Database;
let ids: string[];
const bytesOf = (v: Float32Array | null) => Buffer.from(v!.buffer, v!.byteOffset, v!.byteLength).toString('hex');

beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.raw(`INSERT INTO contexts (id, kind, name) VALUES (?, 'local', 'test') ON CONFLICT DO NOTHING`, [CONTEXT]);
}, testTime(120_000));
afterAll(async () => db.close());


/**
 * The column as a release before 0206 fitted it on a store with pgvector, holding VECTORS; each
 * vector as that release read it back (its text form parsed: -0 comes back as 0, which pgvector's
 * text form never kept).
 */
async function vectorColumnWithVectors(): Promise<string[]> {
  await db.knex.raw('DELETE FROM memories WHERE context_id = ?', [CONTEXT]);
  await new KnexEmbeddingRepository(db.knex, true, false).ensureModel(MODEL, VECTORS[0]!.length);
  ids = VECTORS.map(() => randomUUID());
  for (const [i, v] of VECTORS.entries()) {
    await db.knex.raw(
      `INSERT INTO memories (id, context_id, user_id, agent_name, key, value, scope, embedding, embedding_model, embedding_pending)
       VALUES (?, ?, ?, ?, ?, 'a value', 'persistent', ?::vector, ?, false)`,
      [ids[i]!, CONTEXT, ns.userId, ns.agentName, `k${i}`, toPgVector(v), MODEL],
    );
  }
  const read = new KnexEmbeddingRepository(db.knex, true, false);
  const before = await Promise.all(ids.map(async (id) => bytesOf(await read.vectorOf(id, MODEL))));
  expect(before[0]).toBe(bytesOf(VECTORS[0]!));
  return before;
}

describe('migration 0206: the embedding column as float32 bytes where it is not searched in SQL', () => {
  it('store of the test run: the column is pgvector\'s exactly where the database says so', async () => {
    expect(await embeddingColumnType(db.knex)).toBe(db.vectorColumn ? 'vector' : 'bytea');
    if (db.kind === 'pglite') expect(db.vectorColumn).toBe(false);
  });

  it('leaves a pgvector column that should stay one as it is', async () => {
    if (!db.hasVector) {
      // A server without pgvector: the column is bytea already, and stays so.
      await up(db.knex, { hasVector: false });
      expect(await embeddingColumnType(db.knex)).toBe('bytea');
      return;
    }
    const before = await vectorColumnWithVectors();
    await up(db.knex, { hasVector: true });
    expect(await embeddingColumnType(db.knex)).toBe(`vector(${VECTORS[0]!.length})`);
    const read = new KnexEmbeddingRepository(db.knex, true, false);
    for (const [i, id] of ids.entries()) expect(bytesOf(await read.vectorOf(id, MODEL))).toBe(before[i]);
  });

  it('turns a pgvector column into float32 bytes, every vector bit for bit', async () => {
    if (!db.hasVector) return; // no pgvector on this server: no store of it to migrate (the test above covers it)
    const before = await vectorColumnWithVectors();
    await up(db.knex, { hasVector: false });
    expect(await embeddingColumnType(db.knex)).toBe('bytea');
    const read = new KnexEmbeddingRepository(db.knex, false);
    for (const [i, id] of ids.entries()) expect(bytesOf(await read.vectorOf(id, MODEL))).toBe(before[i]);
    const loaded = await read.loadVectors(ns, MODEL, VECTORS[0]!.length);
    const byId = new Map(loaded.ids.map((id, slot) => [id, loaded.matrix.subarray(slot * 5, slot * 5 + 5)]));
    for (const [i, id] of ids.entries()) expect(bytesOf(byId.get(id)!)).toBe(before[i]);
    // The bytes are what the repositories write: encodeVector's hex, decoded.
    const hex = (await db.knex.raw(`SELECT encode(embedding, 'hex') AS h FROM memories WHERE id = ?`, [ids[2]!])).rows[0].h as string;
    expect(hex).toBe(bytesOf(VECTORS[2]!));
    // ensureModel keeps the converted vectors (the column is what it wants).
    expect(await read.ensureModel(MODEL, VECTORS[0]!.length)).toBe(false);
    expect(bytesOf(await read.vectorOf(ids[0]!, MODEL))).toBe(before[0]);
  });
});
