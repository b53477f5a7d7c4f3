/** The OAuth stores' transaction (createOAuthStores) against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeOAuthStoresContract } from '../../testing/port-contracts/oauth/stores-contract.js';
import { openOAuthStoresFixture } from '../../testing/oauth/store-fixture.js';

describeOAuthStoresContract(async () => {
  const f = await openOAuthStoresFixture();
  return { ...f, store: f.stores };
});
