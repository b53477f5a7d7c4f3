/**
 * Contract of PortabilityRepository (src/domain/memory/portability/ports.ts): export pages in
 * byte order, the import rule (newer replaces, older or equal changes nothing), counting and
 * erasing a namespace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import type { ImportWrite, PortabilityRepository } from '../../../domain/memory/portability/ports.js';
import { freshNs, write, type OpenPort, type PortFixture } from './fixture.js';

export function describePortabilityRepositoryContract(open: OpenPort<PortabilityRepository>): void {
  let f: PortFixture<PortabilityRepository>;
  beforeAll(async () => {
    f = await open();
  }, 120_000);
  afterAll(async () => f?.close());

  const record = (userId: string, key: string, extra: Partial<ImportWrite> = {}): ImportWrite => ({
    contextId: LOCAL_CONTEXT_ID, userId, agentName: 'global', key, value: `imported ${key}`, scope: 'persistent', tags: [], importance: 0.5,
    metadata: {}, createdAt: null, updatedAt: '2024-01-01T00:00:00.000001Z', expiresAt: null, version: 1, history: [], feedback: null, ...extra,
  });
  const exported = async (userId: string) => f.store.exportPage([LOCAL_CONTEXT_ID], { userId }, null, 10);
  const version = (n: number, value: string, written: string, replaced: string) => ({
    version: n, value, scope: 'persistent' as const, tags: ['t'], importance: 0.5, metadata: { n }, written_at: written, replaced_at: replaced,
  });
  const event = (weight: number, at: string, label: 'useful' | 'irrelevant' | 'outdated' = 'useful') => ({ label, weight, user_id: 'giver', agent_name: 'global', created_at: at });

  it('knows the contexts asked for and leaves unknown ones out', async () => {
    expect((await f.store.contexts([LOCAL_CONTEXT_ID, '00000000-0000-4000-8000-000000000000'])).map((c) => c.id)).toEqual([LOCAL_CONTEXT_ID]);
    expect(await f.store.contexts([])).toEqual([]);
    expect((await f.store.allContexts()).map((c) => c.id)).toContain(LOCAL_CONTEXT_ID);
  });

  it('exports visible memories in (context, user, agent, key) byte order, page after page', async () => {
    const ns = freshNs();
    for (const key of ['b', 'B', 'a']) await f.stores.memories.upsert(ns, write(key), 60);
    const gone = await f.stores.memories.upsert(ns, write('expired', { scope: 'working' }), 60);
    await f.expire(gone.memory.id);
    const first = await f.store.exportPage([LOCAL_CONTEXT_ID], { userId: ns.userId }, null, 2);
    expect(first.map((r) => r.key)).toEqual(['B', 'a']);
    const last = first[first.length - 1]!;
    const next = await f.store.exportPage([LOCAL_CONTEXT_ID], { userId: ns.userId }, { contextId: last.context_id, userId: last.user_id, agentName: last.agent_name, key: last.key }, 2);
    expect(next.map((r) => r.key)).toEqual(['b']);
    expect(next[0]).toMatchObject({ value: 'value of b', scope: 'persistent', tags: [], metadata: {}, expires_at: null });
    expect(await f.store.exportPage([], {}, null, 10)).toEqual([]);
  });

  it('imports: creates, replaces only with a newer record, and keeps the replaced state as a version', async () => {
    const { userId } = freshNs();
    const created = await f.store.importOne(record(userId, 'k'), 60, 10);
    expect(created).toMatchObject({ result: 'created', written: { embeddingPending: true, scope: 'persistent', expiresAt: null } });
    expect((await f.store.importOne(record(userId, 'k', { value: 'older', updatedAt: '2023-01-01T00:00:00Z' }), 60, 10)).result).toBe('unchanged');
    expect((await f.store.importOne(record(userId, 'k'), 60, 10)).result).toBe('unchanged');
    const newer = await f.store.importOne(record(userId, 'k', { value: 'newer', updatedAt: '2025-01-01T00:00:00Z' }), 60, 10);
    expect(newer.result).toBe('updated');
    expect(newer.written?.id).toBe(created.written?.id);
    expect((await f.stores.history.list(created.written!.id, 10)).versions.map((v) => v.value)).toEqual(['imported k']);
    // Without a time of its own a record replaces only when its content differs.
    expect((await f.store.importOne(record(userId, 'k', { value: 'newer', updatedAt: null }), 60, 10)).result).toBe('unchanged');
    expect((await f.store.importOne(record(userId, 'k', { value: 'different', updatedAt: null }), 60, 10)).result).toBe('updated');
  });

  it('exports each memory with its history (oldest first) and feedback (sums and events)', async () => {
    const ns = freshNs();
    const first = await f.store.importOne(record(ns.userId, 'h', { value: 'one', updatedAt: '2024-01-01T00:00:00Z' }), 60, 10);
    await f.store.importOne(record(ns.userId, 'h', { value: 'two', updatedAt: '2024-02-01T00:00:00Z' }), 60, 10);
    await f.store.importOne(record(ns.userId, 'h', { value: 'three', updatedAt: '2024-03-01T00:00:00Z' }), 60, 10);
    await f.stores.feedback.record({ ...ns, memoryId: first.written!.id, nodeId: `memory:${first.written!.id}`, label: 'useful', weight: 0.5 });
    await f.stores.feedback.record({ ...ns, memoryId: first.written!.id, nodeId: `memory:${first.written!.id}`, label: 'useful', weight: -1 });
    const [row] = await exported(ns.userId);
    expect(row!.value).toBe('three');
    expect(row!.history.map((v) => [v.version, v.value, v.written_at])).toEqual([
      [1, 'one', '2024-01-01T00:00:00.000000Z'], [2, 'two', '2024-02-01T00:00:00.000000Z'],
    ]);
    expect(row!.feedback).toMatchObject({ useful: 0.5, irrelevant: 1, outdated: 0 });
    expect(row!.feedback.events.map((e) => [e.label, e.weight, e.user_id, e.agent_name])).toEqual([['useful', 0.5, ns.userId, 'global'], ['useful', -1, ns.userId, 'global']]);
    expect(row!.feedback.events[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it('restores history and feedback with the record that creates a memory, and importing it again changes nothing', async () => {
    const { userId } = freshNs();
    const history = [version(7, 'first', '2024-01-01T00:00:00.000001Z', '2024-02-01T00:00:00Z'), version(8, 'second', '2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z')];
    const feedback = { useful: 5, irrelevant: 0, outdated: 1, events: [event(1, '2024-03-02T00:00:00.5Z'), event(1, '2024-03-03T00:00:00Z', 'outdated')] };
    const full = record(userId, 'r', { value: 'third', updatedAt: '2024-03-01T00:00:00Z', history, feedback });
    expect((await f.store.importOne(full, 60, 10)).result).toBe('created');
    const once = await exported(userId);
    expect(once[0]!.history.map((v) => [v.version, v.value, v.metadata])).toEqual([[7, 'first', { n: 7 }], [8, 'second', { n: 8 }]]);
    // The record's sums are taken as they are (they count events beyond the exported ones).
    expect(once[0]!.feedback).toMatchObject({ useful: 5, irrelevant: 0, outdated: 1 });
    expect(once[0]!.feedback.events.map((e) => e.created_at)).toEqual(['2024-03-02T00:00:00.500000Z', '2024-03-03T00:00:00.000000Z']);
    expect((await f.store.importOne(full, 60, 10)).result).toBe('unchanged');
    expect(await exported(userId)).toEqual(once);
  });

  it('a newer record merges its history and adds only the feedback events the memory lacks; an older one changes nothing', async () => {
    const ns = freshNs();
    const created = await f.store.importOne(record(ns.userId, 'm', { value: 'v1', updatedAt: '2024-01-01T00:00:00Z' }), 60, 10);
    const id = created.written!.id;
    await f.stores.feedback.record({ ...ns, memoryId: id, nodeId: `memory:${id}`, label: 'useful', weight: 1 });
    const [local] = await exported(ns.userId);
    const localEvent = local!.feedback.events[0]!;
    // Elsewhere the memory went v1 -> v2 -> v3 and got one more event; the file knows when v1 was replaced.
    const newer = record(ns.userId, 'm', {
      value: 'v3', updatedAt: '2024-03-01T00:00:00Z',
      history: [version(1, 'v1', '2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z'), version(2, 'v2', '2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z')],
      feedback: { useful: 1.5, irrelevant: 0, outdated: 0, events: [localEvent, event(0.5, '2024-02-15T00:00:00Z')] },
    });
    expect((await f.store.importOne(newer, 60, 10)).result).toBe('updated');
    const [merged] = await exported(ns.userId);
    expect(merged!.history.map((v) => [v.version, v.value, v.replaced_at])).toEqual([
      [1, 'v1', '2024-02-01T00:00:00.000000Z'], [2, 'v2', '2024-03-01T00:00:00.000000Z'],
    ]);
    expect(merged!.feedback).toMatchObject({ useful: 1.5, irrelevant: 0, outdated: 0 });
    expect(merged!.feedback.events).toHaveLength(2);
    expect((await f.store.importOne(newer, 60, 10)).result).toBe('unchanged');
    // An older record with other history and feedback leaves all of it alone.
    const older = record(ns.userId, 'm', { value: 'v0', updatedAt: '2023-01-01T00:00:00Z', history: [version(1, 'v-1', '2022-01-01T00:00:00Z', '2023-01-01T00:00:00Z')], feedback: { useful: 9, irrelevant: 9, outdated: 9, events: [event(1, '2023-01-02T00:00:00Z')] } });
    expect((await f.store.importOne(older, 60, 10)).result).toBe('unchanged');
    expect(await exported(ns.userId)).toEqual([merged]);
  });

  it('counts a namespace, erases exactly what it counted, and then counts zeros', async () => {
    const ns = freshNs('agent');
    const other = { ...ns, agentName: 'other' };
    await f.stores.memories.upsert(ns, write('e1'), 60);
    await f.stores.memories.upsert(ns, write('e2'), 60);
    await f.stores.memories.upsert(other, write('e3'), 60);
    const target = { contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName };
    const counts = await f.store.count(target);
    expect(counts.memories).toBe(2);
    expect(await f.store.erase(target)).toEqual(counts);
    expect(await f.store.count(target)).toEqual({ memories: 0, feedback: 0, interactions: 0, graph_nodes: 0, graph_edges: 0 });
    expect((await f.stores.memories.get(other, 'e3'))?.key).toBe('e3');
    expect((await f.store.count({ contextId: ns.contextId, userId: ns.userId })).memories).toBe(1);
  });
}
