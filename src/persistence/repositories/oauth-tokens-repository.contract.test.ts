/** OAuthTokensRepository against the OAuthTokenStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeOAuthTokenStoreContract } from '../../testing/port-contracts/oauth/token-store-contract.js';
import { openOAuthStoresFixture } from '../../testing/oauth/store-fixture.js';

describeOAuthTokenStoreContract(async () => {
  const f = await openOAuthStoresFixture();
  return { ...f, store: f.stores.tokens };
});
