/**
 * Contract of MemoryRepository.insertMany and findDuplicates (src/domain/memory/ports/memory-store.ts):
 * the statements grouped writes share. A batch stores what single upserts of new keys store,
 * leaves taken and repeated keys to the caller, and finds what findDuplicate finds.
 */
import { describe, expect, it } from 'vitest';
import type { MemoryRepository } from '../../../domain/memory/ports.js';
import { freshNs as ns, write, type PortFixture } from './fixture.js';

export function describeMemoryBatchWritesContract(fixture: () => PortFixture<MemoryRepository>): void {
  describe('insertMany', () => {
    it('stores every free key as upsert would, and answers null for a taken or repeated key without touching it', async () => {
      const { store: repo, stores } = fixture();
      const a = ns();
      const b = ns('coder');
      const taken = await repo.upsert(a, write('taken', { value: 'kept' }), 60);
      await stores.embeddings.ensureModel('contract-model', 3);
      const results = await repo.insertMany([
        { ns: a, write: write('one', { tags: ['t'], importance: 0.9, metadata: { m: 1 } }) },
        { ns: a, write: write('taken', { value: 'lost' }) },
        { ns: b, write: write('one', { scope: 'working' }), vector: { modelId: 'contract-model', vector: Float32Array.from([0, 1, 0]) } },
        { ns: a, write: write('one', { value: 'second of a repeated key' }) },
      ], 60);
      expect(results.map((r) => r?.created ?? null)).toEqual([true, null, true, null]);
      expect(results[0]).toMatchObject({ embeddingPending: true, revision: 1, memory: { key: 'one', agent_name: 'global', tags: ['t'], importance: 0.9, metadata: { m: 1 }, expires_at: null } });
      expect(results[2]).toMatchObject({ embeddingPending: false, memory: { key: 'one', agent_name: 'coder', scope: 'working' } });
      expect(results[2]!.memory.expires_at).not.toBeNull();
      expect(Array.from((await stores.embeddings.vectorOf(results[2]!.memory.id, 'contract-model')) ?? [])).toEqual([0, 1, 0]);
      expect((await repo.get(a, 'one'))?.value).toBe('value of one');
      expect(await repo.get(a, 'taken')).toMatchObject({ id: taken.memory.id, value: 'kept' });
    });

    it('stores rows equal to single upserts: full-text vector, vector, importance, tags, metadata, times, a lone surrogate as U+FFFD', async () => {
      const { store: repo, stores, storedColumns } = fixture();
      await stores.embeddings.ensureModel('contract-model', 3);
      const vector = { modelId: 'contract-model', vector: Float32Array.from([0.1, -2.5, 1 / 3]) };
      const texts = [
        write('notes/tea-time', { value: 'Ada drinks "Earl Grey" tea at 5 o\'clock; naïve café ☕ \\ back, a lone \ud800 half', tags: ['a', 'b c', '{d}', 'half \udc00'], importance: 0.1 + 0.2, metadata: { n: 1.5, s: 'x', nested: [null, true] } }),
        write('working.key', { value: 'A working memory', scope: 'working' }),
      ];
      const single = ns();
      const batched = ns();
      const one = [await repo.upsert(single, texts[0]!, 90, undefined, vector), await repo.upsert(single, texts[1]!, 90)];
      const many = await repo.insertMany([{ ns: batched, write: texts[0]!, vector }, { ns: batched, write: texts[1]! }], 90);
      for (const [i, result] of many.entries()) {
        const upserted = one[i]!;
        const { id: _a, user_id: _b, created_at: _c, updated_at: _d, expires_at: _e, ...fields } = result!.memory;
        const { id: _f, user_id: _g, created_at: _h, updated_at: _i, expires_at: _j, ...expected } = upserted.memory;
        expect(fields).toEqual(expected);
        expect(result!.memory.created_at).toBe(result!.memory.updated_at);
        expect(await storedColumns(result!.memory.id)).toEqual(await storedColumns(upserted.memory.id));
        expect(result).toMatchObject({ embeddingPending: upserted.embeddingPending, revision: upserted.revision });
      }
      expect((await storedColumns(many[1]!.memory.id)).expires_after).toBe(90);
      expect(many[0]!.memory.value).toContain('a lone \ufffd half');
    });

    it('stores nothing when one row of the batch fails', async () => {
      const { store: repo } = fixture();
      const where = ns();
      await expect(repo.insertMany([
        { ns: where, write: write('good') },
        { ns: where, write: write('bad', { importance: 7 }) }, // breaks the importance check
      ], 60)).rejects.toThrow();
      expect(await repo.get(where, 'good')).toBeNull();
    });
  });

  describe('findDuplicates', () => {
    it('answers what findDuplicate answers, for each check in order', async () => {
      const { store: repo } = fixture();
      const own = ns('coder');
      const global = { ...own, agentName: 'global' };
      const first = await repo.upsert(global, write('g', { value: 'Ada drinks tea.' }), 60);
      const mine = await repo.upsert(own, write('o', { value: 'ada  DRINKS tea' }), 60);
      const other = await repo.upsert(ns(), write('x', { value: 'Ada drinks tea' }), 60);
      const scope = { contextId: own.contextId, userId: own.userId, agentNames: ['coder', 'global'] };
      const checks = [
        { scope, value: 'Ada drinks tea!', excludeId: mine.memory.id },
        { scope, value: 'Ada drinks tea', excludeId: first.memory.id },
        { scope: { ...scope, agentNames: ['global'] }, value: 'ada drinks tea', excludeId: first.memory.id },
        { scope, value: 'nothing like it', excludeId: mine.memory.id },
      ];
      const found = await repo.findDuplicates(checks);
      expect(found).toEqual(await Promise.all(checks.map((c) => repo.findDuplicate(c.scope, c.value, c.excludeId))));
      expect(found.map((d) => d?.key ?? null)).toEqual(['g', 'o', null, null]);
      expect(found.some((d) => d?.id === other.memory.id)).toBe(false);
    });

    it('skips expired memories and answers checks of several users and agent lists in one call', async () => {
      const f = fixture();
      const { store: repo } = f;
      const one = ns('coder');
      const two = ns();
      const expired = await repo.upsert(one, write('old', { value: 'The kettle is blue.' }), 60);
      await f.expire(expired.memory.id);
      const kept = await repo.upsert({ ...one, agentName: 'global' }, write('kept', { value: 'the kettle is BLUE' }), 60);
      const theirs = await repo.upsert(two, write('t', { value: 'Tea at five.' }), 60);
      const checks = [
        { scope: { contextId: one.contextId, userId: one.userId, agentNames: ['coder', 'global'] }, value: 'The kettle is blue', excludeId: expired.memory.id },
        { scope: { contextId: one.contextId, userId: one.userId, agentNames: ['coder'] }, value: 'The kettle is blue', excludeId: kept.memory.id },
        { scope: { contextId: two.contextId, userId: two.userId, agentNames: ['global'] }, value: 'tea at five', excludeId: kept.memory.id },
      ];
      const found = await repo.findDuplicates(checks);
      expect(found).toEqual(await Promise.all(checks.map((c) => repo.findDuplicate(c.scope, c.value, c.excludeId))));
      expect(found.map((d) => d?.id ?? null)).toEqual([kept.memory.id, null, theirs.memory.id]);
    });
  });
}
