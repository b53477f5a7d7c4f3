/**
 * The memory area's stores over one database (PGlite or PostgreSQL): the one place they are
 * built. `transaction` hands out the same stores bound to one knex transaction.
 */
import { KnexNamespaceDirectory } from '../repositories/memory-namespaces-repository.js';
import type { Knex } from 'knex';
import type { Database } from '../db.js';
import type { LocalWrites, MemoryStores, StoreTraits } from '../../domain/memory/ports.js';
import { KnexMemoryRepository } from '../repositories/memory-repository.js';
import { KnexMemorySearchRepository } from '../repositories/memory-search-repository.js';
import { KnexEmbeddingRepository } from '../repositories/memory-embedding-repository.js';
import { KnexFeedbackRepository } from '../repositories/memory-feedback-repository.js';
import { KnexContextLabelRepository } from '../repositories/memory-context-repository.js';
import { KnexMemoryHistoryRepository } from '../repositories/memory-history-repository.js';
import { KnexPortabilityRepository } from '../repositories/memory-portability-repository.js';
import { KnexGraphRepository } from '../repositories/graph-repository.js';
import { KnexAuditRepository } from '../repositories/audit-repository.js';
import { KnexStoreStatistics } from '../repositories/memory-statistics-repository.js';
import { KnexFactValidityRepository } from '../repositories/memory-fact-validity-repository.js';
import { LexemeDocumentCache } from '../repositories/memory-recall/index.js';

function storesOver(knex: Knex, traits: StoreTraits, lexemeDocuments: LexemeDocumentCache, localWrites?: LocalWrites): MemoryStores {
  return {
    memories: new KnexMemoryRepository(knex, traits.vectorIndex),
    // The embedded store keeps the planned BM25 statements at every size: there memory_lexical's
    // kept plan made the 100k store's SQL lexical rounds dearer (36.8 + 11.6 -> 67.9 + 30.1 ms of
    // CPU per recall in the bench's stage tables, 3d1e21d -> 2af820a); it was measured to pay on
    // PostgreSQL only.
    search: new KnexMemorySearchRepository(knex, lexemeDocuments, traits.embedded ? Number.POSITIVE_INFINITY : undefined),
    embeddings: new KnexEmbeddingRepository(knex, traits.vectorIndex, traits.vectorIndex && !traits.embedded),
    feedback: new KnexFeedbackRepository(knex),
    contexts: new KnexContextLabelRepository(knex),
    history: new KnexMemoryHistoryRepository(knex),
    portability: new KnexPortabilityRepository(knex),
    graph: new KnexGraphRepository(knex),
    audit: new KnexAuditRepository(knex),
    statistics: new KnexStoreStatistics(knex),
    namespaces: new KnexNamespaceDirectory(knex),
    validity: new KnexFactValidityRepository(knex),
    traits,
    localWrites,
    transaction: (work) => knex.transaction((trx) => work(storesOver(trx, traits, lexemeDocuments, localWrites))),
  };
}

export function createMemoryStores(db: Database): MemoryStores {
  return storesOver(db.knex, { embedded: db.kind === 'pglite', vectorIndex: db.vectorColumn }, new LexemeDocumentCache(), db.localWrites);
}
