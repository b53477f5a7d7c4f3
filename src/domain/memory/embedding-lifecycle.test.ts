/**
 * Background embedding: the running worker picks up writes without being asked, a changed
 * value is embedded again, and switching the provider re-embeds everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemoryStack, localNs, openTestDatabase, type Database } from '../../testing/memory/memory-stack.js';
import { HashingEmbeddingProvider } from '../../testing/memory/hashing-provider.js';
import type { EmbeddingProvider } from './embedding/provider.js';
import { testTime } from '../../testing/time-budget.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, testTime(120_000));
afterAll(async () => db.close());

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('embedding worker', () => {
  it('embeds in the background after a write, and again after a value change', async () => {
    // Writes only queue here (no embedding at write time), so the worker's own pickup is what is seen.
    const stack = await buildMemoryStack({ db, env: { EMBEDDING_POLL_INTERVAL_MS: '600000', READ_YOUR_WRITES_TIMEOUT_MS: '0' } });
    await stack.service.start();
    try {
      const ns = localNs({ userId: 'worker-user' });
      const { memory } = await stack.service.upsert(ns, { key: 'k', value: 'first value' });
      const row = () => db.knex('memories').where({ id: memory.id }).first('embedding_pending', 'embedding_model', 'revision');
      await until(async () => (await row()).embedding_pending === false, 'the first embedding');
      expect((await row()).embedding_model).toBe('test-hashing-64');
      await stack.service.upsert(ns, { key: 'k', value: 'second value' });
      expect((await row()).embedding_pending).toBe(true);
      await until(async () => (await row()).embedding_pending === false, 'the re-embedding');
      expect((await row()).revision).toBe(2);
    } finally {
      await stack.close();
    }
  });

  it('re-embeds every memory when the provider changes', async () => {
    const a = await buildMemoryStack({ db, provider: new HashingEmbeddingProvider('model-a', 64) });
    const ns = localNs({ userId: 'switch-user' });
    for (let i = 0; i < 3; i++) await a.service.upsert(ns, { key: `k${i}`, value: `apple banana ${i}` });
    await a.service.embeddings.ready();
    await a.service.drainEmbeddings();
    expect(await a.service.stores.embeddings.backlog()).toBe(0);
    await a.close();

    const b = await buildMemoryStack({ db, provider: new HashingEmbeddingProvider('model-b', 32) });
    try {
      expect(await b.service.embeddings.ready()).toBeTruthy();
      expect(await b.service.stores.embeddings.backlog()).toBeGreaterThanOrEqual(3);
      // Recall keeps working (lexically) while the backlog drains.
      expect((await b.service.recall(ns, 'banana', { k: 3, scope: 'all' })).length).toBe(3);
      await b.service.drainEmbeddings();
      expect(await b.service.stores.embeddings.backlog()).toBe(0);
      const models = await db.knex('memories').where({ user_id: 'switch-user' }).distinct('embedding_model');
      expect(models).toEqual([{ embedding_model: 'model-b' }]);
      expect((await b.service.recall(ns, 'apple banana 1', { k: 1, scope: 'all' }))[0]!.key).toBe('k1');
    } finally {
      await b.close();
    }
  });

  it('backs off while the provider fails and reports it unhealthy', async () => {
    const provider = new HashingEmbeddingProvider('model-failing', 16);
    provider.failing = true;
    const stack = await buildMemoryStack({ db, provider });
    try {
      await stack.service.upsert(localNs({ userId: 'failing-user' }), { key: 'k', value: 'text' });
      await expect(stack.service.drainEmbeddings()).rejects.toThrow('embedding backend unavailable');
      expect(await stack.service.embeddings.status()).toBe('unhealthy');
      // Writes and lexical recall still work.
      expect((await stack.service.recall(localNs({ userId: 'failing-user' }), 'text', { k: 1, scope: 'all' }))[0]!.key).toBe('k');
    } finally {
      await stack.close();
    }
  });
});

describe('providers that learn their size from the first answer', () => {
  it('probes the size before fitting the store', async () => {
    const inner = new HashingEmbeddingProvider('late-size', 24);
    let known = 0;
    const lateSize: EmbeddingProvider = {
      id: 'late-size',
      get dimensions() { return known; },
      async embed(texts: string[]) { known = 24; return inner.embed(texts); },
    };
    const stack = await buildMemoryStack({ db, provider: lateSize });
    try {
      const provider = await stack.service.embeddings.ready();
      expect(provider.dimensions).toBe(24);
      const state = await db.knex('embedding_state').first('model_id', 'dimensions');
      expect(state).toEqual({ model_id: 'late-size', dimensions: 24 });
    } finally {
      await stack.close();
    }
  });
});
