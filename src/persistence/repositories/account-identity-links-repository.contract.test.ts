/** AccountIdentityLinksRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeIdentityLinkStoreContract } from '../../testing/port-contracts/account/identity-link-store-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeIdentityLinkStoreContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.accountStores.identityLinks };
});
