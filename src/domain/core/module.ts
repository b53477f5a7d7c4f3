import type { AppConfig } from '../../config/index.js';
import type { Logger } from '../../logger.js';
import { ApiKeyService } from './api-keys.js';
import { AuditService } from './audit.js';
import { ContextService } from './contexts.js';
import { TelemetryService } from '../telemetry/telemetry-service.js';
import { createSharedState, type SharedState } from './shared-state/shared-state.js';
import type { ServiceMetrics } from './metrics/service-metrics.js';
import type { CoreStores, StoreProbe } from './ports/index.js';
import { DatabaseAvailability } from './database-availability.js';

/** What every area module is built from. */
export interface CoreServices {
  config: AppConfig;
  logger: Logger;
  /** Store-level facts: what serves the store (`kind`, printed by the CLI), health and size. */
  store: StoreProbe;
  audit: AuditService;
  contexts: ContextService;
  apiKeys: ApiKeyService;
  /** Usage counts of MCP tools, REST operations, the embedding provider and the language model. */
  telemetry: TelemetryService;
  /** Rate limiters and cache invalidation, shared between nodes through Redis when REDIS_URL is set. */
  shared: SharedState;
  /** Metrics of this process (GET /metrics; prom-client in src/adapters/metrics/). */
  metrics: ServiceMetrics;
  /** Turns "database unreachable" errors into 503 DATABASE-001 and logs each outage once. */
  database: DatabaseAvailability;
}

export interface CoreServicesDeps {
  config: AppConfig;
  stores: CoreStores;
  logger: Logger;
  /** A fresh metrics instance for these services (src/adapters/metrics/). */
  metrics: ServiceMetrics;
}

export function createCoreServices({ config, stores, logger, metrics }: CoreServicesDeps): CoreServices {
  const shared = createSharedState({ rateLimits: stores.rateLimits, redis: stores.redis, logger });
  const contexts = new ContextService({ store: stores.contexts, invalidation: shared.invalidation });
  return {
    config,
    logger,
    store: stores.probe,
    audit: new AuditService({ store: stores.audit }),
    contexts,
    apiKeys: new ApiKeyService(stores.apiKeys, contexts, shared.invalidation),
    telemetry: new TelemetryService({
      repo: stores.telemetry,
      config: config.telemetry,
      embedding: {
        provider: config.memory.embedding.provider,
        model: config.memory.embedding.model ?? `${config.memory.embedding.provider} default`,
      },
      llm: config.llm.baseUrl && config.llm.model ? { model: config.llm.model } : null,
      logger,
    }),
    shared,
    metrics,
    database: new DatabaseAvailability(stores.probe, logger),
  };
}

/** Background work an area module starts and must stop on shutdown. */
export interface ModuleLifecycle {
  start?(): Promise<void>;
  stop?(): Promise<void>;
}
