/**
 * Interaction graph endpoints end to end: recording (both paths), user patterns (both paths)
 * and related-node traversal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../../../testing/http/memory-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: MemoryTestServer;

beforeAll(async () => {
  server = await startMemoryTestServer();
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

const interaction = (user: string, query: string, response: string, ai_platform?: string) => ({
  user_id: user, query, response, ...(ai_platform ? { ai_platform } : {}), metadata: { session: 's1' },
});

describe('interactions and patterns', () => {
  it('records topics, platform and linked memories; both paths do the same', async () => {
    const user = `alice-${randomUUID().slice(0, 6)}`;
    const headers = { 'x-user-id': user };
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'recipes.sourdough', value: 'My sourdough starter needs rye flour every morning.', tags: ['baking'] } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'car', value: 'The car is due for an oil change.' } });
    const first = await server.request('POST', '/api/v1/graph/interaction', {
      headers,
      body: interaction(user, 'How do I keep my sourdough starter alive?', 'Feed the sourdough starter with rye flour daily and keep it warm.', 'claude'),
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ interaction_id: expect.stringMatching(/^interaction:/), user_node_id: `user:${user}`, created_at: expect.any(String) });
    expect(first.body.topics).toContain('sourdough starter');
    expect(first.body.linked_memories).toEqual(['recipes.sourdough']);
    const second = await server.request('POST', '/api/v1/graph/interactions', {
      headers,
      body: interaction(user, 'Which flour is best for a sourdough starter?', 'Rye flour ferments fastest; whole wheat also works.', 'chatgpt'),
    });
    expect(second.status).toBe(201);

    for (const path of [`/api/v1/graph/pattern/${user}`, `/api/v1/graph/users/${user}/pattern`]) {
      const pattern = await server.request('GET', path, { headers });
      expect(pattern.status).toBe(200);
      expect(pattern.body).toMatchObject({ user_id: user, total_interactions: 2, platforms: { claude: 1, chatgpt: 1 } });
      expect(pattern.body.topics['sourdough starter']).toBe(2);
      expect(pattern.body.learning_trajectory).toHaveLength(1);
      expect(pattern.body.learning_trajectory[0]).toMatchObject({ period: new Date().toISOString().slice(0, 10), interactions: 2 });
    }
  });

  it('gives a user without interactions an empty pattern', async () => {
    const pattern = await server.request('GET', '/api/v1/graph/pattern/nobody-at-all');
    expect(pattern.status).toBe(200);
    expect(pattern.body).toEqual({
      user_id: 'nobody-at-all', total_interactions: 0, topics: {}, top_topics: [], other_topics: { topics: 0, mentions: 0 }, platforms: {}, learning_trajectory: [],
    });
  });

  it('ranks the noun phrases of a user\'s interactions by how many are about them, fillers left out', async () => {
    const user = `carol-${randomUUID().slice(0, 6)}`;
    const headers = { 'x-user-id': user };
    const exchanges: Array<[string, string]> = [
      ["What's the best way to compare the actual row vs the estimated row count in a Postgres query plan?", 'EXPLAIN ANALYZE prints both numbers in the query plan.'],
      ['How do I add an index to speed up my Postgres query? The query plan shows a sequential scan.', 'Create a B-tree index on the filtered column.'],
      ['Can you suggest a good recipe for sourdough bread? I have a new sourdough starter.', 'Mix the sourdough starter with flour and water.'],
      ['My sourdough bread came out flat. What could be the reason?', 'Your sourdough starter may be too young.'],
      ['Thanks a lot! That is a great idea, I will try it this weekend.', 'Good luck!'],
      ['How often should I feed my sourdough starter?', 'Twice a day while it is young.'],
    ];
    for (const [query, response] of exchanges) {
      expect((await server.request('POST', '/api/v1/graph/interaction', { headers, body: interaction(user, query, response) })).status).toBe(201);
    }
    const pattern = await server.request('GET', `/api/v1/graph/pattern/${user}`, { headers });
    expect(pattern.status).toBe(200);
    const top = pattern.body.top_topics as Array<{ topic: string; interactions: number; last_seen: string }>;
    // Three exchanges name the starter, two the bread and two the query plan; ties: the newest first.
    expect(top.slice(0, 3).map((t) => [t.topic, t.interactions])).toEqual([['sourdough starter', 3], ['sourdough bread', 2], ['query plan', 2]]);
    for (let i = 1; i < top.length; i++) {
      expect(top[i - 1]!.interactions > top[i]!.interactions || (top[i - 1]!.interactions === top[i]!.interactions && top[i - 1]!.last_seen >= top[i]!.last_seen)).toBe(true);
    }
    const names = Object.keys(pattern.body.topics);
    for (const noise of ['best way', 'actual row vs', 'way', 'lot', 'thanks', 'reason', 'great idea', 'weekend']) expect(names).not.toContain(noise);
    expect(names.slice(0, top.length)).toEqual(top.map((t) => t.topic));
    expect(pattern.body.other_topics).toEqual({
      topics: Math.max(0, names.length - top.length),
      mentions: names.slice(top.length).reduce((sum, n) => sum + (pattern.body.topics[n] as number), 0),
    });
  });

  it('refuses an interaction without a response', async () => {
    const res = await server.request('POST', '/api/v1/graph/interaction', { body: { user_id: 'u', query: 'q' } });
    expect(res.status).toBe(422);
  });
});

describe('related nodes', () => {
  it('walks from a memory key through tags, interactions and semantic neighbours', async () => {
    const user = `bob-${randomUUID().slice(0, 6)}`;
    const headers = { 'x-user-id': user };
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'garden.tomatoes', value: 'Tomatoes need full sun and deep watering.', tags: ['garden'] } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'garden.shed', value: 'The shed key hangs by the back door.', tags: ['garden'] } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'garden.peppers', value: 'Peppers and tomatoes like warm sunny soil.' } });
    await server.request('POST', '/api/v1/memory', { headers, body: { key: 'shopping', value: 'Buy stakes and twine on Saturday.', metadata: { links: ['garden.tomatoes', 'no.such.key'] } } });
    await server.embedded();
    await server.request('POST', '/api/v1/graph/interaction', {
      headers,
      body: interaction(user, 'How much sun do tomatoes need?', 'Tomatoes need full sun, at least six hours a day.', 'claude'),
    });

    const related = await server.request('GET', `/api/v1/graph/${encodeURIComponent('memory:garden.tomatoes')}/related?depth=2`, { headers });
    expect(related.status).toBe(200);
    expect(related.body.node_id).toMatch(/^memory:[0-9a-f-]{36}$/);
    const byLabel = new Map<string, any>(related.body.related.map((n: any) => [n.label, n]));
    expect(byLabel.get('garden')).toMatchObject({ type: 'tag', depth: 1, edge_type: 'tagged' });
    expect(byLabel.get('garden.shed')).toMatchObject({ type: 'memory', depth: 2, edge_type: 'tagged' });
    expect(byLabel.get('garden.shed').path).toEqual([related.body.node_id, 'tag:garden', byLabel.get('garden.shed').node_id]);
    expect(byLabel.get('garden.peppers')).toMatchObject({ type: 'memory', depth: 1, edge_type: 'similar' });
    const asked = related.body.related.find((n: any) => n.type === 'interaction');
    expect(asked).toMatchObject({ depth: 1, edge_type: 'mentions' });
    expect(related.body.related.some((n: any) => n.type === 'topic' && n.depth === 2)).toBe(true);
    for (const n of related.body.related) {
      expect(n.path[0]).toBe(related.body.node_id);
      expect(n.path).toHaveLength(n.depth + 1);
      expect(n.score).toBeGreaterThanOrEqual(0);
      expect(n.score).toBeLessThanOrEqual(1);
    }
    const depths = related.body.related.map((n: any) => n.depth);
    expect([...depths].sort()).toEqual(depths);

    const fromShopping = await server.request('GET', '/api/v1/graph/memory%3Ashopping/related?depth=1', { headers });
    expect(fromShopping.body.related).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'memory', label: 'garden.tomatoes', edge_type: 'links_to', depth: 1 }),
    ]));
    expect(fromShopping.body.related.some((n: any) => n.label === 'no.such.key')).toBe(false);

    const fromUser = await server.request('GET', `/api/v1/graph/${encodeURIComponent(`user:${user}`)}/related?depth=1`, { headers });
    expect(fromUser.status).toBe(200);
    expect(fromUser.body.related.map((n: any) => n.type).sort()).toEqual(expect.arrayContaining(['interaction', 'platform', 'topic']));
  });

  it('answers 404 GRAPH-001 for unknown nodes and 422 for depth above 4', async () => {
    const missing = await server.request('GET', '/api/v1/graph/topic%3Anothing/related');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('GRAPH-001');
    expect((await server.request('GET', '/api/v1/graph/topic%3Anothing/related?depth=5')).status).toBe(422);
  });
});
