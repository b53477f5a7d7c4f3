/**
 * Export, import and namespace erasure, built over the memory service's store and caches.
 * The erasure confirmations are keyed from the server's master secret, so the command line
 * on the same data directory and every node sharing SECRET_KEY accept each other's.
 */
import type { CoreServices } from '../../core/module.js';
import { loadMasterSecret } from '../../auth/crypto/secret-box.js';
import { KnexPortabilityRepository } from '../../../persistence/repositories/memory-portability-repository.js';
import type { MemoryService } from '../memory-service.js';
import { EraseConfirmations } from './erase-confirmation.js';
import { NamespaceErasure } from './namespace-erasure.js';
import { MemoryPortability } from './portability-service.js';

export function createPortability(core: CoreServices, memories: MemoryService) {
  const repo = new KnexPortabilityRepository(core.db.knex);
  const portability = new MemoryPortability(repo, core.contexts, memories, core.config.memory.workingTtlSeconds);
  const confirmations = new EraseConfirmations(loadMasterSecret(core.config.auth.secretKey, core.config.storage.dataDir));
  const erasure = new NamespaceErasure(core.db.knex, repo, portability, memories, core.audit, confirmations);
  return { portability, erasure };
}
