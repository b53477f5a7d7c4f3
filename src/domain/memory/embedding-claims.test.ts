/**
 * The embedding queue shared by several server processes: workers claim batches (FOR UPDATE
 * SKIP LOCKED), so two never embed the same memory; a lapsed claim, a changed value or a
 * failed batch makes memories claimable again. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemoryStack, localNs, type TestMemoryStack, openTestDatabase, createMemoryStores, type Database } from '../../testing/memory/memory-stack.js';
import type { EmbeddingProvider } from './embedding/provider.js';
import { HashingEmbeddingProvider } from '../../testing/memory/hashing-provider.js';
import { testTime } from '../../testing/time-budget.js';

let db: Database;
let writer: TestMemoryStack;

beforeAll(async () => {
  db = await openTestDatabase();
  writer = await buildMemoryStack({ db, env: { READ_YOUR_WRITES_TIMEOUT_MS: '0' } }); // writes stay queued for the workers
  await writer.service.embeddings.ready();
}, testTime(120_000));
afterAll(async () => {
  await writer?.close();
  await db?.close();
});

async function queue(userId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await writer.service.upsert(localNs({ userId }), { key: `m${i}`, value: `memory number ${i} about tea` })).memory.id);
  return ids;
}

const ownedBy = (userId: string) => db.knex('memories').where({ user_id: userId });

describe('embedding claims', () => {
  it('two workers claiming at the same time never take the same memory', async () => {
    const ids = await queue('claims-concurrent', 40);
    const a = createMemoryStores(db).embeddings;
    const b = createMemoryStores(db).embeddings;
    const claimed: string[][] = [[], []];
    await Promise.all([a, b].map(async (repo, w) => {
      for (;;) {
        const batch = (await repo.pending(7)).filter((p) => ids.includes(p.id));
        if (batch.length === 0) return;
        claimed[w]!.push(...batch.map((p) => p.id));
      }
    }));
    const all = [...claimed[0]!, ...claimed[1]!];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(ids));
  });

  it('a lapsed claim (its worker died), a changed value and a released batch are claimable again', async () => {
    const [lapsed, changed, released] = await queue('claims-again', 3);
    const repo = createMemoryStores(db).embeddings;
    const mine = async () => (await repo.pending(100)).map((p) => p.id).filter((id) => [lapsed, changed, released].includes(id));
    expect((await mine()).sort()).toEqual([lapsed, changed, released].sort());
    expect(await mine()).toEqual([]);
    await db.knex('memories').where({ id: lapsed }).update({ embedding_claimed_until: db.knex.raw(`now() - interval '1 second'`) });
    await writer.service.upsert(localNs({ userId: 'claims-again' }), { key: 'm1', value: 'a changed value about coffee' });
    await repo.release([released!]);
    expect((await mine()).sort()).toEqual([lapsed, changed, released].sort());
  });

  it('two memory services (two nodes) drain one queue together, each memory embedded once', async () => {
    const ids = await queue('claims-nodes', 30);
    const embedded: string[] = [];
    const counting = (): EmbeddingProvider => {
      const inner = new HashingEmbeddingProvider();
      return Object.assign(Object.create(inner) as EmbeddingProvider, {
        embed: async (texts: string[]) => {
          embedded.push(...texts);
          return inner.embed(texts);
        },
      });
    };
    const nodes = await Promise.all([buildMemoryStack({ db, provider: counting() }), buildMemoryStack({ db, provider: counting() })]);
    try {
      await Promise.all(nodes.map((n) => n.service.embeddings.ready()));
      embedded.length = 0;
      await Promise.all(nodes.map((n) => n.service.drainEmbeddings()));
      const rows = await ownedBy('claims-nodes').whereIn('id', ids).select('embedding_pending', 'value');
      expect(rows.every((r: { embedding_pending: boolean }) => !r.embedding_pending)).toBe(true);
      const ours = embedded.filter((t) => t.startsWith('memory number '));
      expect(new Set(ours).size).toBe(ours.length);
      expect(ours.length).toBe(30);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
    }
  });

  it('a failed batch goes back to the queue at once, not after the claim lapses', async () => {
    const [id] = await queue('claims-failure', 1);
    const failing = Object.assign(Object.create(new HashingEmbeddingProvider()) as EmbeddingProvider, {
      embed: async () => {
        throw new Error('provider down');
      },
    });
    const node = await buildMemoryStack({ db, provider: failing });
    try {
      await expect(node.service.worker.runBatch()).rejects.toThrow();
      const row = await db.knex('memories').where({ id }).first('embedding_pending', 'embedding_claimed_until');
      expect(row).toMatchObject({ embedding_pending: true, embedding_claimed_until: null });
    } finally {
      await node.close();
    }
  });
});
