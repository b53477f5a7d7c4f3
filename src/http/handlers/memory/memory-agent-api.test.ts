/**
 * The memory REST API as agents use it (store and recall in one turn, follow-ups addressed the
 * way results came back, bounded answers, history, duplicates): a real server with the builtin
 * model on PGlite, or PostgreSQL through TEST_DATABASE_URL. The embedding worker runs but is
 * never waited for.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../../../testing/http/memory-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

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
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

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

describe('namespaces round-trip and the context of every answer', () => {
  it('a global memory recalled under X-Agent-Name cursor is read, rated, updated and deleted under cursor', async () => {
    const shared = fresh();
    const cursor = { ...shared, 'x-agent-name': 'cursor' };
    const created = await server.request('POST', '/api/v1/memory', { headers: shared, body: { key: 'tea', value: FIVE_FACTS.drink, tags: ['drink'] } });
    expect(created.body).toMatchObject({ agent_name: 'global', context_id: expect.any(String), context: { id: created.body.context_id, kind: 'local', name: expect.any(String) } });
    const context = created.body.context;

    const recall = await server.request('POST', '/api/v1/recall', { headers: cursor, body: { query: 'jasmine green tea' } });
    expect(recall.body.context).toEqual(context);
    expect(recall.body.results[0]).toMatchObject({ key: 'tea', id: created.body.id, agent_name: 'global', user_id: shared['x-user-id'], context_id: context.id });
    const search = await server.request('GET', '/api/v1/search?q=jasmine', { headers: cursor });
    expect(search.body).toMatchObject({ context, results: [{ key: 'tea', agent_name: 'global', id: created.body.id }] });
    const list = await server.request('GET', '/api/v1/memory', { headers: shared });
    expect(list.body.context).toEqual(context);
    expect(list.body.items[0]).toMatchObject({ context_id: context.id, agent_name: 'global' });

    const read = await server.request('GET', '/api/v1/memory/tea', { headers: cursor });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, agent_name: 'global', context });
    const rated = await server.request('POST', '/api/v1/feedback', { headers: cursor, body: { key: 'tea', label: 'useful' } });
    expect(rated.status).toBe(201);
    expect(rated.body).toMatchObject({ node_id: `memory:${created.body.id}`, context });
    const updated = await server.request('PUT', '/api/v1/memory/tea', { headers: cursor, body: { importance: 0.9 } });
    expect(updated.body).toMatchObject({ id: created.body.id, agent_name: 'global', importance: 0.9, context });
    const deleted = await server.request('DELETE', '/api/v1/memory/tea', { headers: cursor });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('x-context-id')).toBe(context.id);
    expect(deleted.headers.get('x-agent-name')).toBe('global');
    expect((await server.request('GET', '/api/v1/memory/tea', { headers: shared })).status).toBe(404);
  });

  it("an agent's own memory under a global key hides the global one from that agent", async () => {
    const shared = fresh();
    const cursor = { ...shared, 'x-agent-name': 'cursor' };
    await server.request('POST', '/api/v1/memory', { headers: shared, body: { key: 'style', value: 'Answers are short and plain' } });
    await server.request('POST', '/api/v1/memory', { headers: cursor, body: { key: 'style', value: 'Answers are short code diffs' } });
    const mine = await server.request('POST', '/api/v1/recall', { headers: cursor, body: { query: 'short answers' } });
    expect(mine.body.results.filter((r: { key: string }) => r.key === 'style').map((r: { agent_name: string }) => r.agent_name)).toEqual(['cursor']);
    expect((await server.request('GET', '/api/v1/memory/style', { headers: cursor })).body.value).toBe('Answers are short code diffs');
    expect((await server.request('GET', '/api/v1/memory/style', { headers: shared })).body.value).toBe('Answers are short and plain');
  });
});

describe('bounded answers', () => {
  it('cuts long values in recall and search by default, with the marker, and honours max_value_chars and min_score', async () => {
    const headers = fresh();
    for (let i = 0; i < 5; i++) {
      await server.request('POST', '/api/v1/memory', { headers, body: { key: `log${i}`, value: `Lighthouse keeper log ${i}. `.repeat(3_000).slice(0, 60_000) } });
    }
    const recall = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'lighthouse keeper log' } });
    expect(recall.status).toBe(200);
    expect(recall.body.results).toHaveLength(5);
    expect(JSON.stringify(recall.body).length).toBeLessThan(15_000);
    for (const r of recall.body.results) expect(r).toMatchObject({ truncated: true, value_length: 60_000 });
    const whole = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'lighthouse keeper log', k: 1, max_value_chars: 65_536 } });
    expect(whole.body.results[0]).toMatchObject({ truncated: false, value_length: 60_000 });
    const search = await server.request('GET', '/api/v1/search?q=lighthouse&max_value_chars=50', { headers });
    for (const r of search.body.results) expect(r).toMatchObject({ truncated: true, value_length: 60_000 });
    for (const r of search.body.results) expect(r.value).toHaveLength(50);
    const floor = await server.request('POST', '/api/v1/recall', { headers, body: { query: 'lighthouse keeper log', min_score: 1 } });
    expect(floor.body.results.every((r: { score: number }) => r.score >= 1)).toBe(true);
    expect((await server.request('POST', '/api/v1/recall', { headers, body: { query: 'x', max_value_chars: 0 } })).status).toBe(422);
    expect((await server.request('GET', '/api/v1/search?q=x&min_score=2', { headers })).status).toBe(422);
  });

  it('locates what the memory service refuses in the request part it came from: the body of a recall, the query of a search or list', async () => {
    const headers = fresh();
    const locs = (res: { body: { detail: Array<{ loc: unknown[] }> } }) => res.body.detail.map((d) => d.loc);
    const blankRecall = await server.request('POST', '/api/v1/recall', { headers, body: { query: '   ' } });
    expect([blankRecall.status, blankRecall.body.code]).toEqual([422, 'REQUEST-001']);
    expect(locs(blankRecall)).toEqual([['body', 'query']]);
    const blankSearch = await server.request('GET', '/api/v1/search?q=%20%20', { headers });
    expect([blankSearch.status, locs(blankSearch)]).toEqual([422, [['query', 'q']]]);
  });
});

describe('history', () => {
  it('GET /api/v1/memory/{key}/history lists what writes replaced, and storing an old version restores it', async () => {
    const headers = fresh();
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'lang', value: 'Prefers German.', tags: ['prefs'] } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'lang', value: 'Prefers French.', tags: ['prefs'] } });
    await server.request('PUT', '/api/v1/memory/lang', { headers, body: { importance: 0.9 } });
    const history = await server.request('GET', '/api/v1/memory/lang/history', { headers });
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ memory: { key: 'lang', value: 'Prefers French.', importance: 0.9 }, current_version: 3, context: { kind: 'local' } });
    expect(history.body.versions.map((v: { version: number; value: string }) => [v.version, v.value])).toEqual([[2, 'Prefers French.'], [1, 'Prefers German.']]);
    const { version: _v, written_at: _w, replaced_at: _r, ...first } = history.body.versions[1];
    expect((await server.request('PUT', '/api/v1/memory/lang', { headers, body: first })).body.value).toBe('Prefers German.');
    const after = await server.request('GET', '/api/v1/memory/lang/history?limit=1', { headers: { ...headers, 'x-agent-name': 'cursor' } });
    expect(after.body).toMatchObject({ current_version: 4, memory: { value: 'Prefers German.', importance: 0.5 }, versions: [{ version: 3, value: 'Prefers French.', importance: 0.9 }] });
    expect((await server.request('GET', '/api/v1/memory/none/history', { headers })).status).toBe(404);
  });
});

describe('duplicates', () => {
  it('POST and PUT keep the same text under another key and report duplicate_of', async () => {
    const headers = fresh();
    const first = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'tea', value: 'Ada drinks jasmine tea.' } });
    expect(first.body.duplicate_of).toBeNull();
    const again = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'tea2', value: 'ada drinks jasmine tea' } });
    expect(again.status).toBe(201);
    expect(again.body.duplicate_of).toEqual({ id: first.body.id, key: 'tea', agent_name: 'global' });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'other', value: 'Something else' } });
    const put = await server.request('PUT', '/api/v1/memory/other', { headers, body: { value: 'ADA drinks jasmine tea!' } });
    expect(put.body.duplicate_of).toMatchObject({ key: 'tea' });
  });
});
