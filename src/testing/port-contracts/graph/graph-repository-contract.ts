/**
 * Contract of GraphRepository (src/domain/graph/ports.ts): recording an interaction with its
 * nodes and edges, the user's pattern, node existence, the traversal and the counts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphRepository, InteractionWrite } from '../../../domain/graph/ports.js';
import { freshNs, write, type OpenPort, type PortFixture } from '../memory/fixture.js';

export function describeGraphRepositoryContract(open: OpenPort<GraphRepository>): void {
  let f: PortFixture<GraphRepository>;
  beforeAll(async () => {
    f = await open();
  }, 120_000);
  afterAll(async () => f?.close());

  const interaction = (ns: { contextId: string; userId: string; agentName: string }, extra: Partial<InteractionWrite> = {}): InteractionWrite => ({
    id: randomUUID(), contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName, query: 'how to brew tea', response: 'steep it',
    platform: 'chat', metadata: {}, topics: [{ topic: 'tea', weight: 1 }], memories: [], ...extra,
  });

  it('records interactions; the pattern counts them per topic, platform and day; an unknown user has zeros', async () => {
    const ns = freshNs();
    const { createdAt } = await f.store.recordInteraction(interaction(ns));
    await f.store.recordInteraction(interaction(ns, { platform: 'cli', topics: [{ topic: 'tea', weight: 1 }, { topic: 'cups', weight: 0.5 }] }));
    expect(Date.parse(createdAt)).not.toBeNaN();
    const pattern = await f.store.userPattern(ns);
    expect(pattern).toMatchObject({ total: 2, topics: { tea: 2, cups: 1 }, platforms: { chat: 1, cli: 1 } });
    expect(pattern.topicRanking.map((t) => [t.topic, t.interactions])).toEqual([['tea', 2], ['cups', 1]]);
    expect(Date.parse(pattern.topicRanking[0]!.lastSeen)).not.toBeNaN();
    expect(pattern.trajectory).toHaveLength(1);
    expect(pattern.trajectory[0]!.interactions).toBe(2);
    expect(await f.store.userPattern(freshNs())).toEqual({ total: 0, topics: {}, topicRanking: [], platforms: {}, trajectory: [] });
  });

  it('ranks topics by interactions, then the newest first, then by name', async () => {
    const ns = freshNs();
    const topics = (...names: string[]) => ({ topics: names.map((topic) => ({ topic, weight: 1 })) });
    await f.store.recordInteraction(interaction(ns, topics('bread', 'oven')));
    await f.store.recordInteraction(interaction(ns, topics('bread', 'tea')));
    await new Promise((r) => setTimeout(r, 5));
    await f.store.recordInteraction(interaction(ns, topics('kettle', 'tea')));
    const { topicRanking, topics: counts } = await f.store.userPattern(ns);
    expect(topicRanking.map((t) => t.topic)).toEqual(['tea', 'bread', 'kettle', 'oven']);
    expect(Object.keys(counts)).toEqual(['tea', 'bread', 'kettle', 'oven']);
  });

  it('knows stored nodes and tag nodes of visible memories only', async () => {
    const ns = freshNs();
    await f.store.recordInteraction(interaction(ns));
    await f.stores.memories.upsert(ns, write('m', { tags: ['green'] }), 60);
    expect(await f.store.nodeExists(ns, 'topic:tea', [ns.agentName])).toBe(true);
    expect(await f.store.nodeExists(ns, `user:${ns.userId}`, [ns.agentName])).toBe(true);
    expect(await f.store.nodeExists(ns, 'tag:green', [ns.agentName])).toBe(true);
    expect(await f.store.nodeExists(ns, 'tag:green', ['someone-else'])).toBe(false);
    expect(await f.store.nodeExists(freshNs(), 'topic:tea', ['global'])).toBe(false);
  });

  it('walks from a memory through its tag and the interaction mentioning it, nearest first, within the limit', async () => {
    const ns = freshNs();
    const a = (await f.stores.memories.upsert(ns, write('a', { tags: ['shared'] }), 60)).memory;
    const b = (await f.stores.memories.upsert(ns, write('b', { tags: ['shared'] }), 60)).memory;
    await f.store.recordInteraction(interaction(ns, { memories: [{ id: a.id, weight: 1 }] }));
    const start = `memory:${a.id}`;
    const rows = await f.store.related(ns, [{ nodeId: start, depth: 0, path: [start], edgeType: null, score: 1 }], { agentNames: [ns.agentName], maxDepth: 2, fanout: 20, limit: 50 });
    const ids = rows.map((r) => r.nodeId);
    expect(ids).toContain('tag:shared');
    expect(ids).toContain(`memory:${b.id}`);
    expect(ids).not.toContain(start);
    expect(new Set(ids).size).toBe(ids.length);
    const depths = rows.map((r) => r.depth);
    expect(depths).toEqual([...depths].sort((x, y) => x - y));
    expect(rows.find((r) => r.nodeId === `memory:${b.id}`)).toMatchObject({ type: 'memory', depth: 2, memory: { key: 'b', agentName: ns.agentName } });
    const one = await f.store.related(ns, [{ nodeId: start, depth: 0, path: [start], edgeType: null, score: 1 }], { agentNames: [ns.agentName], maxDepth: 2, fanout: 20, limit: 1 });
    expect(one).toHaveLength(1);
    // Memories outside the agent namespaces given are never entered.
    const hidden = await f.store.related(ns, [{ nodeId: start, depth: 0, path: [start], edgeType: null, score: 1 }], { agentNames: ['someone-else'], maxDepth: 2, fanout: 20, limit: 50 });
    expect(hidden.map((r) => r.nodeId)).not.toContain(`memory:${b.id}`);
  });

  it('counts nodes and edges of a context and of the whole service', async () => {
    const ns = freshNs();
    const before = await f.store.counts(ns.contextId);
    await f.store.recordInteraction(interaction(ns, { topics: [{ topic: 'novel', weight: 1 }] }));
    const after = await f.store.counts(ns.contextId);
    expect(after.nodes).toBeGreaterThan(before.nodes);
    expect(after.edges).toBeGreaterThan(before.edges);
    const all = await f.store.counts();
    expect(all.nodes).toBeGreaterThanOrEqual(after.nodes);
  });
}
