/**
 * Contracts of the smaller memory stores (src/domain/memory/ports/stores.ts): feedback, context
 * labels, history, the graph view, planner statistics, and `MemoryStores.transaction`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import { auditEventOf } from '../../../domain/core/audit.js';
import type { MemoryStores } from '../../../domain/memory/ports.js';
import { freshNs, write, type OpenPort, type PortFixture } from './fixture.js';

export function describeMemoryStoresContract(open: OpenPort<MemoryStores>): void {
  let f: PortFixture<MemoryStores>;
  let stores: MemoryStores;
  beforeAll(async () => {
    f = await open();
    stores = f.store;
  }, 120_000);
  afterAll(async () => f?.close());

  describe('FeedbackRepository', () => {
    it('adds memory feedback to the memory sums and keeps node feedback without a summary', async () => {
      const ns = freshNs();
      const { memory } = await stores.memories.upsert(ns, write('fb'), 60);
      const base = { contextId: ns.contextId, userId: ns.userId, agentName: ns.agentName };
      const first = await stores.feedback.record({ ...base, memoryId: memory.id, nodeId: `memory:${memory.id}`, label: 'useful', weight: 1 });
      expect(first.summary).toMatchObject({ useful: 1, irrelevant: 0, outdated: 0 });
      expect(Date.parse(first.created_at)).not.toBeNaN();
      const second = await stores.feedback.record({ ...base, memoryId: memory.id, nodeId: `memory:${memory.id}`, label: 'outdated', weight: 0.5 });
      expect(second.summary).toMatchObject({ useful: 1, outdated: 0.5 });
      expect(second.id).not.toBe(first.id);
      const node = await stores.feedback.record({ ...base, memoryId: null, nodeId: 'topic:tea', label: 'irrelevant', weight: 1 });
      expect(node.summary).toBeNull();
    });
  });

  describe('ContextLabelRepository', () => {
    it('labels a context, null for an unknown one', async () => {
      expect(await stores.contexts.label(LOCAL_CONTEXT_ID)).toMatchObject({ id: LOCAL_CONTEXT_ID, kind: 'local' });
      expect(await stores.contexts.label(randomUUID())).toBeNull();
    });
  });

  describe('MemoryHistoryRepository', () => {
    it('lists the versions writes kept, newest first; none for an unchanged or unknown memory', async () => {
      const ns = freshNs();
      const { memory } = await stores.memories.upsert(ns, write('h', { value: 'one' }), 60);
      expect(await stores.history.list(memory.id, 10)).toEqual({ versions: [], latest: 0 });
      await stores.memories.upsert(ns, write('h', { value: 'two' }), 60);
      await stores.memories.update(ns, 'h', { value: 'three' }, 60);
      await stores.memories.update(ns, 'h', { importance: 0.5 }, 60); // nothing changes: no version
      const { versions, latest } = await stores.history.list(memory.id, 10);
      expect(latest).toBe(2);
      expect(versions.map((v) => [v.version, v.value])).toEqual([[2, 'two'], [1, 'one']]);
      expect((await stores.history.list(memory.id, 1)).versions).toHaveLength(1);
      expect(await stores.history.list(randomUUID(), 10)).toEqual({ versions: [], latest: 0 });
    });
  });

  describe('GraphView', () => {
    it('knows stored nodes and the tags of visible memories', async () => {
      const ns = freshNs();
      await stores.memories.upsert(ns, write('tagged', { tags: ['blue'] }), 60);
      expect(await stores.graph.nodeExists(ns, 'tag:blue', [ns.agentName])).toBe(true);
      expect(await stores.graph.nodeExists(ns, 'tag:red', [ns.agentName])).toBe(false);
      expect(await stores.graph.nodeExists(ns, `user:${ns.userId}`, [ns.agentName])).toBe(false);
      const counts = await stores.graph.counts(ns.contextId);
      expect(counts.nodes).toBeGreaterThan(0);
    });
  });

  describe('StoreStatistics', () => {
    it('refreshes and estimates the stored memories', async () => {
      expect(await stores.statistics.refresh()).toBeGreaterThanOrEqual(0);
    });

    it('gathers none for the duplicate fingerprint, whose expression ANALYZE would evaluate on every sampled row', async () => {
      const ns = freshNs();
      for (let i = 0; i < 5; i++) await stores.memories.upsert(ns, write(`stat-${i}`, { value: `Statistics sample ${i}.` }), 60);
      await stores.statistics.refresh();
      expect(await f.statisticsColumns('memories')).toContain('value');
      expect(await f.statisticsColumns('memories_text_fingerprint_ix')).toEqual([]);
    });
  });

  describe('transaction', () => {
    const entry = (targetId: string) => auditEventOf({
      action: 'memory.delete', principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, contextId: LOCAL_CONTEXT_ID, targetType: 'memory', targetId,
    });

    it('commits every write of the work when it resolves', async () => {
      const ns = freshNs();
      const { memory } = await stores.memories.upsert(ns, write('t1'), 60);
      const answer = await stores.transaction(async (tx) => {
        await tx.memories.delete(ns, 't1');
        await tx.audit.append(entry(memory.id));
        return 'done';
      });
      expect(answer).toBe('done');
      expect(await stores.memories.get(ns, 't1')).toBeNull();
      expect(await f.auditEntries('memory.delete', memory.id)).toBe(1);
    });

    it('rolls every write back when the work throws, and passes the error on', async () => {
      const ns = freshNs();
      const { memory } = await stores.memories.upsert(ns, write('t2'), 60);
      const failure = new Error('stop');
      await expect(stores.transaction(async (tx) => {
        await tx.memories.delete(ns, 't2');
        await tx.audit.append(entry(memory.id));
        throw failure;
      })).rejects.toBe(failure);
      expect((await stores.memories.get(ns, 't2'))?.id).toBe(memory.id);
      expect(await f.auditEntries('memory.delete', memory.id)).toBe(0);
    });
  });
}
