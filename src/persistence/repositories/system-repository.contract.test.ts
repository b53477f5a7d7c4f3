/** SystemRepository against the StoreProbe contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { describeStoreProbeContract } from '../../testing/port-contracts/core/store-probe-contract.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { SystemRepository } from './system-repository.js';

describeStoreProbeContract(async () => {
  const db = await openTestDatabase();
  return {
    probe: new SystemRepository(db),
    async context() {
      const id = randomUUID();
      await db.knex('contexts').insert({ id, kind: 'workspace', name: 'probe' });
      return id;
    },
    async memory(contextId, options = {}) {
      await db.knex('memories').insert({
        id: randomUUID(),
        context_id: contextId,
        user_id: 'default_user',
        agent_name: 'global',
        key: `k-${randomUUID()}`,
        value: 'a remembered sentence',
        scope: 'persistent',
        expires_at: options.expired ? new Date(Date.now() - 60_000) : null,
      });
    },
    close: () => db.close(),
  };
});
