/** The TrustedClients contract (src/domain/auth/ports/trusted-clients.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustedClients } from '../../../domain/auth/ports/index.js';
import type { AuthPortHarness, OpenAuthPort } from './fixture.js';

export function describeTrustedClientsContract(open: OpenAuthPort<TrustedClients>): void {
  describe('TrustedClients contract', () => {
    let h: AuthPortHarness<TrustedClients>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('an address is trusted from its successful sign-in on, per account and address', async () => {
      const a = (await h.newAccount()).id;
      const b = (await h.newAccount()).id;
      const at = new Date('2026-05-01T00:00:00.000Z');
      expect(await h.store.isTrustedClient(a, '192.0.2.7', new Date(0))).toBe(false);
      await h.store.trustClient(a, '192.0.2.7', at);
      expect(await h.store.isTrustedClient(a, '192.0.2.7', at)).toBe(true);
      expect(await h.store.isTrustedClient(a, '192.0.2.7', new Date(at.getTime() + 1))).toBe(false);
      expect(await h.store.isTrustedClient(a, '192.0.2.8', new Date(0))).toBe(false);
      expect(await h.store.isTrustedClient(b, '192.0.2.7', new Date(0))).toBe(false);
    });

    it('a later sign-in replaces the recorded time', async () => {
      const a = (await h.newAccount()).id;
      const first = new Date('2026-05-01T00:00:00.000Z');
      const second = new Date('2026-06-01T00:00:00.000Z');
      await h.store.trustClient(a, '2001:db8::1', first);
      await h.store.trustClient(a, '2001:db8::1', second);
      expect(await h.store.isTrustedClient(a, '2001:db8::1', second)).toBe(true);
    });
  });
}
