/** OAuthStores.transaction (src/domain/oauth/ports/index.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthStores } from '../../../domain/oauth/ports/index.js';
import { clientRow, codeRow, tokenRow, type OAuthPortHarness, type OpenOAuthPort } from './fixture.js';

export function describeOAuthStoresContract(open: OpenOAuthPort<OAuthStores>): void {
  describe('OAuthStores.transaction contract', () => {
    let h: OAuthPortHarness<OAuthStores>;
    let clientId: string;
    let account: string;
    beforeAll(async () => {
      h = await open();
      const client = clientRow();
      await h.store.clients.insert(client);
      clientId = client.client_id;
      account = await h.newAccount();
    }, 120_000);
    afterAll(async () => h?.close());

    it('commits what every store wrote through tx when the work resolves, and returns its value', async () => {
      const code = codeRow(clientId, account);
      const token = tokenRow(clientId, account, { code_id: code.id });
      const result = await h.store.transaction(async (tx) => {
        await tx.tokens.insertCode(code);
        expect(await tx.tokens.consumeCode(code.id, new Date())).toBe(true);
        await tx.tokens.insertTokens([token]);
        return 'done';
      });
      expect(result).toBe('done');
      expect((await h.store.tokens.findCode(code.code_hash))?.used_at).not.toBeNull();
      expect(await h.store.tokens.findToken(token.token_hash)).not.toBeNull();
    });

    it('rolls back everything written through tx when the work throws, and passes the error on', async () => {
      const code = codeRow(clientId, account);
      await h.store.tokens.insertCode(code);
      const token = tokenRow(clientId, account);
      const failure = new Error('work failed');
      await expect(
        h.store.transaction(async (tx) => {
          expect(await tx.tokens.consumeCode(code.id, new Date())).toBe(true);
          await tx.tokens.insertTokens([token]);
          expect(await tx.tokens.findToken(token.token_hash)).not.toBeNull();
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await h.store.tokens.findCode(code.code_hash))?.used_at).toBeNull();
      expect(await h.store.tokens.findToken(token.token_hash)).toBeNull();
    });

    it('a grant revocation inside a transaction rolls back with it', async () => {
      const now = new Date();
      await h.store.grants.upsert({ account_id: account, client_id: clientId, scope: 'memory:read', default_context_id: null, client_fingerprint: 'f', created_at: now, updated_at: now, issued_at: now });
      await expect(
        h.store.transaction(async (tx) => {
          expect(await tx.grants.revokeGrant(account, clientId, now)).toBe(true);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await h.store.grants.find(account, clientId)).not.toBeNull();
    });
  });
}
