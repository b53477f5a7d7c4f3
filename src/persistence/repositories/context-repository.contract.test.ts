/** KnexContextRepository against the ContextStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { describeContextStoreContract } from '../../testing/port-contracts/core/context-store-contract.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { KnexContextRepository } from './context-repository.js';

describeContextStoreContract(async () => {
  const db = await openTestDatabase();
  const knex = db.knex;
  return {
    store: new KnexContextRepository(knex),
    seed: {
      async account() {
        const id = randomUUID();
        await knex('accounts').insert({ id, name: id.slice(0, 8) });
        return id;
      },
      async workspace(members) {
        const workspaceId = randomUUID();
        const contextId = randomUUID();
        await knex('workspaces').insert({ id: workspaceId, name: 'Team', owner_account_id: members[0]?.accountId ?? null });
        if (members.length) await knex('workspace_members').insert(members.map((m) => ({ workspace_id: workspaceId, account_id: m.accountId, role: m.role })));
        await knex('contexts').insert({ id: contextId, kind: 'workspace', workspace_id: workspaceId, name: 'Team' });
        return { workspaceId, contextId };
      },
      async link(accountIds) {
        const setId = randomUUID();
        await knex('identity_link_sets').insert({ id: setId });
        await knex('identity_link_members').insert(accountIds.map((accountId) => ({ set_id: setId, account_id: accountId })));
      },
    },
    close: () => db.close(),
  };
});
