/** The learning area's store over one database: the one place it is built. */
import type { Database } from '../db.js';
import type { FactStore } from '../../domain/learning/ports.js';
import { KnexFactRepository } from '../repositories/memory-fact-repository.js';

export function createFactStore(db: Database): FactStore {
  return new KnexFactRepository(db.knex);
}
