import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../persistence/db.js';
import type { Logger } from '../../logger.js';
import { ApiKeyService } from './api-keys.js';
import { AuditService } from './audit.js';
import { ContextService } from './contexts.js';
import { TelemetryService } from '../telemetry/telemetry-service.js';
import { KnexTelemetryRepository } from '../../persistence/repositories/telemetry-repository.js';
import { createSharedState, type SharedState } from './shared-state/shared-state.js';
import { PrometheusMetrics } from './metrics/prometheus-metrics.js';

/** What every area module is built from. */
export interface CoreServices {
  config: AppConfig;
  db: Database;
  logger: Logger;
  audit: AuditService;
  contexts: ContextService;
  apiKeys: ApiKeyService;
  /** Usage counts of MCP tools, REST operations and the embedding provider. */
  telemetry: TelemetryService;
  /** Rate limiters and cache invalidation, shared between nodes through Redis when REDIS_URL is set. */
  shared: SharedState;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: PrometheusMetrics;
}

export function createCoreServices(config: AppConfig, db: Database, logger: Logger): CoreServices {
  const shared = createSharedState(config.storage, db.knex, logger);
  const contexts = new ContextService(db.knex, shared.invalidation);
  return {
    config,
    db,
    logger,
    audit: new AuditService(db.knex),
    contexts,
    apiKeys: new ApiKeyService(db.knex, contexts, shared.invalidation),
    telemetry: new TelemetryService(new KnexTelemetryRepository(db.knex), config.telemetry, {
      provider: config.memory.embedding.provider,
      model: config.memory.embedding.model ?? `${config.memory.embedding.provider} default`,
    }, logger),
    shared,
    metrics: new PrometheusMetrics(),
  };
}

/** Background work an area module starts and must stop on shutdown. */
export interface ModuleLifecycle {
  start?(): Promise<void>;
  stop?(): Promise<void>;
}
