/** The AuditStore contract (src/domain/core/ports/audit-store.ts), run on each implementation. */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditStore, NewAuditEvent } from '../../../domain/core/ports/index.js';

export interface AuditStoreHarness {
  store: AuditStore;
  /**
   * Runs `work` with the store bound to one transaction, which rolls back when `work` throws
   * (the error is passed on).
   */
  inTransaction<T>(work: (store: AuditStore) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function event(overrides: Partial<NewAuditEvent> = {}): NewAuditEvent {
  return {
    actor_kind: 'session',
    actor_id: null,
    account_id: null,
    context_id: null,
    action: `test.${randomBytes(4).toString('hex')}`,
    target_type: null,
    target_id: null,
    details: {},
    request_id: null,
    ip: null,
    ...overrides,
  };
}

export function describeAuditStoreContract(open: () => Promise<AuditStoreHarness>): void {
  describe('AuditStore contract', () => {
    let h: AuditStoreHarness;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('append then list: every field back, with an id and a time', async () => {
      const account = randomUUID();
      const written = event({ account_id: account, actor_id: account, context_id: randomUUID(), target_type: 'memory', target_id: 'k', details: { n: 1, nested: { ok: true } }, request_id: 'r-1', ip: '192.0.2.1' });
      const before = Date.now();
      await h.store.append(written);
      const [read] = await h.store.list({ action: written.action, limit: 10 });
      expect(read).toMatchObject(written);
      expect(typeof read!.id).toBe('number');
      expect(read!.at).toBeInstanceOf(Date);
      expect(read!.at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    });

    it('list: newest first, at most `limit`, filtered by action and account', async () => {
      const action = `test.order.${randomBytes(4).toString('hex')}`;
      const account = randomUUID();
      for (let i = 0; i < 3; i++) await h.store.append(event({ action, account_id: account, details: { i } }));
      await h.store.append(event({ action, details: { i: 'other account' } }));
      const all = await h.store.list({ action, limit: 10 });
      expect(all).toHaveLength(4);
      expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
      const mine = await h.store.list({ action, accountId: account, limit: 2 });
      expect(mine.map((e) => e.details.i)).toEqual([2, 1]);
      expect(await h.store.list({ action: `${action}.none`, limit: 10 })).toEqual([]);
    });

    it('trailOfAccount: events it caused and events about it, newest first, paged by id', async () => {
      const account = randomUUID();
      await h.store.append(event({ account_id: account, details: { n: 1 } }));
      await h.store.append(event({ target_type: 'account', target_id: account, details: { n: 2 } }));
      await h.store.append(event({ target_type: 'memory', target_id: account, details: { n: 'not about the account' } }));
      await h.store.append(event({ account_id: randomUUID(), details: { n: 'someone else' } }));
      await h.store.append(event({ account_id: account, details: { n: 3 } }));
      const firstPage = await h.store.trailOfAccount(account, { limit: 2, beforeId: null });
      expect(firstPage.map((e) => e.details.n)).toEqual([3, 2]);
      const rest = await h.store.trailOfAccount(account, { limit: 2, beforeId: firstPage[1]!.id });
      expect(rest.map((e) => e.details.n)).toEqual([1]);
      expect(await h.store.trailOfAccount(randomUUID(), { limit: 5, beforeId: null })).toEqual([]);
    });

    it('append in a transaction: the event is gone when the transaction rolls back, kept when it commits', async () => {
      const rolledBack = event();
      await expect(
        h.inTransaction(async (tx) => {
          await tx.append(rolledBack);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await h.store.list({ action: rolledBack.action, limit: 10 })).toEqual([]);
      const committed = event();
      await h.inTransaction((tx) => tx.append(committed));
      expect(await h.store.list({ action: committed.action, limit: 10 })).toHaveLength(1);
    });
  });
}
