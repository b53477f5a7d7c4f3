/** GraphRepository contract on PGlite (and, with TEST_DATABASE_URL, on PostgreSQL). */
import { openMemoryStoresFixture } from '../../testing/memory/store-fixture.js';
import { describeGraphRepositoryContract } from '../../testing/port-contracts/graph/graph-repository-contract.js';

describeGraphRepositoryContract(async () => {
  const f = await openMemoryStoresFixture();
  return { ...f, store: f.graph };
});
