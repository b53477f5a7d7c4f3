/** PortabilityRepositoryContract on PGlite (and, with TEST_DATABASE_URL, on PostgreSQL). */
import { openMemoryStoresFixture } from '../../testing/memory/store-fixture.js';
import { describePortabilityRepositoryContract } from '../../testing/port-contracts/memory/portability-repository-contract.js';

describePortabilityRepositoryContract(async () => {
  const f = await openMemoryStoresFixture();
  return { ...f, store: f.stores.portability };
});
