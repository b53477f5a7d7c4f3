/** MemoryRepository contract on PGlite (and, with TEST_DATABASE_URL, on PostgreSQL). */
import { openMemoryStoresFixture } from '../../testing/memory/store-fixture.js';
import { describeMemoryRepositoryContract } from '../../testing/port-contracts/memory/memory-repository-contract.js';

describeMemoryRepositoryContract(async () => {
  const f = await openMemoryStoresFixture();
  return { ...f, store: f.stores.memories };
});
