/** AuthMailOutboxRepository against its contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeMailOutboxContract } from '../../testing/port-contracts/auth/mail-outbox-contract.js';
import { openAuthStoresFixture } from '../../testing/auth/store-fixture.js';

describeMailOutboxContract(async () => {
  const f = await openAuthStoresFixture();
  return { ...f, store: f.stores.mailOutbox };
});
