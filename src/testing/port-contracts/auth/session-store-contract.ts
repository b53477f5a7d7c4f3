/** The SessionStore contract (src/domain/auth/ports/sessions.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewMember, SessionStore } from '../../../domain/auth/ports/index.js';
import { hash, secondsFrom, type AuthPortHarness, type OpenAuthPort } from './fixture.js';

export function describeSessionStoreContract(open: OpenAuthPort<SessionStore>): void {
  describe('SessionStore contract', () => {
    let h: AuthPortHarness<SessionStore>;
    const account = async () => (await h.newAccount()).id;
    const member = (accountId: string, signedInAt: Date, lifetimeSeconds = 3600): NewMember => ({
      accountId,
      authMethod: 'password',
      signedInAt,
      authTime: signedInAt,
      expiresAt: secondsFrom(signedInAt, lifetimeSeconds),
    });
    /** A container holding the accounts (the last one active), signed in one second apart. */
    const container = async (accountIds: string[], options: { now?: Date; persistent?: boolean; lifetimes?: number[] } = {}) => {
      const now = options.now ?? new Date();
      const tokenHash = hash();
      const members = accountIds.map((id, i) => member(id, secondsFrom(now, i - accountIds.length), options.lifetimes?.[i]));
      const id = await h.store.createContainer({ tokenHash, activeAccountId: accountIds.at(-1)!, persistent: options.persistent ?? false, now, members });
      return { id, tokenHash };
    };
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('createContainer stores the container and its members; found by id and by token hash', async () => {
      const [a, b] = [await account(), await account()];
      const { id, tokenHash } = await container([a, b], { persistent: true });
      expect(await h.store.findContainerByTokenHash(tokenHash)).toMatchObject({ id, token_hash: tokenHash, active_account_id: b, persistent: true });
      expect((await h.store.findContainer(id))?.id).toBe(id);
      expect((await h.store.members(id)).map((m) => m.account_id)).toEqual([a, b]); // earliest sign-in first
      expect(await h.store.member(id, a)).toMatchObject({ container_id: id, account_id: a, auth_method: 'password' });
      expect(await h.store.activeAccountOf(id)).toBe(b);
    });

    it('unknown containers and members give undefined or []', async () => {
      expect(await h.store.findContainerByTokenHash(hash())).toBeUndefined();
      expect(await h.store.findContainer(randomUUID())).toBeUndefined();
      expect(await h.store.members(randomUUID())).toEqual([]);
      expect(await h.store.activeAccountOf(randomUUID())).toBeUndefined();
      const { id } = await container([await account()]);
      expect(await h.store.member(id, randomUUID())).toBeUndefined();
    });

    it('a token hash in use is a unique violation, and nothing of the second container is kept', async () => {
      const a = await account();
      const { tokenHash } = await container([a]);
      const now = new Date();
      await expect(h.store.createContainer({ tokenHash, activeAccountId: a, persistent: false, now, members: [member(a, now)] })).rejects.toThrow();
      expect(await h.store.containersOfAccount(a, null)).toHaveLength(1);
    });

    it('setActive, touch and recordClient change the container', async () => {
      const [a, b] = [await account(), await account()];
      const { id } = await container([a, b]);
      await h.store.setActive(id, a);
      const seen = new Date('2030-01-01T00:00:00.000Z');
      await h.store.touch(id, seen);
      await h.store.recordClient(id, { userAgent: 'Browser/1.0', ip: '198.51.100.4' });
      const row = await h.store.findContainer(id);
      expect(row).toMatchObject({ active_account_id: a, user_agent: 'Browser/1.0', ip: '198.51.100.4' });
      expect(new Date(row!.last_seen_at).toISOString()).toBe(seen.toISOString());
    });

    it('removeMember keeps the container, even emptied; deleteContainer removes it with its members', async () => {
      const a = await account();
      const { id } = await container([a]);
      await h.store.removeMember(id, a);
      expect(await h.store.members(id)).toEqual([]);
      expect(await h.store.findContainer(id)).toBeDefined();
      await h.store.deleteContainer(id);
      expect(await h.store.findContainer(id)).toBeUndefined();
      await h.store.deleteContainer(id); // unknown: nothing to delete
    });

    it('removeExpiredMembers removes only lapsed sign-ins', async () => {
      const [a, b] = [await account(), await account()];
      const now = new Date();
      const { id } = await container([a, b], { now, lifetimes: [1, 3600] });
      await h.store.removeExpiredMembers(id, secondsFrom(now, 10));
      expect((await h.store.members(id)).map((m) => m.account_id)).toEqual([b]);
    });

    it('containersOfAccount lists the containers the account is in, except the one kept', async () => {
      const [a, b] = [await account(), await account()];
      const one = await container([a]);
      const two = await container([a, b]);
      await container([b]);
      expect((await h.store.containersOfAccount(a, null)).sort()).toEqual([one.id, two.id].sort());
      expect(await h.store.containersOfAccount(a, one.id)).toEqual([two.id]);
    });

    it('sessionsOfAccount lists the account view of each container, most recently used first', async () => {
      const [a, b] = [await account(), await account()];
      const first = await container([a, b], { persistent: true });
      const second = await container([a]);
      await h.store.touch(first.id, new Date(Date.now() + 60_000));
      const rows = await h.store.sessionsOfAccount(a);
      expect(rows.map((r) => r.id)).toEqual([first.id, second.id]);
      expect(rows[0]).toMatchObject({ active_account_id: b, persistent: true, user_agent: null, ip: null });
      expect(rows[0]!.signed_in_at).toBeInstanceOf(Date);
      expect(await h.store.sessionsOfAccount(await account())).toEqual([]);
    });

    it('purgeExpired drops lapsed members, idle and emptied containers, and counts the containers', async () => {
      const now = new Date();
      const [a, b, c, d] = [await account(), await account(), await account(), await account()];
      const idle = await container([a], { now: secondsFrom(now, -7200) });
      const idleRemembered = await container([b], { now: secondsFrom(now, -7200), persistent: true, lifetimes: [172_800] });
      const lapsed = await container([c], { now, lifetimes: [-1] });
      const live = await container([d], { now });
      const went = await h.store.purgeExpired({ browserSession: secondsFrom(now, -3600), remembered: secondsFrom(now, -86_400) }, now);
      expect(went).toBeGreaterThanOrEqual(2);
      expect(await h.store.findContainer(idle.id)).toBeUndefined();
      expect(await h.store.findContainer(idleRemembered.id)).toBeDefined();
      expect(await h.store.findContainer(lapsed.id)).toBeUndefined();
      expect(await h.store.findContainer(live.id)).toBeDefined();
    });
  });
}
