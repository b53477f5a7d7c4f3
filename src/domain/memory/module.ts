import type { CoreServices, ModuleLifecycle } from '../core/module.js';

/** Memory, recall, search, feedback, graph, health and metrics services. */
export function createMemoryModule(_core: CoreServices) {
  return {
    lifecycle: {} as ModuleLifecycle,
  };
}
