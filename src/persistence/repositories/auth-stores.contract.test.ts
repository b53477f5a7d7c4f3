/** The sign-in stores' transaction (createAuthStores) against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeAuthStoresContract } from '../../testing/port-contracts/auth/stores-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeAuthStoresContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores };
});
