/** PasskeyRepository against the PasskeyStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { describePasskeyStoreContract } from '../../testing/port-contracts/auth/passkey-store-contract.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { PasskeyRepository } from './passkey-repository.js';

describePasskeyStoreContract(async () => {
  const db = await openTestDatabase();
  return {
    store: new PasskeyRepository(db.knex),
    async account() {
      const id = randomUUID();
      await db.knex('accounts').insert({ id, login_id: `pk-${id.slice(0, 8)}`, email: `${id.slice(0, 8)}@example.com`, name: 'Passkey owner' });
      return id;
    },
    close: () => db.close(),
  };
});
