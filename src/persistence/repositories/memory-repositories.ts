/** The memory area's repositories over one database (PGlite or PostgreSQL). */
import type { Database } from '../db.js';
import type { ContextLabelRepository, EmbeddingRepository, FeedbackRepository, MemoryHistoryRepository, MemoryRepository, MemorySearchRepository } from '../../domain/memory/ports.js';
import type { GraphRepository } from '../../domain/graph/ports.js';
import { KnexMemoryRepository } from './memory-repository.js';
import { KnexMemorySearchRepository } from './memory-search-repository.js';
import { KnexEmbeddingRepository } from './memory-embedding-repository.js';
import { KnexFeedbackRepository } from './memory-feedback-repository.js';
import { KnexGraphRepository } from './graph-repository.js';
import { KnexContextLabelRepository } from './memory-context-repository.js';
import { KnexMemoryHistoryRepository } from './memory-history-repository.js';

export class MemoryRepositories {
  readonly memories: MemoryRepository;
  readonly search: MemorySearchRepository;
  readonly embeddings: EmbeddingRepository;
  readonly feedback: FeedbackRepository;
  readonly graph: GraphRepository;
  readonly contexts: ContextLabelRepository;
  readonly history: MemoryHistoryRepository;

  constructor(db: Database) {
    this.memories = new KnexMemoryRepository(db.knex);
    this.search = new KnexMemorySearchRepository(db.knex);
    this.embeddings = new KnexEmbeddingRepository(db.knex, db.hasVector);
    this.feedback = new KnexFeedbackRepository(db.knex);
    this.graph = new KnexGraphRepository(db.knex);
    this.contexts = new KnexContextLabelRepository(db.knex);
    this.history = new KnexMemoryHistoryRepository(db.knex);
  }
}
