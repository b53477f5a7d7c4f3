/** KnexApiKeyRepository against the ApiKeyStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { describeApiKeyStoreContract } from '../../testing/port-contracts/core/api-key-store-contract.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { KnexApiKeyRepository } from './api-key-repository.js';
import { KnexContextRepository } from './context-repository.js';

describeApiKeyStoreContract(async () => {
  const db = await openTestDatabase();
  return {
    store: new KnexApiKeyRepository(db.knex),
    async account(loginId, email) {
      const accountId = randomUUID();
      await db.knex('accounts').insert({ id: accountId, login_id: loginId, email, name: loginId });
      return { accountId, contextId: await new KnexContextRepository(db.knex).privateContextOf(accountId) };
    },
    close: () => db.close(),
  };
});
