/** MemorySearchRepositoryContract on PGlite (and, with TEST_DATABASE_URL, on PostgreSQL). */
import { openMemoryStoresFixture } from '../../testing/memory/store-fixture.js';
import { describeMemorySearchRepositoryContract } from '../../testing/port-contracts/memory/search-repository-contract.js';

describeMemorySearchRepositoryContract(async () => {
  const f = await openMemoryStoresFixture();
  return { ...f, store: f.stores.search };
});
