import type { CoreServices, ModuleLifecycle } from '../core/module.js';
import { createEmbeddingProvider } from './embedding/provider.js';
import { MemoryService } from './memory-service.js';
import { SystemService } from './system/system-service.js';
import { timedEmbeddings, timedRecall } from '../core/metrics/instrument.js';
import { createPortability } from './portability/module.js';
import type { MemoryStores } from './ports.js';
import type { MemoryChangeListener } from './memory-changes.js';

/**
 * Memory, recall, search, feedback, health and metrics services over the memory stores
 * (memory-stores.ts in the persistence layer). The embedding provider loads in the background:
 * until it is ready, writes queue their embeddings and recall ranks lexically. `lifecycle`
 * runs the embedding worker. The interaction graph builds on this module
 * (the graph area's module). `changes` hears of every committed memory change, whichever
 * service made it (memory-changes.ts).
 */
export function createMemoryModule(core: CoreServices, stores: MemoryStores, changes?: MemoryChangeListener) {
  const kind = core.config.memory.embedding.provider;
  const provider = createEmbeddingProvider(core.config.memory.embedding, core.telemetry.recordEmbeddingUsage).then((p) => timedEmbeddings(p, kind, core.metrics));
  const memories = timedRecall(new MemoryService({ stores, contexts: core.contexts, audit: core.audit, provider, config: core.config.memory, logger: core.logger, changes }), core.metrics);
  const system = new SystemService(core.store, memories);
  const lifecycle: ModuleLifecycle = {
    start: () => memories.start(),
    stop: () => memories.stop(),
  };
  // The telemetry that counts this module's embedding usage and the embedding runtime: the MCP
  // tools take them from here too (route_query embeds tool descriptions).
  // Export, import and namespace erasure; `contexts` lets MCP tools list and choose contexts as REST does.
  return { memories, system, lifecycle, telemetry: core.telemetry, embeddings: memories.embeddings, contexts: core.contexts, ...createPortability(core, memories) };
}

export type MemoryModule = ReturnType<typeof createMemoryModule>;
