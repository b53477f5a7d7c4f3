/** The AccountDirectory contract (src/domain/admin/ports.ts), run on each implementation. */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDirectory } from '../../../domain/admin/ports.js';
import type { AdminPortHarness, OpenAdminPort } from './fixture.js';

/** A word only this test's accounts carry, so each test reads its own accounts through `text`. */
const marker = () => `mk${randomBytes(5).toString('hex')}`;

export function describeAccountDirectoryContract(open: OpenAdminPort<AccountDirectory>): void {
  describe('AccountDirectory contract', () => {
    let h: AdminPortHarness<AccountDirectory>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('roleOf: the role of an account; undefined for an unknown id and for a string that is no id', async () => {
      const admin = await h.seedAccount({ role: 'admin' });
      expect(await h.store.roleOf(admin)).toBe('admin');
      expect(await h.store.roleOf(await h.seedAccount())).toBe('user');
      expect(await h.store.roleOf(randomUUID())).toBeUndefined();
      expect(await h.store.roleOf('not-an-id')).toBeUndefined();
    });

    it('list: every field of an account, providers once each in the order first linked, MFA only when confirmed', async () => {
      const m = marker();
      const createdAt = new Date('2026-01-02T03:04:05.678Z');
      const lastSignInAt = new Date('2026-02-01T00:00:00Z');
      const id = await h.seedAccount({ email: `${m}@example.com`, name: 'Ada', loginId: `${m}-login`, role: 'admin', emailVerified: true, password: true, totp: 'confirmed', providers: ['idp_b', 'idp_a', 'idp_b'], createdAt, lastSignInAt });
      const pending = await h.seedAccount({ name: `${m} pending`, email: null, totp: 'pending', createdAt: new Date('2026-01-01T00:00:00Z') });
      const page = await h.store.list({ limit: 10, text: m });
      expect(page).toEqual({
        accounts: [
          { id, email: `${m}@example.com`, name: 'Ada', loginId: `${m}-login`, role: 'admin', emailVerified: true, mfaEnabled: true, hasPassword: true, providers: ['idp_b', 'idp_a'], createdAt, lastSignInAt },
          { id: pending, email: null, name: `${m} pending`, loginId: null, role: 'user', emailVerified: false, mfaEnabled: false, hasPassword: false, providers: [], createdAt: new Date('2026-01-01T00:00:00Z'), lastSignInAt: null },
        ],
        nextCursor: null,
      });
    });

    it('text: a case-insensitive substring of the email, name or login id, matched literally', async () => {
      const m = marker();
      const byEmail = await h.seedAccount({ email: `${m}.Mail@example.com` });
      const byName = await h.seedAccount({ name: `Name ${m.toUpperCase()}` });
      const byLogin = await h.seedAccount({ loginId: `login-${m}` });
      await h.seedAccount({ name: 'Someone else' });
      const ids = async (text: string) => (await h.store.list({ limit: 10, text }))!.accounts.map((a) => a.id).sort();
      expect(await ids(m.toUpperCase())).toEqual([byEmail, byName, byLogin].sort());
      expect(await ids(`${m}.mail`)).toEqual([byEmail]);
      await h.seedAccount({ name: `${m}_x` });
      expect(await ids(`${m}%`)).toEqual([]);
      expect(await ids(`${m}_`)).toHaveLength(1);
    });

    it('pages newest first (ties by id, descending) with a cursor that continues after the last account shown', async () => {
      const m = marker();
      const tie = new Date('2026-03-01T00:00:00Z');
      const oldest = await h.seedAccount({ name: m, createdAt: new Date('2026-01-01T00:00:00Z') });
      const tied = [await h.seedAccount({ name: m, createdAt: tie }), await h.seedAccount({ name: m, createdAt: tie })].sort().reverse();
      const newest = await h.seedAccount({ name: m, createdAt: new Date('2026-04-01T00:00:00Z') });
      const first = await h.store.list({ limit: 2, text: m });
      expect(first!.accounts.map((a) => a.id)).toEqual([newest, tied[0]]);
      expect(first!.nextCursor).toEqual(expect.any(String));
      // An account created after the first page does not move the second.
      await h.seedAccount({ name: m });
      const second = await h.store.list({ limit: 2, text: m, cursor: first!.nextCursor! });
      expect(second!.accounts.map((a) => a.id)).toEqual([tied[1], oldest]);
      // Nothing follows the second page: no cursor.
      expect(second!.nextCursor).toBeNull();
      expect((await h.store.list({ limit: 5, text: m }))!.nextCursor).toBeNull();
    });

    it('a cursor the directory did not return gives null', async () => {
      expect(await h.store.list({ limit: 10, cursor: 'not-a-cursor' })).toBeNull();
    });
  });
}
