/** Test wiring of the core services and stores on a test database (PGlite, or PostgreSQL via TEST_DATABASE_URL). */
import type { AppConfig } from '../config/index.js';
import type { Logger } from '../logger.js';
import { createLogger } from '../logger.js';
import { ApiKeyService } from '../domain/core/api-keys.js';
import { AuditService } from '../domain/core/audit.js';
import { ContextService } from '../domain/core/contexts.js';
import { createCoreServices, type CoreServices } from '../domain/core/module.js';
import type { CoreStores, CoreTransactionStores } from '../domain/core/ports/index.js';
import type { InvalidationBus } from '../domain/core/shared-state/invalidation-bus.js';
import type { RedisConnection } from '../domain/core/shared-state/ports.js';
import type { Database } from '../persistence/db.js';
import { createRedisConnection } from '../adapters/redis/redis-connection.js';
import { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import { coreTransactionStores, createCoreStores } from '../persistence/stores/core-stores.js';
import { openTestDatabase } from './test-database.js';
import { KnexApiKeyRepository } from '../persistence/repositories/api-key-repository.js';
import { KnexAuditRepository } from '../persistence/repositories/audit-repository.js';
import { KnexContextRepository } from '../persistence/repositories/context-repository.js';

/** Every core service on `db`, as the composition root builds them. */
export function coreServicesOn(config: AppConfig, db: Database, logger: Logger = createLogger('silent')): CoreServices {
  return createCoreServices({ config, stores: createCoreStores(db, { storage: config.storage, logger }), logger, metrics: new PrometheusMetrics() });
}

/** The context service on `db` (its own role cache; `invalidation` links it to other services). */
export function contextServiceOn(db: Database, invalidation?: InvalidationBus): ContextService {
  return new ContextService({ store: new KnexContextRepository(db.knex), invalidation });
}

/** The audit service on `db`. */
export function auditServiceOn(db: Database): AuditService {
  return new AuditService({ store: new KnexAuditRepository(db.knex) });
}

/** The API-key service on `db`, over `contexts` (one on `db` when absent). */
export function apiKeyServiceOn(db: Database, contexts: ContextService = contextServiceOn(db), invalidation?: InvalidationBus): ApiKeyService {
  return new ApiKeyService(new KnexApiKeyRepository(db.knex), contexts, invalidation);
}

/** A test database with the core stores on it, for tests under src/domain (which import nothing from src/persistence). */
export interface CoreTestStack {
  /** The test database: arranges the rows the ports do not write (accounts, workspaces, identity links). */
  db: Database;
  stores: CoreStores;
  /** Runs `work` with the audit and context stores bound to one transaction, rolled back when `work` throws. */
  transaction<T>(work: (tx: CoreTransactionStores) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openCoreTestStack(): Promise<CoreTestStack> {
  const db = await openTestDatabase();
  return {
    db,
    stores: createCoreStores(db, { storage: {}, logger: createLogger('silent') }),
    transaction: (work) => db.knex.transaction((trx) => work(coreTransactionStores(trx))),
    close: () => db.close(),
  };
}

/** A Redis connection (not yet connected) for tests of shared state, under its own key prefix. */
export function testRedisConnection(url: string, prefix: string, logger: Logger): RedisConnection {
  return createRedisConnection(url, prefix, logger);
}
