/**
 * Contract of MemorySearchRepository (src/domain/memory/ports/search-store.ts): corpus
 * statistics, BM25 ranking, recall rows with their conversational neighbours, candidates by id and
 * full-text search, all within one read scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemorySearchRepository, NamespaceRef, ReadScope } from '../../../domain/memory/ports.js';
import { lexicalQueryTerms } from '../../../domain/memory/ranking/query-terms.js';
import { freshNs, tick, write, type OpenPort, type PortFixture } from './fixture.js';

const scopeOf = (ns: NamespaceRef): ReadScope => ({ contextId: ns.contextId, userId: ns.userId, agentNames: [ns.agentName, 'global'] });
const marks = { start: '[[', stop: ']]', tagOpen: '\uE002' };

export function describeMemorySearchRepositoryContract(open: OpenPort<MemorySearchRepository>): void {
  let f: PortFixture<MemorySearchRepository>;
  let ns: NamespaceRef;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    f = await open();
    ns = freshNs('agent');
    const texts: Record<string, string> = {
      tea: 'Ada drinks green tea every morning',
      coffee: 'Bob prefers black coffee, tea never',
      garden: 'The garden has roses and tulips',
    };
    for (const [key, value] of Object.entries(texts)) {
      ids[key] = (await f.stores.memories.upsert(ns, write(key, { value }), 60)).memory.id;
      await tick();
    }
    // Another user's memory about tea: never in this scope.
    await f.stores.memories.upsert(freshNs('agent'), write('other', { value: 'tea tea tea' }), 60);
  }, 120_000);
  afterAll(async () => f?.close());

  describe('corpusStats', () => {
    it('counts the visible memories of the scope; zeros for an empty scope', async () => {
      const stats = await f.store.corpusStats(scopeOf(ns));
      expect(stats.documents).toBe(3);
      expect(stats.averageLength).toBeGreaterThan(0);
      expect(await f.store.corpusStats(scopeOf(freshNs()))).toEqual({ documents: 0, averageLength: 0 });
    });
  });

  describe('rankLexically and candidateRows', () => {
    it('ranks by BM25 within the scope, links conversational neighbours and leaves other users out', async () => {
      const scope = scopeOf(ns);
      const ranking = await f.store.rankLexically(scope, lexicalQueryTerms('tea'), await f.store.corpusStats(scope), 10);
      expect([...ranking.ids].sort()).toEqual([ids.tea, ids.coffee].sort());
      expect(ranking.scores.every((s) => s > 0)).toBe(true);
      expect(ranking.now).toBeGreaterThan(Date.now() - 60_000);
      const rows = await f.store.candidateRows(scope, ranking.ids, 1800);
      const scores = await ranking.scoresOf(rows.map((r) => r.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(rows.every((r) => Object.values(ids).includes(r.id))).toBe(true);
      expect(ranking.ids.map((id) => scores.get(id))).toEqual(ranking.scores);
      // The garden memory matches nothing but is the coffee memory's next neighbour.
      expect(byId.get(ids.coffee!)!.nextId).toBe(ids.garden);
      expect(scores.get(ids.garden!)).toBe(0);
      expect(byId.get(ids.tea!)!.prevId).toBeNull();
      expect(byId.get(ids.garden!)).toMatchObject({ prevId: null, nextId: null });
      expect(rows.every((r) => r.dense === 0 && r.lexical === 0)).toBe(true);
      expect(byId.get(ids.tea!)).toMatchObject({ key: 'tea', agent_name: 'agent', scope: 'persistent', tags: [], importance: 0.5 });
    });

    it('scores memories found by other means with the ranking\'s formula, and answers nothing for words no memory holds', async () => {
      const scope = scopeOf(ns);
      const corpus = await f.store.corpusStats(scope);
      const one = await f.store.rankLexically(scope, lexicalQueryTerms('tea'), corpus, 1);
      const all = await f.store.rankLexically(scope, lexicalQueryTerms('tea'), corpus, 10);
      // Outside its top, a memory scores what a wider top gives it.
      const outside = all.ids.find((id) => !one.ids.includes(id))!;
      expect((await one.scoresOf([outside])).get(outside)).toBeCloseTo(all.scores[all.ids.indexOf(outside)]!, 9);
      const none = await f.store.rankLexically(scope, lexicalQueryTerms('zebra'), corpus, 10);
      expect(none.ids).toEqual([]);
      expect([...(await none.scoresOf([ids.tea!])).values()]).toEqual([0]);
      expect(await f.store.candidateRows(scope, [], 1800)).toEqual([]);
    });

    it('returns rows of the scope only', async () => {
      const scope = scopeOf(ns);
      const rows = await f.store.candidateRows(scope, [ids.coffee!, '00000000-0000-4000-8000-000000000000'], 1800);
      expect(rows.find((r) => r.id === ids.coffee)).toMatchObject({ lexical: 0, dense: 0, prevId: ids.tea, nextId: ids.garden });
      expect(rows.map((r) => r.id).sort()).toEqual([ids.coffee, ids.tea, ids.garden].sort());
      expect(await f.store.candidateRows(scopeOf(freshNs()), [ids.coffee!], 1800)).toEqual([]);
      const byIds = await f.store.candidatesByIds(scope, [ids.coffee!, '00000000-0000-4000-8000-000000000000']);
      expect(byIds.map((r) => r.id)).toEqual([ids.coffee]);
      expect(byIds[0]).toMatchObject({ lexical: 0, dense: 0, prevId: null, nextId: null });
      expect(await f.store.candidatesByIds(scope, [])).toEqual([]);
    });
  });

  describe('search', () => {
    it('matches all words first, falls back to any word, and marks matches in the headline', async () => {
      const scope = scopeOf(ns);
      const all = await f.store.search(scope, 'green tea', 10, marks);
      expect(all.map((r) => r.key)).toEqual(['tea']);
      expect(all[0]!.headline).toContain('[[tea]]');
      expect(all[0]!.score).toBeGreaterThan(0);
      expect(all[0]!.score).toBeLessThan(1);
      const any = await f.store.search(scope, 'roses coffee', 10, marks);
      expect(any.map((r) => r.key).sort()).toEqual(['coffee', 'garden']);
      expect(await f.store.search(scope, 'zebra', 10, marks)).toEqual([]);
    });

    it('finds a token too long for the full-text index, as written and ignoring case, in the scope only', async () => {
      // 3,000 characters: PostgreSQL's tsvector leaves out words of 2047 bytes or more.
      const token = `k${'Zx9'.repeat(1000)}`.slice(0, 3000);
      const user = freshNs('vault');
      const stored = (await f.stores.memories.upsert(user, write('blob', { value: `The <signing> key is ${token} (rotate yearly)` }), 60)).memory;
      await f.stores.memories.upsert(user, write('other', { value: `Another ${token.slice(0, 2500)}` }), 60);
      await f.stores.memories.upsert(freshNs('vault'), write('blob', { value: `The key is ${token}` }), 60); // another user
      const scope = scopeOf(user);
      const hits = await f.store.search(scope, token.toUpperCase(), 10, marks);
      expect(hits.map((h) => h.id)).toEqual([stored.id]);
      expect(hits[0]!.score).toBeGreaterThan(0);
      expect(hits[0]!.score).toBeLessThan(1);
      expect(hits[0]!.headline).toContain(`[[${token}]] (rotate yearly)`);
      expect(hits[0]!.headline).toContain('\uE002signing>'); // `<` travels as the tag marker, as in ts_headline
      // Other words of the query still match by full text.
      expect((await f.store.search(scope, `rotate ${token}`, 10, marks)).map((h) => h.id)).toEqual([stored.id]);
      expect(await f.store.search(scope, `zebra ${token}`, 10, marks)).toEqual([]);
      expect(await f.store.search(scope, `${token}q`, 10, marks)).toEqual([]);
      const across = await f.store.searchAcross({ contextId: user.contextId, namespaces: [{ userId: user.userId, agentName: 'vault' }] }, token, 10, marks);
      expect(across.map((h) => [h.id, h.userId])).toEqual([[stored.id, user.userId]]);
    });
  });

  describe('searchAcross', () => {
    it('answers in one statement what search answers for each user, merged best score first, cut at the best scores', async () => {
      // A second user whose memories match only some words of the query (the any-word fallback applies to that user alone).
      const other = freshNs('writer');
      await f.stores.memories.upsert(other, write('apples', { value: 'Green apples in the garden' }), 60);
      await f.stores.memories.upsert({ ...other, agentName: 'global' }, write('chai', { value: 'Chai is a spiced tea, tea and more tea' }), 60);
      const across = { contextId: ns.contextId, namespaces: [
        { userId: ns.userId, agentName: 'agent' }, { userId: ns.userId, agentName: 'global' },
        { userId: other.userId, agentName: 'writer' }, { userId: other.userId, agentName: 'global' },
      ] };
      const query = 'green tea';
      const hits = await f.store.searchAcross(across, query, 10, marks);
      for (const user of [ns, other]) {
        const alone = await f.store.search(scopeOf({ ...user, agentName: user === ns ? 'agent' : 'writer' }), query, 10, marks);
        expect(hits.filter((h) => h.userId === user.userId).map(({ userId: _u, ...row }) => row)).toEqual(alone);
      }
      expect(hits.map((h) => h.key).sort()).toEqual(['apples', 'chai', 'tea']);
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
      const best = await f.store.searchAcross(across, query, 1, marks);
      expect(best.map((h) => h.id)).toEqual([hits[0]!.id]);
      expect(await f.store.searchAcross({ contextId: ns.contextId, namespaces: [] }, query, 10, marks)).toEqual([]);
    });
  });
}
