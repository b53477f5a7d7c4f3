/** The StoreProbe contract (src/domain/core/ports/store-probe.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProbe } from '../../../domain/core/ports/store-probe.js';

export interface StoreProbeHarness {
  probe: StoreProbe;
  /** Adds a memory to the context (expired when `expired`); the context exists. */
  memory(contextId: string, options?: { expired?: boolean }): Promise<void>;
  /** A new empty context; returns its id. */
  context(): Promise<string>;
  close(): Promise<void>;
}

export function describeStoreProbeContract(open: () => Promise<StoreProbeHarness>): void {
  describe('StoreProbe contract', () => {
    let h: StoreProbeHarness;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('names what serves the store', () => {
      expect(['pglite', 'postgres']).toContain(h.probe.kind);
      expect(typeof h.probe.hasVector).toBe('boolean');
      if (h.probe.kind === 'pglite') expect(h.probe.hasVector).toBe(true);
    });

    it('ping resolves on a live database', async () => {
      await expect(h.probe.ping(2_000)).resolves.toBeUndefined();
    });

    it('hnswIndexValid answers a boolean', async () => {
      expect(typeof (await h.probe.hnswIndexValid())).toBe('boolean');
    });

    it('memoryCount counts visible memories, of one context or all', async () => {
      const ctx = await h.context();
      expect(await h.probe.memoryCount(ctx)).toBe(0);
      const before = await h.probe.memoryCount();
      await h.memory(ctx);
      await h.memory(ctx);
      await h.memory(ctx, { expired: true });
      expect(await h.probe.memoryCount(ctx)).toBe(2);
      expect(await h.probe.memoryCount()).toBe(before + 2);
      expect(await h.probe.memoryCount(randomUUID())).toBe(0);
    });

    it('contextBytes grows with visible memories; 0 for an empty or unknown context', async () => {
      const ctx = await h.context();
      expect(await h.probe.contextBytes(ctx)).toBe(0);
      expect(await h.probe.contextBytes(randomUUID())).toBe(0);
      await h.memory(ctx, { expired: true });
      expect(await h.probe.contextBytes(ctx)).toBe(0);
      await h.memory(ctx);
      expect(await h.probe.contextBytes(ctx)).toBeGreaterThan(0);
    });

    it('storageBytes is positive', async () => {
      expect(await h.probe.storageBytes()).toBeGreaterThan(0);
    });
  });
}
