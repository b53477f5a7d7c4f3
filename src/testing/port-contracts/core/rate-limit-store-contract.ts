/** The RateLimitStore contract (src/domain/core/shared-state/ports.ts), run on each implementation. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitStore } from '../../../domain/core/shared-state/ports.js';

export interface RateLimitStoreHarness {
  store: RateLimitStore;
  close(): Promise<void>;
}

export function describeRateLimitStoreContract(open: () => Promise<RateLimitStoreHarness>): void {
  describe('RateLimitStore contract', () => {
    let h: RateLimitStoreHarness;
    const key = () => `contract:${randomBytes(6).toString('hex')}`;
    const insert = (k: string, expire: number | null) =>
      h.store.client.query({ text: `INSERT INTO ${h.store.table} (key, points, expire) VALUES ($1, $2, $3)`, values: [k, 1, expire] });
    const read = async (k: string) => (await h.store.client.query({ text: `SELECT key, points, expire FROM ${h.store.table} WHERE key = $1`, values: [k] })).rows;

    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('client: $n placeholders (repeated too); rows come back with `expire` as a number', async () => {
      const k = key();
      const inserted = await insert(k, 1_700_000_000_000);
      expect(inserted.rowCount).toBe(1);
      const rows = (await h.store.client.query({ text: `SELECT key, expire FROM ${h.store.table} WHERE key = $1 AND (key = $1 OR expire = $2)`, values: [k, 0] })).rows;
      expect(rows).toEqual([{ key: k, expire: 1_700_000_000_000 }]);
    });

    it('client: rowCount counts rows returned, else rows affected; a null expire stays null', async () => {
      const k = key();
      await insert(k, null);
      expect(await read(k)).toEqual([{ key: k, points: 1, expire: null }]);
      const updated = await h.store.client.query({ text: `UPDATE ${h.store.table} SET points = points + 1 WHERE key = $1`, values: [k] });
      expect(updated.rowCount).toBe(1);
      const none = await h.store.client.query({ text: `SELECT key FROM ${h.store.table} WHERE key = $1`, values: [key()] });
      expect(none).toEqual({ rows: [], rowCount: 0 });
    });

    it('deleteEnded: removes rows ended longer than the grace ago, keeps the rest', async () => {
      const now = 2_000_000_000_000;
      const [old, recent, running, open_] = [key(), key(), key(), key()];
      await insert(old, now - 10_000);
      await insert(recent, now - 500);
      await insert(running, now + 60_000);
      await insert(open_, null);
      expect(await h.store.deleteEnded(1_000, now)).toBeGreaterThanOrEqual(1);
      expect(await read(old)).toEqual([]);
      for (const kept of [recent, running, open_]) expect(await read(kept)).toHaveLength(1);
    });
  });
}
