/**
 * Export, import and namespace erasure, built over the memory service's stores and caches.
 * The erasure confirmations are keyed from the server's master secret, so the command line
 * on the same data directory and every node sharing SECRET_KEY accept each other's.
 */
import type { CoreServices } from '../../core/module.js';
import { loadMasterSecret } from '../../auth/crypto/master-secrets.js';
import type { MemoryService } from '../memory-service.js';
import { EraseConfirmations } from './erase-confirmation.js';
import { NamespaceErasure } from './namespace-erasure.js';
import { MemoryPortability } from './portability-service.js';

export function createPortability(core: CoreServices, memories: MemoryService) {
  const portability = new MemoryPortability({
    store: memories.stores.portability, contexts: core.contexts, memories, workingTtlSeconds: core.config.memory.workingTtlSeconds,
  });
  const confirmations = new EraseConfirmations(loadMasterSecret(core.config.auth.secretKey, core.config.storage.dataDir));
  const erasure = new NamespaceErasure({ stores: memories.stores, portability, memories, audit: core.audit, confirmations });
  return { portability, erasure };
}
