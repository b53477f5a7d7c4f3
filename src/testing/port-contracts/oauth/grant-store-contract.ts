/** The OAuthGrantStore contract (src/domain/oauth/ports/grants.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthGrantRow, OAuthGrantStore } from '../../../domain/oauth/ports/index.js';
import { at, clientRow, codeRow, deviceRow, tokenRow, type OAuthPortHarness, type OpenOAuthPort } from './fixture.js';

function grantRow(accountId: string, clientId: string, overrides: Partial<OAuthGrantRow> = {}): OAuthGrantRow {
  const now = at('2026-03-01T00:00:00Z');
  return { account_id: accountId, client_id: clientId, scope: 'memory:read', default_context_id: null, client_fingerprint: 'f1', mcp_tool_groups: null, created_at: now, updated_at: now, issued_at: now, ...overrides };
}

export function describeOAuthGrantStoreContract(open: OpenOAuthPort<OAuthGrantStore>): void {
  describe('OAuthGrantStore contract', () => {
    let h: OAuthPortHarness<OAuthGrantStore>;
    const newClient = async (name = 'Contract client') => {
      const row = clientRow({ client_name: name });
      await h.stores.clients.insert(row);
      return row.client_id;
    };
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('find: null without a grant; upsert inserts one with every field', async () => {
      const account = await h.newAccount();
      const client = await newClient();
      expect(await h.store.find(account, client)).toBeNull();
      const row = grantRow(account, client, { default_context_id: await h.newContext() });
      await h.store.upsert(row);
      expect(await h.store.find(account, client)).toEqual(row);
    });

    it('upsert of an existing grant replaces scope, fingerprint, updated_at and issued_at only', async () => {
      const account = await h.newAccount();
      const client = await newClient();
      const context = await h.newContext();
      const first = grantRow(account, client, { default_context_id: context });
      await h.store.upsert(first);
      const later = at('2026-04-01T00:00:00Z');
      await h.store.upsert(grantRow(account, client, { scope: 'memory:read memory:write', client_fingerprint: 'f2', default_context_id: null, created_at: later, updated_at: later, issued_at: later }));
      expect(await h.store.find(account, client)).toEqual({ ...first, scope: 'memory:read memory:write', client_fingerprint: 'f2', updated_at: later, issued_at: later });
    });

    it("listWithClients: the account's grants with client names, most recently issued first; [] when none", async () => {
      const account = await h.newAccount();
      const older = await newClient('Older');
      const newer = await newClient('Newer');
      await h.store.upsert(grantRow(account, older, { issued_at: at('2026-01-01T00:00:00Z') }));
      await h.store.upsert(grantRow(account, newer, { issued_at: at('2026-02-01T00:00:00Z') }));
      await h.store.upsert(grantRow(await h.newAccount(), older));
      const list = await h.store.listWithClients(account);
      expect(list.map((g) => [g.client_id, g.client_name])).toEqual([[newer, 'Newer'], [older, 'Older']]);
      expect(list[0]).toMatchObject(grantRow(account, newer, { issued_at: at('2026-02-01T00:00:00Z') }));
      expect(await h.store.listWithClients(await h.newAccount())).toEqual([]);
    });

    it('setDefaultContext: sets and clears it with updated_at; false without a grant', async () => {
      const account = await h.newAccount();
      const client = await newClient();
      await h.store.upsert(grantRow(account, client));
      const context = await h.newContext();
      const now = at('2026-05-01T00:00:00Z');
      expect(await h.store.setDefaultContext(account, client, context, now)).toBe(true);
      expect(await h.store.find(account, client)).toMatchObject({ default_context_id: context, updated_at: now });
      expect(await h.store.setDefaultContext(account, client, null, now)).toBe(true);
      expect((await h.store.find(account, client))?.default_context_id).toBeNull();
      expect(await h.store.setDefaultContext(await h.newAccount(), client, null, now)).toBe(false);
    });

    it('setToolGroups: sets and clears the column with updated_at; a new authorization keeps it; false without a grant', async () => {
      const account = await h.newAccount();
      const client = await newClient();
      await h.store.upsert(grantRow(account, client));
      const now = at('2026-05-01T00:00:00Z');
      expect(await h.store.setToolGroups(account, client, 'memory,web', now)).toBe(true);
      expect(await h.store.find(account, client)).toMatchObject({ mcp_tool_groups: 'memory,web', updated_at: now });
      await h.store.upsert(grantRow(account, client, { scope: 'memory:read memory:write', client_fingerprint: 'f2' }));
      expect((await h.store.find(account, client))?.mcp_tool_groups).toBe('memory,web');
      expect(await h.store.setToolGroups(account, client, null, now)).toBe(true);
      expect((await h.store.find(account, client))?.mcp_tool_groups).toBeNull();
      expect(await h.store.setToolGroups(await h.newAccount(), client, 'memory', now)).toBe(false);
    });

    it('revokeGrant: deletes the grant and spends what it issued; other accounts and clients untouched; false when none', async () => {
      const account = await h.newAccount();
      const other = await h.newAccount();
      const client = await newClient();
      const otherClient = await newClient();
      await h.store.upsert(grantRow(account, client));
      await h.store.upsert(grantRow(other, client));
      await h.store.upsert(grantRow(account, otherClient));
      const { tokens, deviceCodes } = h.stores;
      const token = tokenRow(client, account);
      const othersToken = tokenRow(client, other);
      const otherClientToken = tokenRow(otherClient, account);
      await tokens.insertTokens([token, othersToken, otherClientToken]);
      const code = codeRow(client, account);
      const othersCode = codeRow(client, other);
      await tokens.insertCode(code);
      await tokens.insertCode(othersCode);
      const approved = deviceRow(client, { status: 'approved', account_id: account });
      const consumed = deviceRow(client, { status: 'consumed', account_id: account });
      const othersApproved = deviceRow(client, { status: 'approved', account_id: other });
      for (const d of [approved, consumed, othersApproved]) await deviceCodes.insert(d);

      const now = at('2026-05-01T00:00:00Z');
      expect(await h.store.revokeGrant(account, client, now)).toBe(true);
      expect(await h.store.find(account, client)).toBeNull();
      expect((await tokens.findToken(token.token_hash))?.revoked_at).toEqual(now);
      expect((await tokens.findCode(code.code_hash))?.used_at).toEqual(now);
      expect((await deviceCodes.findByDeviceCode(approved.device_code_hash))?.status).toBe('denied');
      expect((await deviceCodes.findByDeviceCode(consumed.device_code_hash))?.status).toBe('consumed');

      expect(await h.store.find(other, client)).not.toBeNull();
      expect(await h.store.find(account, otherClient)).not.toBeNull();
      expect((await tokens.findToken(othersToken.token_hash))?.revoked_at).toBeNull();
      expect((await tokens.findToken(otherClientToken.token_hash))?.revoked_at).toBeNull();
      expect((await tokens.findCode(othersCode.code_hash))?.used_at).toBeNull();
      expect((await deviceCodes.findByDeviceCode(othersApproved.device_code_hash))?.status).toBe('approved');

      expect(await h.store.revokeGrant(account, client, now)).toBe(false);
    });
  });
}
