/** AccountStores.transaction (src/domain/account/ports.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStores } from '../../../domain/account/ports.js';
import type { AuthPortHarness, OpenAuthPort } from '../auth/fixture.js';

export function describeAccountStoresContract(open: OpenAuthPort<AccountStores>): void {
  describe('AccountStores.transaction contract', () => {
    let h: AuthPortHarness<AccountStores>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('commits the account stores and the sign-in stores written through tx together', async () => {
      const [a, b] = [await h.newAccount(), await h.newAccount()];
      const now = new Date();
      const set = await h.store.transaction(async (tx) => {
        await tx.auth.accounts.clearPassword(a.id, now);
        return tx.identityLinks.createSet([a.id, b.id], now);
      });
      expect(await h.store.identityLinks.setOf(b.id)).toBe(set);
    });

    it('rolls back the account stores, the sign-in stores and the audit trail when the work throws', async () => {
      const a = await h.newAccount();
      await h.store.auth.accounts.setPassword(a.id, 'kept');
      const requestId = randomUUID();
      const failure = new Error('work failed');
      await expect(
        h.store.transaction(async (tx) => {
          await tx.erasures.insert({ id: requestId, account_id: a.id, state: 'pending', token_hash: null, token_expires_at: null, created_at: new Date(), updated_at: new Date(), cooling_off_ends_at: null, confirm_with: null });
          await tx.auth.accounts.clearPassword(a.id, new Date());
          await tx.audit.append({ actor_kind: 'local', actor_id: null, account_id: a.id, context_id: null, action: 'contract.account_rolled_back', target_type: null, target_id: null, details: {}, request_id: null, ip: null });
          expect(await tx.erasures.active(a.id)).toBeDefined(); // visible inside
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await h.store.erasures.active(a.id)).toBeUndefined();
      expect((await h.store.auth.accounts.findById(a.id))?.password_hash).toBe('kept');
      expect(await h.store.audit.list({ action: 'contract.account_rolled_back', limit: 5 })).toEqual([]);
    });

    it('the sign-in stores of tx join its transaction: their own transaction inside rolls back with it', async () => {
      const a = await h.newAccount();
      await expect(
        h.store.transaction(async (tx) => {
          await tx.auth.transaction(async (auth) => auth.accounts.updateProfile(a.id, { name: 'Joined' }));
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect((await h.store.auth.accounts.findById(a.id))?.name).toBe(a.name);
    });
  });
}
