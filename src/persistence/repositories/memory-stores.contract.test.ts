/** The smaller memory stores and MemoryStores.transaction: contract on PGlite (and, with TEST_DATABASE_URL, on PostgreSQL). */
import { openMemoryStoresFixture } from '../../testing/memory/store-fixture.js';
import { describeMemoryStoresContract } from '../../testing/port-contracts/memory/small-stores-contract.js';

describeMemoryStoresContract(async () => {
  const f = await openMemoryStoresFixture();
  return { ...f, store: f.stores };
});
