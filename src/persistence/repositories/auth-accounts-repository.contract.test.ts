/** AuthAccountsRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeAccountStoreContract } from '../../testing/port-contracts/auth/account-store-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeAccountStoreContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores.accounts };
});
