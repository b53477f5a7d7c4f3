/** AuthSessionsRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeSessionStoreContract } from '../../testing/port-contracts/auth/session-store-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeSessionStoreContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores.sessions };
});
