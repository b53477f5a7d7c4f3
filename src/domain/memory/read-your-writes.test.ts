/**
 * Read-your-writes: an acknowledged write is findable by meaning in the very next call, with
 * no wait for the background worker (which is never started here), on PGlite and PostgreSQL.
 * The concept provider makes "meaning" exact: queries share no word with the facts they find.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemoryStack, localNs, type TestMemoryStack, openTestDatabase, type Database } from '../../testing/memory/memory-stack.js';
import { ConceptEmbeddingProvider } from '../../testing/memory/concept-provider.js';
import type { EmbeddingProvider } from './embedding/provider.js';
import { testTime } from '../../testing/time-budget.js';

let db: Database;
let stack: TestMemoryStack;
const user = () => `ryw-${randomUUID().slice(0, 8)}`;

const FACTS = {
  drink: 'Ada sips jasmine tea every morning',
  animal: 'Her cat is named Whiskers',
  commute: 'She commutes by bicycle along the river',
  home: 'Ada lives in Lisbon near the castle',
  work: 'She works night shifts as a nurse',
};

beforeAll(async () => {
  db = await openTestDatabase();
  stack = await buildMemoryStack({ db, provider: new ConceptEmbeddingProvider() });
  await stack.service.embeddings.ready();
}, testTime(120_000));
afterAll(async () => {
  await stack?.close();
  await db?.close();
});

describe('read-your-writes', () => {
  it('finds five facts by meaning right after storing them', async () => {
    const ns = localNs({ userId: user() });
    for (const [key, value] of Object.entries(FACTS)) await stack.service.upsert(ns, { key, value });
    expect(await stack.service.stores.embeddings.backlog()).toBe(0);
    const top = async (query: string) => (await stack.service.recall(ns, query, { k: 5, scope: 'all' }))[0]?.key;
    expect(await top('favourite beverage')).toBe('drink');
    expect(await top('which pet')).toBe('animal');
    expect(await top('usual vehicle')).toBe('commute');
    expect(await top('hometown')).toBe('home');
    expect(await top('occupation')).toBe('work');
  });

  it('ranks the new value after an update, never the old one', async () => {
    const ns = localNs({ userId: user() });
    await stack.service.upsert(ns, { key: 'companion', value: 'Ada has a cat' });
    await stack.service.upsert(ns, { key: 'ride', value: 'Ada rides a bicycle' });
    await stack.service.update(ns, 'companion', { value: 'Ada now rides a car' });
    const hits = await stack.service.recall(ns, 'vehicle', { k: 5, scope: 'all' });
    expect(hits.map((h) => h.value)).not.toContain('Ada has a cat');
    expect(hits.find((h) => h.key === 'companion')?.value).toBe('Ada now rides a car');
    const pets = await stack.service.recall(ns, 'kitten', { k: 5, scope: 'all' });
    expect(pets.map((h) => h.value)).not.toContain('Ada has a cat');
  });

  it('recall embeds memories of its scope still queued (written by another server process)', async () => {
    const other = await buildMemoryStack({ db, provider: new ConceptEmbeddingProvider(), env: { READ_YOUR_WRITES_TIMEOUT_MS: '0' } });
    try {
      const ns = localNs({ userId: user() });
      await other.service.upsert(ns, { key: 'drink', value: FACTS.drink });
      await other.service.upsert(ns, { key: 'home', value: FACTS.home });
      const queued = async () => Number((await db.knex('memories').where({ user_id: ns.userId, embedding_pending: true }).count('* as n').first())!.n);
      expect(await queued()).toBe(2);
      expect((await stack.service.recall(ns, 'beverage', { k: 5, scope: 'all' }))[0]?.key).toBe('drink');
      expect(await queued()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('on the embedded store a recall looks for queued memories again only after a write', async () => {
    const other = await buildMemoryStack({ db, provider: new ConceptEmbeddingProvider(), env: { READ_YOUR_WRITES_TIMEOUT_MS: '0' } });
    const embeddings = stack.service.stores.embeddings;
    const pendingIn = embeddings.pendingIn.bind(embeddings);
    let looks = 0;
    embeddings.pendingIn = (...args) => { looks++; return pendingIn(...args); };
    try {
      const ns = localNs({ userId: user() });
      await stack.service.upsert(ns, { key: 'drink', value: FACTS.drink });
      await stack.service.recall(ns, 'beverage', { k: 5, scope: 'all' });
      looks = 0;
      await stack.service.recall(ns, 'beverage', { k: 5, scope: 'all' });
      await stack.service.recall(ns, 'hometown', { k: 5, scope: 'all' });
      // PostgreSQL has other writers: every recall asks there.
      expect(looks).toBe(db.kind === 'pglite' ? 0 : 2);
      // Written by another service over the same store and left queued: the next recall embeds it.
      await other.service.upsert(ns, { key: 'home', value: FACTS.home });
      expect((await stack.service.recall(ns, 'hometown', { k: 5, scope: 'all' }))[0]?.key).toBe('home');
      expect(Number((await db.knex('memories').where({ user_id: ns.userId, embedding_pending: true }).count('* as n').first())!.n)).toBe(0);
    } finally {
      embeddings.pendingIn = pendingIn;
      await other.close();
    }
  });

  it('a slow provider leaves the write queued and acknowledges it at the deadline', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const inner = new ConceptEmbeddingProvider();
    let slow = false;
    const provider: EmbeddingProvider = {
      id: inner.id,
      dimensions: inner.dimensions,
      async embed(texts) {
        if (slow) await gate;
        return inner.embed(texts);
      },
    };
    const gated = await buildMemoryStack({ db, provider, env: { READ_YOUR_WRITES_TIMEOUT_MS: '150' } });
    try {
      await gated.service.embeddings.ready();
      slow = true;
      const ns = localNs({ userId: user() });
      const started = Date.now();
      const { memory } = await gated.service.upsert(ns, { key: 'drink', value: FACTS.drink });
      expect(Date.now() - started).toBeLessThan(2_000);
      const pending = () => db.knex('memories').where({ id: memory.id }).first('embedding_pending');
      expect((await pending()).embedding_pending).toBe(true);
      release();
      // The cut-off work goes on and stores its vector.
      for (let i = 0; i < 100 && (await pending()).embedding_pending; i++) await new Promise((r) => setTimeout(r, 20));
      expect((await pending()).embedding_pending).toBe(false);
    } finally {
      release();
      await gated.close();
    }
  });
});
