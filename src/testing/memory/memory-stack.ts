/**
 * Test wiring: a MemoryService over the real memory stores on a fresh test database (PGlite,
 * or PostgreSQL via TEST_DATABASE_URL), as the composition root builds it.
 */
import { loadConfig } from '../../config/index.js';
import { openTestDatabase } from '../test-database.js';
import type { Database } from '../../persistence/db.js';
import { createMemoryStores } from '../../persistence/stores/memory-stores.js';
import { KnexContextRepository } from '../../persistence/repositories/context-repository.js';
import { KnexAuditRepository } from '../../persistence/repositories/audit-repository.js';
import { AuditService } from '../../domain/core/audit.js';
import { ContextService, LOCAL_CONTEXT_ID } from '../../domain/core/contexts.js';
import type { Principal } from '../../domain/core/principal.js';
import type { EmbeddingProvider } from '../../domain/memory/embedding/provider.js';
import { MemoryService } from '../../domain/memory/memory-service.js';
import type { MemoryStores } from '../../domain/memory/ports.js';
import type { MemoryChangeListener } from '../../domain/memory/memory-changes.js';
import type { Logger } from '../../logger.js';
import type { MemoryNamespace } from '../../domain/memory/types.js';
import { HashingEmbeddingProvider } from './hashing-provider.js';

export { openTestDatabase, createMemoryStores };
export type { Database };

export interface TestMemoryStack {
  db: Database;
  stores: MemoryStores;
  service: MemoryService;
  provider: EmbeddingProvider;
  contexts: ContextService;
  audit: AuditService;
  close(): Promise<void>;
}

export async function buildMemoryStack(options: { provider?: EmbeddingProvider; env?: Record<string, string>; db?: Database; changes?: MemoryChangeListener; logger?: Logger } = {}): Promise<TestMemoryStack> {
  const db = options.db ?? (await openTestDatabase());
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const contexts = new ContextService({ store: new KnexContextRepository(db.knex) });
  const audit = new AuditService({ store: new KnexAuditRepository(db.knex) });
  const stores = createMemoryStores(db);
  const provider = options.provider ?? new HashingEmbeddingProvider();
  const service = new MemoryService({ stores, contexts, audit, provider, config: config.memory, changes: options.changes, logger: options.logger });
  return {
    db, stores, service, provider, contexts, audit,
    async close() {
      await service.stop();
      if (!options.db) await db.close();
    },
  };
}

export const anonymous: Principal = { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID };

export function localNs(overrides: Partial<MemoryNamespace> = {}): MemoryNamespace {
  return { principal: anonymous, contextId: LOCAL_CONTEXT_ID, userId: 'default_user', agentName: 'global', ...overrides };
}
