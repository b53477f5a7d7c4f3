/** EmbeddingRepositoryContract on PGlite (and, with TEST_DATABASE_URL, on PostgreSQL). */
import { openMemoryStoresFixture } from '../../testing/memory/store-fixture.js';
import { describeEmbeddingRepositoryContract } from '../../testing/port-contracts/memory/embedding-repository-contract.js';

describeEmbeddingRepositoryContract(async () => {
  const f = await openMemoryStoresFixture();
  return { ...f, store: f.stores.embeddings };
});
