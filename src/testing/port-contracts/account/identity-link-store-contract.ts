/** The IdentityLinkStore contract (src/domain/account/ports.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityLinkStore } from '../../../domain/account/ports.js';
import type { AuthPortHarness, OpenAuthPort } from '../auth/fixture.js';

export function describeIdentityLinkStoreContract(open: OpenAuthPort<IdentityLinkStore>): void {
  describe('IdentityLinkStore contract', () => {
    let h: AuthPortHarness<IdentityLinkStore>;
    const account = async () => (await h.newAccount({ email: `link-${randomUUID().slice(0, 8)}@example.com`, name: 'Linked' })).id;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('createSet links the accounts; setOf and membersOf see them, earliest linked first', async () => {
      const [a, b, c] = [await account(), await account(), await account()];
      expect(await h.store.setOf(a)).toBeUndefined();
      const t0 = new Date('2026-01-01T00:00:00.000Z');
      const set = await h.store.createSet([a, b], t0);
      expect(await h.store.setOf(a)).toBe(set);
      expect(await h.store.setOf(b)).toBe(set);
      await h.store.addMember(set, c, new Date('2026-02-01T00:00:00.000Z'));
      const members = await h.store.membersOf(set);
      expect(members.map((m) => m.account_id)).toEqual([...[a, b].sort(), c]);
      expect(members[0]).toMatchObject({ name: 'Linked' });
      expect(members[0]!.email).toMatch(/^link-/);
      expect(new Date(members[0]!.linked_at).toISOString()).toBe(t0.toISOString());
      expect(await h.store.countMembers(set)).toBe(3);
      expect(await h.store.membersOf(randomUUID())).toEqual([]);
      expect(await h.store.countMembers(randomUUID())).toBe(0);
    });

    it('an account already in a set is a unique violation', async () => {
      const [a, b, c] = [await account(), await account(), await account()];
      const set = await h.store.createSet([a, b], new Date());
      await expect(h.store.createSet([a, c], new Date())).rejects.toThrow();
      expect(await h.store.setOf(c)).toBeUndefined();
      const other = await h.store.createSet([c, await account()], new Date());
      await expect(h.store.addMember(other, a, new Date())).rejects.toThrow();
      expect(await h.store.setOf(a)).toBe(set);
    });

    it('mergeSets moves every member (linked_at kept) and removes the emptied set', async () => {
      const [a, b, c, d] = [await account(), await account(), await account(), await account()];
      const t1 = new Date('2026-03-01T00:00:00.000Z');
      const into = await h.store.createSet([a, b], new Date('2026-01-01T00:00:00.000Z'));
      const from = await h.store.createSet([c, d], t1);
      await h.store.mergeSets(into, from);
      expect(await h.store.countMembers(into)).toBe(4);
      expect(await h.store.countMembers(from)).toBe(0);
      expect(await h.store.setOf(c)).toBe(into);
      const moved = (await h.store.membersOf(into)).find((m) => m.account_id === c)!;
      expect(new Date(moved.linked_at).toISOString()).toBe(t1.toISOString());
    });

    it('removeMember keeps the set; dissolve removes it with its memberships', async () => {
      const [a, b, c] = [await account(), await account(), await account()];
      const set = await h.store.createSet([a, b, c], new Date());
      await h.store.removeMember(set, a);
      expect(await h.store.setOf(a)).toBeUndefined();
      expect(await h.store.countMembers(set)).toBe(2);
      await h.store.dissolve(set);
      expect(await h.store.setOf(b)).toBeUndefined();
      expect(await h.store.countMembers(set)).toBe(0);
    });
  });
}
