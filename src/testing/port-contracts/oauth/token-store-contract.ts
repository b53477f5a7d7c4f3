/** The OAuthTokenStore contract (src/domain/oauth/ports/tokens.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthTokenStore } from '../../../domain/oauth/ports/index.js';
import { at, clientRow, codeRow, tokenRow, type OAuthPortHarness, type OpenOAuthPort } from './fixture.js';

export function describeOAuthTokenStoreContract(open: OpenOAuthPort<OAuthTokenStore>): void {
  describe('OAuthTokenStore contract', () => {
    let h: OAuthPortHarness<OAuthTokenStore>;
    let clientId: string;
    let account: string;
    beforeAll(async () => {
      h = await open();
      const client = clientRow();
      await h.stores.clients.insert(client);
      clientId = client.client_id;
      account = await h.newAccount();
    }, 120_000);
    afterAll(async () => h?.close());

    it('insertCode then findCode: every field back, whatever its state; an unknown hash is null', async () => {
      const expiredAndUsed = codeRow(clientId, account, { expires_at: at('2020-01-01T00:00:00Z'), used_at: at('2020-01-01T00:00:01Z'), code_challenge: null, resource: null });
      await h.store.insertCode(expiredAndUsed);
      expect(await h.store.findCode(expiredAndUsed.code_hash)).toEqual(expiredAndUsed);
      expect(await h.store.findCode('0'.repeat(64))).toBeNull();
    });

    it('insertCode rejects a code hash that is stored already', async () => {
      const code = codeRow(clientId, account);
      await h.store.insertCode(code);
      await expect(h.store.insertCode({ ...code, id: randomUUID() })).rejects.toThrow();
    });

    it('consumeCode: true once, then false; false for an unknown id; two at once give one true', async () => {
      const code = codeRow(clientId, account);
      await h.store.insertCode(code);
      const now = at('2026-05-01T00:00:00Z');
      expect(await h.store.consumeCode(code.id, now)).toBe(true);
      expect(await h.store.consumeCode(code.id, at('2026-05-02T00:00:00Z'))).toBe(false);
      expect((await h.store.findCode(code.code_hash))?.used_at).toEqual(now);
      expect(await h.store.consumeCode(randomUUID(), now)).toBe(false);
      const raced = codeRow(clientId, account);
      await h.store.insertCode(raced);
      const results = await Promise.all([h.store.consumeCode(raced.id, now), h.store.consumeCode(raced.id, now)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('insertTokens then findToken: every field back; a batch with a taken hash stores none of it', async () => {
      const access = tokenRow(clientId, account);
      const refresh = tokenRow(clientId, account, { kind: 'refresh', family_id: access.family_id, revoked_at: at('2026-01-01T00:00:00Z') });
      await h.store.insertTokens([access, refresh]);
      expect(await h.store.findToken(access.token_hash)).toEqual(access);
      expect(await h.store.findToken(refresh.token_hash)).toEqual(refresh);
      expect(await h.store.findToken('0'.repeat(64))).toBeNull();
      const fresh = tokenRow(clientId, account);
      await expect(h.store.insertTokens([fresh, { ...tokenRow(clientId, account), token_hash: access.token_hash }])).rejects.toThrow();
      expect(await h.store.findToken(fresh.token_hash)).toBeNull();
    });

    it('rotate: true once, then false; false for a revoked token and an unknown id; two at once give one true', async () => {
      const refresh = tokenRow(clientId, account, { kind: 'refresh' });
      const revoked = tokenRow(clientId, account, { kind: 'refresh', revoked_at: new Date() });
      const raced = tokenRow(clientId, account, { kind: 'refresh' });
      await h.store.insertTokens([refresh, revoked, raced]);
      const now = at('2026-05-01T00:00:00Z');
      expect(await h.store.rotate(refresh.id, now)).toBe(true);
      expect(await h.store.rotate(refresh.id, now)).toBe(false);
      expect((await h.store.findToken(refresh.token_hash))?.rotated_at).toEqual(now);
      expect(await h.store.rotate(revoked.id, now)).toBe(false);
      expect(await h.store.rotate(randomUUID(), now)).toBe(false);
      const results = await Promise.all([h.store.rotate(raced.id, now), h.store.rotate(raced.id, now)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('revokeFamily: every token of the family, keeping an earlier revocation time; other families untouched', async () => {
      const family = randomUUID();
      const earlier = at('2026-01-01T00:00:00Z');
      const a = tokenRow(clientId, account, { family_id: family });
      const b = tokenRow(clientId, account, { family_id: family, kind: 'refresh', revoked_at: earlier });
      const other = tokenRow(clientId, account);
      await h.store.insertTokens([a, b, other]);
      const now = at('2026-05-01T00:00:00Z');
      await h.store.revokeFamily(family, now);
      expect((await h.store.findToken(a.token_hash))?.revoked_at).toEqual(now);
      expect((await h.store.findToken(b.token_hash))?.revoked_at).toEqual(earlier);
      expect((await h.store.findToken(other.token_hash))?.revoked_at).toBeNull();
    });

    it('revokeByCode: the tokens issued from that code only', async () => {
      const code = codeRow(clientId, account);
      await h.store.insertCode(code);
      const fromCode = tokenRow(clientId, account, { code_id: code.id });
      const refreshed = tokenRow(clientId, account, { code_id: code.id, family_id: fromCode.family_id, kind: 'refresh' });
      const other = tokenRow(clientId, account);
      await h.store.insertTokens([fromCode, refreshed, other]);
      const now = at('2026-05-01T00:00:00Z');
      await h.store.revokeByCode(code.id, now);
      expect((await h.store.findToken(fromCode.token_hash))?.revoked_at).toEqual(now);
      expect((await h.store.findToken(refreshed.token_hash))?.revoked_at).toEqual(now);
      expect((await h.store.findToken(other.token_hash))?.revoked_at).toBeNull();
    });

    it('revoke: one token, keeping an earlier revocation time; an unknown id is no error', async () => {
      const one = tokenRow(clientId, account);
      const sibling = tokenRow(clientId, account, { family_id: one.family_id });
      await h.store.insertTokens([one, sibling]);
      const first = at('2026-05-01T00:00:00Z');
      await h.store.revoke(one.id, first);
      await h.store.revoke(one.id, at('2026-06-01T00:00:00Z'));
      expect((await h.store.findToken(one.token_hash))?.revoked_at).toEqual(first);
      expect((await h.store.findToken(sibling.token_hash))?.revoked_at).toBeNull();
      await expect(h.store.revoke(randomUUID(), first)).resolves.toBeUndefined();
    });
  });
}
