/** AuthThrottleRepository (TrustedClients) against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeTrustedClientsContract } from '../../testing/port-contracts/auth/trusted-clients-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeTrustedClientsContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores.trustedClients };
});
