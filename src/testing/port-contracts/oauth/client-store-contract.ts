/** The OAuthClientStore contract (src/domain/oauth/ports/clients.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthClientStore } from '../../../domain/oauth/ports/index.js';
import { at, clientRow, tokenRow, type OAuthPortHarness, type OpenOAuthPort } from './fixture.js';

export function describeOAuthClientStoreContract(open: OpenOAuthPort<OAuthClientStore>): void {
  describe('OAuthClientStore contract', () => {
    let h: OAuthPortHarness<OAuthClientStore>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('insert then find: every field back, lists in their order; an unknown id is null', async () => {
      const owner = await h.newAccount();
      const row = clientRow({ owner_account_id: owner, context_id: await h.newContext(), dynamic: true, hidden_at: at('2026-03-02T00:00:00Z') });
      await h.store.insert(row);
      expect(await h.store.find(row.client_id)).toEqual(row);
      expect(await h.store.find('mcp_unknown')).toBeNull();
    });

    it('insert rejects a client_id that is taken, and keeps the first client', async () => {
      const row = clientRow();
      await h.store.insert(row);
      await expect(h.store.insert({ ...row, client_name: 'Second' })).rejects.toThrow();
      expect((await h.store.find(row.client_id))?.client_name).toBe('Contract client');
    });

    it("listByContext: that context's clients only, newest first; [] for a context without any", async () => {
      const context = await h.newContext();
      const older = clientRow({ context_id: context, created_at: at('2026-01-01T00:00:00Z') });
      const newer = clientRow({ context_id: context, created_at: at('2026-02-01T00:00:00Z') });
      await h.store.insert(older);
      await h.store.insert(newer);
      await h.store.insert(clientRow({ context_id: await h.newContext() }));
      await h.store.insert(clientRow());
      expect((await h.store.listByContext(context)).map((c) => c.client_id)).toEqual([newer.client_id, older.client_id]);
      expect(await h.store.listByContext(await h.newContext())).toEqual([]);
    });

    it('update: changes the given fields and updated_at only, returns the client; null for an unknown id', async () => {
      const row = clientRow();
      await h.store.insert(row);
      const now = at('2026-04-01T00:00:00Z');
      const updated = await h.store.update(row.client_id, { client_name: 'Renamed', redirect_uris: ['https://c.example/cb'], secret_sealed: null }, now);
      expect(updated).toEqual({ ...row, client_name: 'Renamed', redirect_uris: ['https://c.example/cb'], secret_sealed: null, updated_at: now });
      expect(await h.store.find(row.client_id)).toEqual(updated);
      expect(await h.store.update('mcp_unknown', { client_name: 'x' }, now)).toBeNull();
    });

    it('delete: the client goes with its tokens and grants; an unknown id is no error', async () => {
      const account = await h.newAccount();
      const row = clientRow();
      await h.store.insert(row);
      const token = tokenRow(row.client_id, account);
      await h.stores.tokens.insertTokens([token]);
      const now = new Date();
      await h.stores.grants.upsert({ account_id: account, client_id: row.client_id, scope: 'memory:read', default_context_id: null, client_fingerprint: 'f', created_at: now, updated_at: now, issued_at: now });
      await h.store.delete(row.client_id);
      expect(await h.store.find(row.client_id)).toBeNull();
      expect(await h.stores.tokens.findToken(token.token_hash)).toBeNull();
      expect(await h.stores.grants.find(account, row.client_id)).toBeNull();
      await expect(h.store.delete(row.client_id)).resolves.toBeUndefined();
    });
  });
}
