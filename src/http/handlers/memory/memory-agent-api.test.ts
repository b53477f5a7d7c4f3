/**
 * The memory REST API as agents use it (store and recall in one turn, follow-ups addressed the
 * way results came back, bounded answers, history, duplicates): a real server with the builtin
 * model on PGlite, or PostgreSQL through TEST_DATABASE_URL. The embedding worker runs but is
 * never waited for.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from './test-server.js';

let server: MemoryTestServer;
const asUser = (user: string, agent?: string) => ({ 'x-user-id': user, ...(agent ? { 'x-agent-name': agent } : {}) });
const fresh = (agent?: string) => asUser(`user-${randomUUID().slice(0, 8)}`, agent);

const FIVE_FACTS: Record<string, string> = {
  drink: 'Ada drinks jasmine green tea every morning',
  pet: 'Her cat is called Whiskers',
  commute: 'She cycles to the office on a bicycle',
  home: 'Ada lives in Lisbon, Portugal',
  job: 'Ada works as a nurse at the hospital',
};

beforeAll(async () => {
  server = await startMemoryTestServer();
  await server.services.memory.memories.embeddings.ready(); // the model is loaded; nothing is awaited between writes and reads
}, 180_000);
afterAll(async () => server?.close(), 60_000);

describe('read-your-writes', () => {
  it('recalls five facts by meaning in the requests right after storing them', async () => {
    const headers = fresh();
    for (const [key, value] of Object.entries(FIVE_FACTS)) {
      expect((await server.request('POST', '/api/v1/memory', { headers, body: { key, value } })).status).toBe(201);
    }
    // No word of these queries is in any fact: only the embeddings can find them.
    const beverage = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'favourite beverage' } });
    expect(beverage.body.results[0].key).toBe('drink');
    const kitten = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'kitten' } });
    expect(kitten.body.results[0].key).toBe('pet');
  });

  it('ranks the new value right after an update (PUT and POST), never the old one', async () => {
    const headers = fresh();
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'drink', value: FIVE_FACTS.drink } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'pet', value: FIVE_FACTS.pet } });
    await server.request('PUT', '/api/v1/memory/pet', { headers, body: { value: 'Her parrot is called Kiwi' } });
    const birds = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'bird' } });
    expect(birds.body.results[0]).toMatchObject({ key: 'pet', value: 'Her parrot is called Kiwi' });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'drink', value: 'Ada switched to espresso' } });
    const coffee = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'coffee' } });
    expect(coffee.body.results[0]).toMatchObject({ key: 'drink', value: 'Ada switched to espresso' });
    expect(birds.body.results.map((r: { value: string }) => r.value)).not.toContain(FIVE_FACTS.pet);
    for (const r of coffee.body.results) expect([FIVE_FACTS.pet, FIVE_FACTS.drink]).not.toContain(r.value);
  });
});

describe('PUT takes the POST body', () => {
  it('accepts the body POST took, key included, and refuses a different key with MEMORY-006', async () => {
    const headers = fresh();
    const body = { key: 'lang', value: 'Prefers German.', scope: 'persistent', tags: ['prefs'], importance: 0.8 };
    expect((await server.request('POST', '/api/v1/memory', { headers, body })).status).toBe(201);
    const same = await server.request('PUT', '/api/v1/memory/lang', { headers, body: { ...body, value: 'Prefers French.' } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ key: 'lang', value: 'Prefers French.', tags: ['prefs'], importance: 0.8 });
    const renamed = await server.request('PUT', '/api/v1/memory/lang', { headers, body: { ...body, key: 'language' } });
    expect(renamed.status).toBe(422);
    expect(renamed.body).toMatchObject({ code: 'MEMORY-006', detail: [{ loc: ['body', 'key'], type: 'value_error.key_mismatch' }] });
    expect((await server.request('GET', '/api/v1/memory/lang', { headers })).body.value).toBe('Prefers French.');
    expect((await server.request('GET', '/api/v1/memory/language', { headers })).status).toBe(404);
    const keyOnly = await server.request('PUT', '/api/v1/memory/lang', { headers, body: { key: 'lang' } });
    expect(keyOnly.status).toBe(422);
  });
});
