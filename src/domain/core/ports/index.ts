/**
 * Storage ports of the core services (contexts, API keys, audit trail, telemetry, store facts,
 * shared state). The persistence layer implements them (its stores/core-stores.ts builds them)
 * and the composition root passes them to createCoreServices.
 */
import type { TelemetryRepository } from '../../telemetry/ports.js';
import type { StoreProbe } from './store-probe.js';
import type { RateLimitStore, RedisConnection } from '../shared-state/ports.js';
import type { AuditStore } from './audit-store.js';
import type { ApiKeyStore } from './api-key-store.js';
import type { ContextStore } from './context-store.js';

export type * from './audit-store.js';
export type * from './api-key-store.js';
export type * from './context-store.js';
export type * from './store-probe.js';
export type { RateLimitStore, RateLimitQueryClient, RedisConnection } from '../shared-state/ports.js';
export type { TelemetryRepository } from '../../telemetry/ports.js';

/**
 * The audit and context stores, as other areas' stores include them: bound to one of their
 * transactions, an audit row or a private context commits or rolls back with it.
 */
export interface CoreTransactionStores {
  audit: AuditStore;
  contexts: ContextStore;
}

export interface CoreStores extends CoreTransactionStores {
  apiKeys: ApiKeyStore;
  telemetry: TelemetryRepository;
  /** Store-level facts (health, metrics, the store kind the CLI prints). */
  probe: StoreProbe;
  /** Durable rate limits and lockouts when there is no Redis. */
  rateLimits: RateLimitStore;
  /** The Redis connection (REDIS_URL), not yet connected; absent without Redis. */
  redis?: RedisConnection;
}
