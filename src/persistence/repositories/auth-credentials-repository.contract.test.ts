/** AuthCredentialsRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeCredentialStoreContract } from '../../testing/port-contracts/auth/credential-store-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeCredentialStoreContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores.credentials };
});
