/** The ApiKeyStore contract (src/domain/core/ports/api-key-store.ts), run on each implementation. */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import type { ApiKeyStore, NewApiKey } from '../../../domain/core/ports/index.js';

export interface ApiKeyStoreHarness {
  store: ApiKeyStore;
  /** A new account with this login id and email, and a context it owns; returns both ids. */
  account(loginId: string, email: string): Promise<{ accountId: string; contextId: string }>;
  close(): Promise<void>;
}

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

function newKey(overrides: Partial<NewApiKey> = {}): NewApiKey {
  return {
    id: randomUUID(),
    name: unique('key'),
    keyHash: randomBytes(32).toString('hex'),
    displayPrefix: 'mp_abcd',
    accountId: null,
    contextId: LOCAL_CONTEXT_ID,
    userId: 'default_user',
    mcpToolGroups: null,
    ...overrides,
  };
}

export function describeApiKeyStoreContract(open: () => Promise<ApiKeyStoreHarness>): void {
  describe('ApiKeyStore contract', () => {
    let h: ApiKeyStoreHarness;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('accountIdByLogin: by login id, or by email ignoring case; undefined when unknown', async () => {
      const login = unique('login');
      const { accountId } = await h.account(login, `${login}@Example.com`);
      expect(await h.store.accountIdByLogin(login)).toBe(accountId);
      expect(await h.store.accountIdByLogin(`${login.toUpperCase()}@EXAMPLE.COM`)).toBe(accountId);
      expect(await h.store.accountIdByLogin(unique('nobody'))).toBeUndefined();
    });

    it('insertUnlessNameTaken: stores the key without its digest; null while the owner has an active key of that name', async () => {
      const key = newKey();
      const record = await h.store.insertUnlessNameTaken(key);
      expect(record).toMatchObject({ id: key.id, name: key.name, display_prefix: 'mp_abcd', account_id: null, context_id: LOCAL_CONTEXT_ID, user_id: 'default_user', last_used_at: null, revoked_at: null });
      expect(record).not.toHaveProperty('key_hash');
      expect(await h.store.insertUnlessNameTaken(newKey({ name: key.name }))).toBeNull();
      expect(record!.mcp_tool_groups).toBeNull();
      const limited = await h.store.insertUnlessNameTaken(newKey({ mcpToolGroups: 'memory,coding' }));
      expect(limited!.mcp_tool_groups).toBe('memory,coding');
    });

    it('insertUnlessNameTaken: names are per owner, and a revoked key frees its name', async () => {
      const login = unique('owner');
      const { accountId, contextId } = await h.account(login, `${login}@example.com`);
      const name = unique('shared');
      expect(await h.store.insertUnlessNameTaken(newKey({ name }))).not.toBeNull();
      const mine = await h.store.insertUnlessNameTaken(newKey({ name, accountId, contextId }));
      expect(mine).not.toBeNull();
      await h.store.revoke(mine!.id);
      expect(await h.store.insertUnlessNameTaken(newKey({ name, accountId, contextId }))).not.toBeNull();
    });

    it('insertUnlessNameTaken: of concurrent inserts of one name exactly one wins', async () => {
      const name = unique('race');
      const results = await Promise.all([1, 2, 3].map(() => h.store.insertUnlessNameTaken(newKey({ name }))));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    });

    it('listActiveOfAccount: active keys only, oldest first', async () => {
      const login = unique('lister');
      const { accountId, contextId } = await h.account(login, `${login}@example.com`);
      const first = await h.store.insertUnlessNameTaken(newKey({ name: 'b-first', accountId, contextId }));
      const second = await h.store.insertUnlessNameTaken(newKey({ name: 'a-second', accountId, contextId }));
      const gone = await h.store.insertUnlessNameTaken(newKey({ name: 'c-gone', accountId, contextId }));
      await h.store.revoke(gone!.id);
      expect((await h.store.listActiveOfAccount(accountId)).map((k) => k.id)).toEqual([first!.id, second!.id]);
      expect(await h.store.listActiveOfAccount(randomUUID())).toEqual([]);
    });

    it('listAll: revoked keys too, with the owner login id (null for local keys)', async () => {
      const login = unique('all');
      const { accountId, contextId } = await h.account(login, `${login}@example.com`);
      const local = await h.store.insertUnlessNameTaken(newKey());
      const owned = await h.store.insertUnlessNameTaken(newKey({ accountId, contextId }));
      await h.store.revoke(owned!.id);
      const all = await h.store.listAll();
      expect(all.find((k) => k.id === local!.id)).toMatchObject({ account_login_id: null, revoked_at: null });
      expect(all.find((k) => k.id === owned!.id)).toMatchObject({ account_login_id: login });
      expect(all.find((k) => k.id === owned!.id)!.revoked_at).not.toBeNull();
      const created = all.map((k) => new Date(k.created_at).getTime());
      expect([...created].sort((x, y) => x - y)).toEqual(created);
    });

    it('activeNamed: active keys of a name, narrowed to an owner when asked', async () => {
      const login = unique('named');
      const { accountId, contextId } = await h.account(login, `${login}@example.com`);
      const name = unique('dup');
      const local = await h.store.insertUnlessNameTaken(newKey({ name }));
      const owned = await h.store.insertUnlessNameTaken(newKey({ name, accountId, contextId }));
      expect((await h.store.activeNamed(name)).map((m) => m.id).sort()).toEqual([local!.id, owned!.id].sort());
      expect(await h.store.activeNamed(name, { local: true })).toEqual([{ id: local!.id, owner: null }]);
      expect(await h.store.activeNamed(name, { accountLoginId: login })).toEqual([{ id: owned!.id, owner: login }]);
      expect(await h.store.activeNamed(name, { accountLoginId: `${login}@EXAMPLE.com` })).toEqual([{ id: owned!.id, owner: login }]);
      await h.store.revoke(local!.id);
      expect(await h.store.activeNamed(name, { local: true })).toEqual([]);
    });

    it('revoke: once; null for an unknown or already revoked key', async () => {
      const key = await h.store.insertUnlessNameTaken(newKey());
      const revoked = await h.store.revoke(key!.id);
      expect(revoked).toMatchObject({ id: key!.id });
      expect(revoked!.revoked_at).not.toBeNull();
      expect(await h.store.revoke(key!.id)).toBeNull();
      expect(await h.store.revoke(randomUUID())).toBeNull();
    });

    it('revokeActiveOfAccount: the account\'s active key of that name only', async () => {
      const login = unique('revoker');
      const { accountId, contextId } = await h.account(login, `${login}@example.com`);
      const name = unique('mine');
      const local = await h.store.insertUnlessNameTaken(newKey({ name }));
      const owned = await h.store.insertUnlessNameTaken(newKey({ name, accountId, contextId }));
      expect(await h.store.revokeActiveOfAccount(accountId, name)).toMatchObject({ id: owned!.id });
      expect(await h.store.revokeActiveOfAccount(accountId, name)).toBeNull();
      expect(await h.store.activeNamed(name, { local: true })).toEqual([{ id: local!.id, owner: null }]);
    });

    it('revokedAmong: only the revoked ids among those asked', async () => {
      const [a, b] = [await h.store.insertUnlessNameTaken(newKey()), await h.store.insertUnlessNameTaken(newKey())];
      await h.store.revoke(b!.id);
      expect(await h.store.revokedAmong([a!.id, b!.id, randomUUID()])).toEqual([b!.id]);
      expect(await h.store.revokedAmong([])).toEqual([]);
    });

    it('findByHash and touchLastUsed: revoked keys are found too; the last use is set', async () => {
      const key = newKey();
      await h.store.insertUnlessNameTaken(key);
      expect(await h.store.findByHash(key.keyHash)).toMatchObject({ id: key.id, last_used_at: null });
      await h.store.touchLastUsed(key.id);
      expect((await h.store.findByHash(key.keyHash))!.last_used_at).not.toBeNull();
      await h.store.revoke(key.id);
      expect((await h.store.findByHash(key.keyHash))!.revoked_at).not.toBeNull();
      expect(await h.store.findByHash('0'.repeat(64))).toBeUndefined();
    });
  });
}
