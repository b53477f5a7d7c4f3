/** The administration stores' transaction (createAdminStores) against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeAdminStoresContract } from '../../testing/port-contracts/admin/stores-contract.js';
import { openAdminStoresFixture } from '../../testing/admin/store-fixture.js';

describeAdminStoresContract(async () => {
  const f = await openAdminStoresFixture();
  return { ...f, store: f.stores };
});
