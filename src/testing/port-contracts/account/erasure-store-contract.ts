/** The ErasureStore contract (src/domain/account/ports.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErasureStore, NewErasure } from '../../../domain/account/ports.js';
import { hash, secondsFrom, type AuthPortHarness, type OpenAuthPort } from '../auth/fixture.js';

function pending(accountId: string, now = new Date()): NewErasure {
  return { id: randomUUID(), account_id: accountId, state: 'pending', token_hash: hash(), token_expires_at: secondsFrom(now, 900), created_at: now, updated_at: now, cooling_off_ends_at: null, confirm_with: 'passkey' };
}

export function describeErasureStoreContract(open: OpenAuthPort<ErasureStore>): void {
  describe('ErasureStore contract', () => {
    let h: AuthPortHarness<ErasureStore>;
    const account = async () => (await h.newAccount()).id;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('insert stores a pending request that active finds; delete removes it', async () => {
      const id = await account();
      expect(await h.store.active(id)).toBeUndefined();
      const row = pending(id);
      await h.store.insert(row);
      expect(await h.store.active(id)).toMatchObject({ id: row.id, account_id: id, state: 'pending', token_hash: row.token_hash, cooling_off_ends_at: null, confirm_with: 'passkey' });
      await h.store.delete(row.id);
      expect(await h.store.active(id)).toBeUndefined();
      await h.store.delete(row.id); // unknown: nothing to delete
    });

    it('a second active request of the account is a unique violation', async () => {
      const id = await account();
      await h.store.insert(pending(id));
      await expect(h.store.insert(pending(id))).rejects.toThrow();
    });

    it('confirm moves a pending request to cooling_off once; cancel works while pending or cooling_off', async () => {
      const id = await account();
      const row = pending(id);
      await h.store.insert(row);
      const now = new Date();
      const ends = secondsFrom(now, 7 * 86_400);
      const confirmed = await h.store.confirm(row.id, now, ends);
      expect(confirmed).toMatchObject({ id: row.id, state: 'cooling_off', token_hash: null });
      expect(new Date(confirmed!.cooling_off_ends_at!).toISOString()).toBe(ends.toISOString());
      expect(await h.store.confirm(row.id, now, ends)).toBeUndefined();
      const cancelled = await h.store.cancel(row.id, now);
      expect(cancelled).toMatchObject({ id: row.id, state: 'cancelled', token_hash: null });
      expect(await h.store.cancel(row.id, now)).toBeUndefined();
      expect(await h.store.active(id)).toBeUndefined(); // cancelled is not active
      expect(await h.store.cancel(randomUUID(), now)).toBeUndefined();
    });

    it('due lists cooling_off requests whose period ended; claim takes one once; complete and fail end it', async () => {
      const now = new Date();
      const [a, b, c] = [await account(), await account(), await account()];
      const ended = pending(a);
      const running = pending(b);
      const failing = pending(c);
      for (const r of [ended, running, failing]) await h.store.insert(r);
      await h.store.confirm(ended.id, now, secondsFrom(now, -1));
      await h.store.confirm(running.id, now, secondsFrom(now, 3600));
      await h.store.confirm(failing.id, now, now);
      const due = (await h.store.due(now)).map((r) => r.id);
      expect(due).toEqual(expect.arrayContaining([ended.id, failing.id]));
      expect(due).not.toContain(running.id);
      expect(await h.store.claim(ended.id, now)).toBe(true);
      expect(await h.store.claim(ended.id, now)).toBe(false);
      expect((await h.store.active(a))?.state).toBe('in_progress');
      expect((await h.store.due(now)).map((r) => r.id)).not.toContain(ended.id);
      await h.store.complete(ended.id, now);
      expect(await h.store.active(a)).toBeUndefined();
      await h.store.claim(failing.id, now);
      await h.store.fail(failing.id, 'disk on fire', now);
      expect(await h.store.active(c)).toBeUndefined();
    });

    it('ownsPaidWorkspace follows the workspace subscription', async () => {
      const id = await account();
      expect(await h.store.ownsPaidWorkspace(id)).toBe(false);
      await h.markWorkspacePaid(id);
      expect(await h.store.ownsPaidWorkspace(id)).toBe(true);
    });

    it("deletePrivateMemories empties the account's private context only", async () => {
      const [a, b] = [await account(), await account()];
      await h.store.deletePrivateMemories(a); // no private context yet: nothing to do
      await h.addPrivateMemory(a);
      await h.addPrivateMemory(a);
      await h.addPrivateMemory(b);
      await h.store.deletePrivateMemories(a);
      expect(await h.countPrivateMemories(a)).toBe(0);
      expect(await h.countPrivateMemories(b)).toBe(1);
    });
  });
}
