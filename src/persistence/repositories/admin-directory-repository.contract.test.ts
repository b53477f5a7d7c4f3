/** AdminDirectoryRepository against the AccountDirectory contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeAccountDirectoryContract } from '../../testing/port-contracts/admin/account-directory-contract.js';
import { openAdminStoresFixture } from '../../testing/admin/store-fixture.js';

describeAccountDirectoryContract(async () => {
  const f = await openAdminStoresFixture();
  return { ...f, store: f.stores.directory };
});
