/** The PasskeyStore contract (src/domain/auth/passkeys/ports.ts), run on each implementation. */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPasskey, PasskeyChallenge, PasskeyStore } from '../../../domain/auth/passkeys/ports.js';

export interface PasskeyStoreHarness {
  store: PasskeyStore;
  /** A new account; returns its id. */
  account(): Promise<string>;
  close(): Promise<void>;
}

function newPasskey(accountId: string, overrides: Partial<NewPasskey> = {}): NewPasskey {
  return {
    id: randomUUID(),
    accountId,
    credentialId: randomBytes(16).toString('base64url'),
    publicKey: new Uint8Array(randomBytes(77)),
    counter: 0,
    transports: ['internal', 'hybrid'],
    name: 'Laptop',
    attachment: 'platform',
    aaguid: null,
    deviceType: 'single_device',
    backedUp: false,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

function challenge(overrides: Partial<PasskeyChallenge> = {}): PasskeyChallenge {
  const now = new Date();
  return { challengeHash: randomBytes(32).toString('hex'), purpose: 'passwordless', accountId: null, pendingLoginHash: null, createdAt: now, expiresAt: new Date(now.getTime() + 300_000), ...overrides };
}

export function describePasskeyStoreContract(open: () => Promise<PasskeyStoreHarness>): void {
  describe('PasskeyStore contract', () => {
    let h: PasskeyStoreHarness;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('insert and read back: every field, the key bytes unchanged; listByAccount oldest first', async () => {
      const accountId = await h.account();
      const later = newPasskey(accountId, { createdAt: new Date('2026-02-01T00:00:00Z'), name: 'Phone', deviceType: 'multi_device', backedUp: true, counter: 7 });
      const earlier = newPasskey(accountId);
      expect(await h.store.insert(later)).toBe(true);
      expect(await h.store.insert(earlier)).toBe(true);
      const list = await h.store.listByAccount(accountId);
      expect(list.map((p) => p.id)).toEqual([earlier.id, later.id]);
      expect(list[1]).toEqual({ ...later, lastUsedAt: null, cloneSuspectedAt: null });
      expect(Buffer.from(list[0].publicKey).equals(Buffer.from(earlier.publicKey))).toBe(true);
      expect(await h.store.countByAccount(accountId)).toBe(2);
      expect(await h.store.listByAccount(randomUUID())).toEqual([]);
      expect(await h.store.countByAccount('not-a-uuid')).toBe(0);
    });

    it('insert: false for a credential id already registered, whichever account', async () => {
      const [a, b] = [await h.account(), await h.account()];
      const first = newPasskey(a);
      expect(await h.store.insert(first)).toBe(true);
      expect(await h.store.insert(newPasskey(b, { credentialId: first.credentialId }))).toBe(false);
      expect(await h.store.countByAccount(b)).toBe(0);
    });

    it('find, rename and remove see only the account\'s own passkeys', async () => {
      const [a, b] = [await h.account(), await h.account()];
      const p = newPasskey(a);
      await h.store.insert(p);
      expect((await h.store.find(a, p.id))?.credentialId).toBe(p.credentialId);
      expect(await h.store.find(b, p.id)).toBeUndefined();
      expect(await h.store.find(a, 'nope')).toBeUndefined();
      expect((await h.store.findByCredentialId(p.credentialId))?.accountId).toBe(a);
      expect(await h.store.findByCredentialId('unknown')).toBeUndefined();
      expect(await h.store.rename(b, p.id, 'Stolen')).toBeUndefined();
      expect((await h.store.rename(a, p.id, 'Desk key'))?.name).toBe('Desk key');
      expect(await h.store.remove(b, p.id)).toBe(false);
      expect(await h.store.remove(a, p.id)).toBe(true);
      expect(await h.store.remove(a, p.id)).toBe(false);
    });

    it('recordUse: compare-and-set on the counter; never once a clone is suspected', async () => {
      const a = await h.account();
      const p = newPasskey(a, { counter: 3 });
      await h.store.insert(p);
      const now = new Date('2026-03-01T12:00:00Z');
      expect(await h.store.recordUse(p.id, 3, 4, true, now)).toBe(true);
      expect(await h.store.recordUse(p.id, 3, 5, true, now)).toBe(false);
      const used = await h.store.find(a, p.id);
      expect(used).toMatchObject({ counter: 4, backedUp: true, lastUsedAt: now });
      const marked = new Date('2026-03-02T00:00:00Z');
      expect(await h.store.markCloneSuspected(p.id, marked)).toBe(true);
      expect(await h.store.markCloneSuspected(p.id, new Date('2026-03-03T00:00:00Z'))).toBe(true);
      expect((await h.store.find(a, p.id))?.cloneSuspectedAt).toEqual(marked);
      expect(await h.store.recordUse(p.id, 4, 5, true, now)).toBe(false);
      expect(await h.store.markCloneSuspected(randomUUID(), now)).toBe(false);
    });

    it('consumeChallenge: once, for its purpose, before it expires', async () => {
      const account = await h.account();
      const c = challenge({ purpose: 'registration', accountId: account });
      await h.store.saveChallenge(c);
      expect(await h.store.consumeChallenge(c.challengeHash, 'passwordless', new Date())).toBeUndefined();
      const taken = await h.store.consumeChallenge(c.challengeHash, 'registration', new Date());
      expect(taken).toMatchObject({ challengeHash: c.challengeHash, purpose: 'registration', accountId: account, pendingLoginHash: null });
      expect(await h.store.consumeChallenge(c.challengeHash, 'registration', new Date())).toBeUndefined();

      const racing = challenge();
      await h.store.saveChallenge(racing);
      const results = await Promise.all([1, 2, 3].map(() => h.store.consumeChallenge(racing.challengeHash, 'passwordless', new Date())));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('expired challenges are never taken and are purged', async () => {
      const past = new Date(Date.now() - 1000);
      const old = challenge({ createdAt: new Date(past.getTime() - 300_000), expiresAt: past });
      await h.store.saveChallenge(old);
      expect(await h.store.consumeChallenge(old.challengeHash, 'passwordless', new Date())).toBeUndefined();
      expect(await h.store.purgeExpiredChallenges(new Date())).toBeGreaterThanOrEqual(1);
      const live = challenge();
      await h.store.saveChallenge(live);
      await h.store.purgeExpiredChallenges(new Date());
      expect(await h.store.consumeChallenge(live.challengeHash, 'passwordless', new Date())).toBeDefined();
    });
  });
}
