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
    metadata: {}, createdAt: null, updatedAt: '2024-01-01T00:00:00.000001Z', expiresAt: null, version: 1, ...extra,
  });

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
