import type { MemoryModule } from '../memory/module.js';
import { GraphService } from './graph-service.js';
import type { GraphRepository } from './ports.js';
import type { LearningService } from '../learning/learning-service.js';

/** The memory module with the interaction graph over its memories (the graph has its own store) and, when given, learning from interactions. */
export type MemoryAreaServices = MemoryModule & { graph: GraphService; learning?: LearningService };

export function withInteractionGraph(memory: MemoryModule, store: GraphRepository, learning?: LearningService): MemoryAreaServices {
  return { ...memory, graph: new GraphService({ memories: memory.memories, store, learning }), learning };
}
