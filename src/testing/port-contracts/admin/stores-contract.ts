/** AdminStores.transaction (src/domain/admin/ports.ts), run on each implementation. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStores } from '../../../domain/admin/ports.js';
import type { NewAuditEvent } from '../../../domain/core/ports/index.js';
import type { AdminPortHarness, OpenAdminPort } from './fixture.js';
import { newInvitation } from './invitation-store-contract.js';

function auditEvent(action: string, targetId: string): NewAuditEvent {
  return { actor_kind: 'local', actor_id: null, account_id: null, context_id: null, action, target_type: 'invitation', target_id: targetId, details: {}, request_id: null, ip: null };
}

export function describeAdminStoresContract(open: OpenAdminPort<AdminStores>): void {
  describe('AdminStores.transaction contract', () => {
    let h: AdminPortHarness<AdminStores>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    const auditCount = async (action: string) => (await h.store.audit.list({ action, limit: 10 })).length;

    it('commits the invitation and its audit event written through tx, and returns the work\'s value', async () => {
      const action = `test.created.${randomBytes(4).toString('hex')}`;
      const invitation = newInvitation();
      const result = await h.store.transaction(async (tx) => {
        await tx.invitations.insert(invitation);
        await tx.audit.append(auditEvent(action, invitation.id));
        return invitation.id;
      });
      expect(result).toBe(invitation.id);
      expect(await h.store.invitations.find(invitation.id)).toBeDefined();
      expect(await auditCount(action)).toBe(1);
    });

    it('rolls back the invitation, a revocation and the audit event when the work throws, passing the error on', async () => {
      const action = `test.rolled-back.${randomBytes(4).toString('hex')}`;
      const kept = newInvitation();
      await h.store.invitations.insert(kept);
      const invitation = newInvitation();
      const failure = new Error('work failed');
      await expect(
        h.store.transaction(async (tx) => {
          await tx.invitations.insert(invitation);
          expect(await tx.invitations.revokeUsable(kept.id, new Date())).toBe(true);
          await tx.audit.append(auditEvent(action, invitation.id));
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await h.store.invitations.find(invitation.id)).toBeUndefined();
      expect((await h.store.invitations.find(kept.id))?.revokedAt).toBeNull();
      expect(await auditCount(action)).toBe(0);
    });
  });
}
