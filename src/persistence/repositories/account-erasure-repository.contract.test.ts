/** AccountErasureRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeErasureStoreContract } from '../../testing/port-contracts/account/erasure-store-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeErasureStoreContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.accountStores.erasures };
});
