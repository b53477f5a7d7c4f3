/** The OAuthDeviceCodeStore contract (src/domain/oauth/ports/device-codes.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthDeviceCodeStore } from '../../../domain/oauth/ports/index.js';
import { at, clientRow, deviceRow, hash, type OAuthPortHarness, type OpenOAuthPort } from './fixture.js';

export function describeOAuthDeviceCodeStoreContract(open: OpenOAuthPort<OAuthDeviceCodeStore>): void {
  describe('OAuthDeviceCodeStore contract', () => {
    let h: OAuthPortHarness<OAuthDeviceCodeStore>;
    let clientId: string;
    beforeAll(async () => {
      h = await open();
      const client = clientRow();
      await h.stores.clients.insert(client);
      clientId = client.client_id;
    }, 120_000);
    afterAll(async () => h?.close());

    it('insert then find by device code and by user code, whatever the status or expiry; unknown hashes are null', async () => {
      const row = deviceRow(clientId, { status: 'denied', account_id: await h.newAccount(), expires_at: at('2020-01-01T00:00:00Z'), last_polled_at: at('2020-01-01T00:00:00Z'), resource: null });
      await h.store.insert(row);
      expect(await h.store.findByDeviceCode(row.device_code_hash)).toEqual(row);
      expect(await h.store.findByUserCode(row.user_code_hash)).toEqual(row);
      expect(await h.store.findByDeviceCode(row.user_code_hash)).toBeNull();
      expect(await h.store.findByUserCode(hash())).toBeNull();
    });

    it('insert rejects a device or user code hash that is stored already', async () => {
      const row = deviceRow(clientId);
      await h.store.insert(row);
      await expect(h.store.insert(deviceRow(clientId, { device_code_hash: row.device_code_hash }))).rejects.toThrow();
      await expect(h.store.insert(deviceRow(clientId, { user_code_hash: row.user_code_hash }))).rejects.toThrow();
    });

    it('recordPoll: the poll time and the interval; an unknown id is no error', async () => {
      const row = deviceRow(clientId);
      await h.store.insert(row);
      const now = at('2026-05-01T00:00:00Z');
      await h.store.recordPoll(row.id, now, 10);
      expect(await h.store.findByDeviceCode(row.device_code_hash)).toEqual({ ...row, last_polled_at: now, interval_seconds: 10 });
      await expect(h.store.recordPoll(randomUUID(), now, 10)).resolves.toBeUndefined();
    });

    it('transition: moves out of `from` once, recording the account; false otherwise; two at once give one true', async () => {
      const account = await h.newAccount();
      const row = deviceRow(clientId);
      await h.store.insert(row);
      expect(await h.store.transition(row.id, 'approved', 'consumed')).toBe(false);
      expect(await h.store.transition(row.id, 'pending', 'approved', account)).toBe(true);
      expect(await h.store.findByDeviceCode(row.device_code_hash)).toMatchObject({ status: 'approved', account_id: account });
      expect(await h.store.transition(row.id, 'pending', 'denied', account)).toBe(false);
      const results = await Promise.all([h.store.transition(row.id, 'approved', 'consumed'), h.store.transition(row.id, 'approved', 'consumed')]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await h.store.findByDeviceCode(row.device_code_hash)).toMatchObject({ status: 'consumed', account_id: account });
      expect(await h.store.transition(randomUUID(), 'pending', 'approved')).toBe(false);
    });
  });
}
