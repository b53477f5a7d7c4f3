/** AuthStores.transaction (src/domain/auth/ports/index.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStores } from '../../../domain/auth/ports/index.js';
import { hash, secondsFrom, type AuthPortHarness, type OpenAuthPort } from './fixture.js';

const auditEvent = (action: string, accountId: string) => ({
  actor_kind: 'local',
  actor_id: null,
  account_id: accountId,
  context_id: null,
  action,
  target_type: 'account',
  target_id: accountId,
  details: {},
  request_id: null,
  ip: null,
});

export function describeAuthStoresContract(open: OpenAuthPort<AuthStores>): void {
  describe('AuthStores.transaction contract', () => {
    let h: AuthPortHarness<AuthStores>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('commits what every store wrote through tx (audit and private context included) and returns the value', async () => {
      const result = await h.store.transaction(async (tx) => {
        const account = await tx.accounts.create({ email: `tx-${hash().slice(0, 8)}@example.com` });
        await tx.identities.recordTermsAcceptance(account.id, 'v1', new Date());
        await tx.audit.append(auditEvent('contract.committed', account.id));
        const contextId = await tx.contexts.privateContextOf(account.id);
        return { account, contextId };
      });
      expect(await h.store.accounts.findById(result.account.id)).toBeDefined();
      expect(await h.store.identities.latestAcceptedTerms(result.account.id)).toBe('v1');
      expect((await h.store.audit.list({ action: 'contract.committed', accountId: result.account.id, limit: 5 })).length).toBe(1);
      expect(await h.store.contexts.privateContextOf(result.account.id)).toBe(result.contextId);
    });

    it('rolls back everything written through tx when the work throws, and passes the error on', async () => {
      const account = await h.newAccount();
      const failure = new Error('work failed');
      const now = new Date();
      const tokenHash = hash();
      await expect(
        h.store.transaction(async (tx) => {
          await tx.accounts.setPassword(account.id, 'new-hash');
          await tx.credentials.createPasswordLink({ token_hash: tokenHash, account_id: account.id, purpose: 'reset', created_at: now, expires_at: secondsFrom(now, 600) });
          await tx.sessions.createContainer({ tokenHash: hash(), activeAccountId: account.id, persistent: false, now, members: [{ accountId: account.id, authMethod: 'password', signedInAt: now, authTime: now, expiresAt: secondsFrom(now, 600) }] });
          await tx.audit.append(auditEvent('contract.rolled_back', account.id));
          expect((await tx.accounts.findById(account.id))?.password_hash).toBe('new-hash'); // visible inside
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await h.store.accounts.findById(account.id))?.password_hash).toBeNull();
      expect(await h.store.credentials.findUsablePasswordLink(tokenHash, 'reset', now)).toBeUndefined();
      expect(await h.store.sessions.containersOfAccount(account.id, null)).toEqual([]);
      expect(await h.store.audit.list({ action: 'contract.rolled_back', limit: 5 })).toEqual([]);
    });

    it('a transaction begun on stores bound to one joins it: an error rolls back both', async () => {
      const account = await h.newAccount();
      await expect(
        h.store.transaction(async (tx) => {
          await tx.transaction(async (inner) => inner.accounts.updateProfile(account.id, { name: 'Inner' }));
          expect((await tx.accounts.findById(account.id))?.name).toBe('Inner');
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect((await h.store.accounts.findById(account.id))?.name).toBe(account.name);
    });
  });
}
