/** The interaction graph's store over one database: the one place it is built. */
import type { Database } from '../db.js';
import type { GraphRepository } from '../../domain/graph/ports.js';
import { KnexGraphRepository } from '../repositories/graph-repository.js';

export function createGraphStore(db: Database): GraphRepository {
  return new KnexGraphRepository(db.knex);
}
