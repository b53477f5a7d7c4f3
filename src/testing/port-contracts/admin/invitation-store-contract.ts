/** The InvitationStore contract (src/domain/admin/ports.ts), run on each implementation. */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationStore, NewInvitation } from '../../../domain/admin/ports.js';
import type { AdminPortHarness, OpenAdminPort } from './fixture.js';

const DAY = 86_400_000;

export function newInvitation(overrides: Partial<NewInvitation> = {}): NewInvitation {
  const createdAt = new Date('2026-03-01T10:00:00.250Z');
  return { id: randomUUID(), email: 'guest@example.com', note: 'for a guest', createdAt, expiresAt: new Date(Date.now() + 14 * DAY), tokenHash: randomBytes(32).toString('hex'), createdByAccountId: null, ...overrides };
}

/** The record an invitation reads back as. */
const recordOf = ({ tokenHash: _t, createdByAccountId: _c, ...rest }: NewInvitation) => ({ ...rest, usedAt: null, revokedAt: null });

export function describeInvitationStoreContract(open: OpenAdminPort<InvitationStore>): void {
  describe('InvitationStore contract', () => {
    let h: AdminPortHarness<InvitationStore>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('insert then find: every field, unused and unrevoked; undefined for an unknown id and a string that is no id', async () => {
      const invitation = newInvitation({ createdByAccountId: await h.seedAccount({ role: 'admin' }) });
      await h.store.insert(invitation);
      expect(await h.store.find(invitation.id)).toEqual(recordOf(invitation));
      const bare = newInvitation({ email: null, note: null });
      await h.store.insert(bare);
      expect(await h.store.find(bare.id)).toEqual(recordOf(bare));
      expect(await h.store.find(randomUUID())).toBeUndefined();
      expect(await h.store.find('not-an-id')).toBeUndefined();
    });

    it('insert rejects an id or a token hash that is taken', async () => {
      const invitation = newInvitation();
      await h.store.insert(invitation);
      await expect(h.store.insert(newInvitation({ id: invitation.id }))).rejects.toThrow();
      await expect(h.store.insert(newInvitation({ tokenHash: invitation.tokenHash }))).rejects.toThrow();
    });

    it('list: every invitation in any state, newest first (ties by id, descending)', async () => {
      const at = (iso: string) => new Date(iso);
      const old = newInvitation({ createdAt: at('2025-01-01T00:00:00Z'), expiresAt: at('2025-01-15T00:00:00Z') });
      const tieA = newInvitation({ createdAt: at('2025-02-01T00:00:00Z') });
      const tieB = newInvitation({ createdAt: at('2025-02-01T00:00:00Z') });
      const used = newInvitation({ createdAt: at('2025-03-01T00:00:00Z') });
      for (const i of [old, tieA, tieB, used]) await h.store.insert(i);
      await h.markUsed(used.id, at('2025-03-02T00:00:00Z'));
      const mine = new Set([old.id, tieA.id, tieB.id, used.id]);
      const listed = (await h.store.list()).filter((r) => mine.has(r.id));
      const ties = [tieA.id, tieB.id].sort().reverse();
      expect(listed.map((r) => r.id)).toEqual([used.id, ...ties, old.id]);
      expect(listed[0]!.usedAt).toEqual(at('2025-03-02T00:00:00Z'));
      expect(listed[3]).toEqual(recordOf(old));
    });

    it('revokeUsable: revokes a usable invitation once at `now`; false for one revoked, used or expired, unknown or no id', async () => {
      const usable = newInvitation();
      const used = newInvitation();
      const expired = newInvitation({ expiresAt: new Date(Date.now() - 1000) });
      for (const i of [usable, used, expired]) await h.store.insert(i);
      await h.markUsed(used.id, new Date());
      const now = new Date();
      expect(await h.store.revokeUsable(usable.id, now)).toBe(true);
      expect((await h.store.find(usable.id))?.revokedAt).toEqual(now);
      expect(await h.store.revokeUsable(usable.id, new Date(now.getTime() + 1000))).toBe(false);
      expect((await h.store.find(usable.id))?.revokedAt).toEqual(now);
      expect(await h.store.revokeUsable(used.id, now)).toBe(false);
      expect(await h.store.revokeUsable(expired.id, now)).toBe(false);
      expect((await h.store.find(expired.id))?.revokedAt).toBeNull();
      expect(await h.store.revokeUsable(randomUUID(), now)).toBe(false);
      expect(await h.store.revokeUsable('not-an-id', now)).toBe(false);
    });

    it('revokeUsable decides by `now`: an invitation expiring later is usable before its expiry, not after', async () => {
      const expiresAt = new Date(Date.now() + DAY);
      const invitation = newInvitation({ expiresAt });
      await h.store.insert(invitation);
      expect(await h.store.revokeUsable(invitation.id, new Date(expiresAt.getTime() + 1))).toBe(false);
      expect(await h.store.revokeUsable(invitation.id, new Date(expiresAt.getTime() - 1))).toBe(true);
    });
  });
}
