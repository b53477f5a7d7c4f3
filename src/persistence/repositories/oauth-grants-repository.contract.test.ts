/** OAuthGrantsRepository against the OAuthGrantStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeOAuthGrantStoreContract } from '../../testing/port-contracts/oauth/grant-store-contract.js';
import { openOAuthStoresFixture } from '../../testing/oauth/store-fixture.js';

describeOAuthGrantStoreContract(async () => {
  const f = await openOAuthStoresFixture();
  return { ...f, store: f.stores.grants };
});
