/** AuthIdentitiesRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeIdentityStoreContract } from '../../testing/port-contracts/auth/identity-store-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeIdentityStoreContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores.identities };
});
