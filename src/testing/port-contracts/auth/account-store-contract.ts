/** The AccountStore contract (src/domain/auth/ports/accounts.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStore } from '../../../domain/auth/ports/index.js';
import type { AuthPortHarness, OpenAuthPort } from './fixture.js';

export function describeAccountStoreContract(open: OpenAuthPort<AccountStore>): void {
  describe('AccountStore contract', () => {
    let h: AuthPortHarness<AccountStore>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('create applies the defaults, selects a personal workspace, and findById returns the row', async () => {
      const created = await h.store.create({});
      expect(created).toMatchObject({ login_id: null, email: null, email_verified: false, name: '', role: 'user', password_hash: null, is_initial_admin: false, is_local_cli: false });
      expect(created.current_workspace_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await h.store.findById(created.id)).toEqual(created);
    });

    it('create keeps what it is given', async () => {
      const loginId = `admin-${randomUUID().slice(0, 8)}`;
      const created = await h.store.create({ loginId, email: 'Mixed@Example.com', emailVerified: true, name: 'Ada', role: 'admin', passwordHash: 'hash', isInitialAdmin: false, isLocalCli: true });
      expect(created).toMatchObject({ login_id: loginId, email: 'Mixed@Example.com', email_verified: true, name: 'Ada', role: 'admin', password_hash: 'hash', is_local_cli: true });
    });

    it('a login id in use is a unique violation', async () => {
      const loginId = `dup-${randomUUID().slice(0, 8)}`;
      await h.store.create({ loginId });
      await expect(h.store.create({ loginId })).rejects.toThrow();
      expect(await h.store.findByLoginId(loginId)).toBeDefined();
    });

    it('findById gives undefined for an unknown id and for a value that is not a UUID', async () => {
      expect(await h.store.findById(randomUUID())).toBeUndefined();
      expect(await h.store.findById('not-a-uuid')).toBeUndefined();
    });

    it('findByIds returns the existing accounts among the ids and ignores the rest', async () => {
      const a = await h.newAccount();
      const b = await h.newAccount();
      const found = await h.store.findByIds([a.id, randomUUID(), b.id, 'nope']);
      expect(found.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
      expect(await h.store.findByIds([])).toEqual([]);
    });

    it('findByLoginId matches exactly; findByEmail compares case-insensitively', async () => {
      const loginId = `exact-${randomUUID().slice(0, 8)}`;
      const email = `Case-${randomUUID().slice(0, 8)}@Example.com`;
      const created = await h.store.create({ loginId, email });
      expect((await h.store.findByLoginId(loginId))?.id).toBe(created.id);
      expect(await h.store.findByLoginId(loginId.toUpperCase())).toBeUndefined();
      expect((await h.store.findByEmail(email.toLowerCase()))?.id).toBe(created.id);
      expect(await h.store.findByEmail(`missing-${email.toLowerCase()}`)).toBeUndefined();
    });

    it('hasInitialAdmin says whether an initial administrator exists', async () => {
      const before = await h.store.hasInitialAdmin();
      if (!before) {
        await h.store.create({ loginId: `first-${randomUUID().slice(0, 8)}`, isInitialAdmin: true });
      }
      expect(await h.store.hasInitialAdmin()).toBe(true);
    });

    it('updateProfile changes only the given fields', async () => {
      const a = await h.newAccount();
      await h.store.updateProfile(a.id, { timezone: 'Europe/Paris' });
      const after = await h.store.findById(a.id);
      expect(after).toMatchObject({ timezone: 'Europe/Paris', name: a.name, locale: a.locale });
      expect(new Date(after!.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(a.updated_at).getTime());
    });

    it('setPassword replaces the hash and verifies the email only when asked; clearPassword removes it', async () => {
      const a = await h.newAccount();
      await h.store.setPassword(a.id, 'h1');
      expect(await h.store.findById(a.id)).toMatchObject({ password_hash: 'h1', email_verified: false });
      await h.store.setPassword(a.id, 'h2', { emailVerified: true });
      expect(await h.store.findById(a.id)).toMatchObject({ password_hash: 'h2', email_verified: true });
      const now = new Date('2030-01-01T00:00:00.000Z');
      await h.store.clearPassword(a.id, now);
      const cleared = await h.store.findById(a.id);
      expect(cleared?.password_hash).toBeNull();
      expect(new Date(cleared!.updated_at).toISOString()).toBe(now.toISOString());
    });

    it('recordSignIn sets last_sign_in_at', async () => {
      const a = await h.newAccount();
      const at = new Date('2029-05-06T07:08:09.000Z');
      await h.store.recordSignIn(a.id, at);
      expect(new Date((await h.store.findById(a.id))!.last_sign_in_at!).toISOString()).toBe(at.toISOString());
    });

    it('sharedContextOwner is the oldest account of the link set, or the account itself', async () => {
      const older = await h.newAccount();
      await new Promise((resolve) => setTimeout(resolve, 5)); // created_at orders them
      const newer = await h.newAccount();
      const alone = await h.newAccount();
      expect(await h.store.sharedContextOwner(alone.id)).toBe(alone.id);
      await h.accountStores.identityLinks.createSet([newer.id, older.id], new Date());
      expect(await h.store.sharedContextOwner(newer.id)).toBe(older.id);
      expect(await h.store.sharedContextOwner(older.id)).toBe(older.id);
    });

    it('delete removes the account; an unknown id deletes nothing', async () => {
      const a = await h.newAccount();
      await h.store.delete(randomUUID());
      expect(await h.store.findById(a.id)).toBeDefined();
      await h.store.delete(a.id);
      expect(await h.store.findById(a.id)).toBeUndefined();
    });
  });
}
