/** The account-management stores' transaction (createAccountStores) against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeAccountStoresContract } from '../../testing/port-contracts/account/stores-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeAccountStoresContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.accountStores };
});
