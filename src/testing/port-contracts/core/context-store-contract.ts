/** The ContextStore contract (src/domain/core/ports/context-store.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import type { ContextStore, WorkspaceMemberRole } from '../../../domain/core/ports/index.js';

/** Writes the suite needs and the port does not offer (accounts, workspaces, identity links). */
export interface ContextStoreSeed {
  /** A new account; returns its id. */
  account(): Promise<string>;
  /** A workspace with these members and its context; returns both ids. */
  workspace(members: Array<{ accountId: string; role: WorkspaceMemberRole }>): Promise<{ workspaceId: string; contextId: string }>;
  /** Puts these accounts in one new identity link set. */
  link(accountIds: string[]): Promise<void>;
}

export interface ContextStoreHarness {
  store: ContextStore;
  seed: ContextStoreSeed;
  close(): Promise<void>;
}

export function describeContextStoreContract(open: () => Promise<ContextStoreHarness>): void {
  describe('ContextStore contract', () => {
    let h: ContextStoreHarness;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('find: the context, or undefined for an unknown id', async () => {
      expect(await h.store.find(LOCAL_CONTEXT_ID)).toMatchObject({ id: LOCAL_CONTEXT_ID, kind: 'local', owner_account_id: null, workspace_id: null });
      expect(await h.store.find(randomUUID())).toBeUndefined();
    });

    it('privateContextOf: creates one private context per account, then returns it', async () => {
      const ada = await h.seed.account();
      const first = await h.store.privateContextOf(ada);
      expect(await h.store.privateContextOf(ada)).toBe(first);
      expect(await h.store.find(first)).toMatchObject({ id: first, kind: 'private', name: 'Private', owner_account_id: ada, workspace_id: null });
      expect(await h.store.privateContextOf(await h.seed.account())).not.toBe(first);
    });

    it('privateContextOf: concurrent first uses agree on one context', async () => {
      const bob = await h.seed.account();
      const ids = await Promise.all([1, 2, 3, 4].map(() => h.store.privateContextOf(bob)));
      expect(new Set(ids).size).toBe(1);
    });

    it('linkedAccounts: the link set with the account itself, or nothing when unlinked', async () => {
      const [a, b, c] = [await h.seed.account(), await h.seed.account(), await h.seed.account()];
      expect(await h.store.linkedAccounts(a)).toEqual([]);
      await h.seed.link([a, b]);
      expect((await h.store.linkedAccounts(a)).sort()).toEqual([a, b].sort());
      expect((await h.store.linkedAccounts(b)).sort()).toEqual([a, b].sort());
      expect(await h.store.linkedAccounts(c)).toEqual([]);
    });

    it('workspaceRole: the stored role, or undefined for a non-member', async () => {
      const [owner, viewer, stranger] = [await h.seed.account(), await h.seed.account(), await h.seed.account()];
      const { workspaceId } = await h.seed.workspace([{ accountId: owner, role: 'owner' }, { accountId: viewer, role: 'viewer' }]);
      expect(await h.store.workspaceRole(workspaceId, owner)).toBe('owner');
      expect(await h.store.workspaceRole(workspaceId, viewer)).toBe('viewer');
      expect(await h.store.workspaceRole(workspaceId, stranger)).toBeUndefined();
      expect(await h.store.workspaceRole(randomUUID(), owner)).toBeUndefined();
    });

    it('candidates: the local context first, then the named private and workspace contexts and the extra id, each once', async () => {
      const [a, b, other] = [await h.seed.account(), await h.seed.account(), await h.seed.account()];
      const privateA = await h.store.privateContextOf(a);
      const privateB = await h.store.privateContextOf(b);
      const privateOther = await h.store.privateContextOf(other);
      const { contextId: team } = await h.seed.workspace([{ accountId: a, role: 'member' }]);
      const { contextId: foreign } = await h.seed.workspace([{ accountId: other, role: 'owner' }]);

      const anonymous = await h.store.candidates({ privateOwners: [], memberAccountId: null, alsoId: null });
      expect(anonymous[0]!.id).toBe(LOCAL_CONTEXT_ID);
      expect(anonymous.map((c) => c.id)).not.toContain(privateA);

      const forA = (await h.store.candidates({ privateOwners: [a, b], memberAccountId: a, alsoId: null })).map((c) => c.id);
      expect(forA[0]).toBe(LOCAL_CONTEXT_ID);
      expect(forA).toEqual(expect.arrayContaining([privateA, privateB, team]));
      expect(forA).not.toContain(privateOther);
      expect(forA).not.toContain(foreign);
      expect(new Set(forA).size).toBe(forA.length);

      const pointed = (await h.store.candidates({ privateOwners: [], memberAccountId: null, alsoId: foreign })).map((c) => c.id);
      expect(pointed).toEqual([LOCAL_CONTEXT_ID, foreign]);
      const missing = await h.store.candidates({ privateOwners: [], memberAccountId: null, alsoId: randomUUID() });
      expect(missing.map((c) => c.id)).toEqual([LOCAL_CONTEXT_ID]);
    });

    it('candidates: ordered by creation after the local context', async () => {
      const a = await h.seed.account();
      const privateA = await h.store.privateContextOf(a);
      const { contextId: later } = await h.seed.workspace([{ accountId: a, role: 'owner' }]);
      const ids = (await h.store.candidates({ privateOwners: [a], memberAccountId: a, alsoId: null })).map((c) => c.id);
      expect(ids).toEqual([LOCAL_CONTEXT_ID, privateA, later]);
    });
  });
}
