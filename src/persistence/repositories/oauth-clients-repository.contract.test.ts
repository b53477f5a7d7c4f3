/** OAuthClientsRepository against the OAuthClientStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeOAuthClientStoreContract } from '../../testing/port-contracts/oauth/client-store-contract.js';
import { openOAuthStoresFixture } from '../../testing/oauth/store-fixture.js';

describeOAuthClientStoreContract(async () => {
  const f = await openOAuthStoresFixture();
  return { ...f, store: f.stores.clients };
});
