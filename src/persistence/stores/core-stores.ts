/** Builds the core services' stores on one database (and the Redis connection when REDIS_URL is set). */
import type { Knex } from 'knex';
import type { StorageConfig } from '../../config/storage.js';
import type { Logger } from '../../logger.js';
import type { CoreStores, CoreTransactionStores } from '../../domain/core/ports/index.js';
import type { Database } from '../db.js';
import { databaseRateLimitStore } from '../rate-limit-store.js';
import { createRedisConnection, type IoRedisConnection } from '../../adapters/redis/redis-connection.js';
import { KnexApiKeyRepository } from '../repositories/api-key-repository.js';
import { KnexAuditRepository } from '../repositories/audit-repository.js';
import { KnexContextRepository } from '../repositories/context-repository.js';
import { SystemRepository } from '../repositories/system-repository.js';
import { KnexTelemetryRepository } from '../repositories/telemetry-repository.js';

/** The audit and context stores on `knex` (the database, or one transaction of it). */
export function coreTransactionStores(knex: Knex): CoreTransactionStores {
  return { audit: new KnexAuditRepository(knex), contexts: new KnexContextRepository(knex) };
}

/** The stores, with the Redis connection as ioredis (the composition root hands it to the remote MCP sessions too). */
export function createCoreStores(db: Database, options: { storage: Pick<StorageConfig, 'redisUrl' | 'redisKeyPrefix'>; logger: Logger }): CoreStores & { redis?: IoRedisConnection } {
  const { redisUrl, redisKeyPrefix } = options.storage;
  return {
    ...coreTransactionStores(db.knex),
    apiKeys: new KnexApiKeyRepository(db.knex),
    telemetry: new KnexTelemetryRepository(db.knex),
    probe: new SystemRepository(db),
    rateLimits: databaseRateLimitStore(db.knex),
    redis: redisUrl ? createRedisConnection(redisUrl, redisKeyPrefix ?? 'memplat:', options.logger) : undefined,
  };
}
