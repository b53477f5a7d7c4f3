/** Test wiring: a MemoryService on a fresh test database (PGlite, or PostgreSQL via TEST_DATABASE_URL). */
import { loadConfig } from '../../../config/index.js';
import { openTestDatabase } from '../../../persistence/test-database.js';
import type { Database } from '../../../persistence/db.js';
import { AuditService } from '../../core/audit.js';
import { ContextService, LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import type { Principal } from '../../core/principal.js';
import type { EmbeddingProvider } from '../embedding/provider.js';
import { MemoryService } from '../memory-service.js';
import type { MemoryNamespace } from '../types.js';
import { HashingEmbeddingProvider } from './hashing-provider.js';

export interface TestMemoryStack {
  db: Database;
  service: MemoryService;
  provider: EmbeddingProvider;
  audit: AuditService;
  contexts: ContextService;
  close(): Promise<void>;
}

export async function buildMemoryStack(options: { provider?: EmbeddingProvider; env?: Record<string, string>; db?: Database } = {}): Promise<TestMemoryStack> {
  const db = options.db ?? (await openTestDatabase());
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const contexts = new ContextService(db.knex);
  const audit = new AuditService(db.knex);
  const provider = options.provider ?? new HashingEmbeddingProvider();
  const service = new MemoryService(db, contexts, audit, provider, config.memory);
  return {
    db, service, provider, audit, contexts,
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
