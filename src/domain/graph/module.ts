import type { MemoryModule } from '../memory/module.js';
import { GraphService } from './graph-service.js';
import type { GraphRepository } from './ports.js';

/** The memory module with the interaction graph over its memories (the graph has its own store). */
export type MemoryAreaServices = MemoryModule & { graph: GraphService };

export function withInteractionGraph(memory: MemoryModule, store: GraphRepository): MemoryAreaServices {
  return { ...memory, graph: new GraphService({ memories: memory.memories, store }) };
}
