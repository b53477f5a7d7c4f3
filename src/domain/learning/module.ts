import type { Logger } from '../../logger.js';
import type { LlmClient } from '../llm/chat-client.js';
import type { MemoryService } from '../memory/memory-service.js';
import { LearningService, type LearningMode } from './learning-service.js';
import type { FactStore } from './ports.js';

/**
 * Learning from interactions and facts over time over the memory service: the service, with
 * the memory service telling it of every stored memory (so an agent's memory_store can
 * supersede an older fact). The interaction graph calls it after each recorded interaction.
 */
export function createLearning(memories: MemoryService, facts: FactStore, options: { mode: LearningMode; llm?: LlmClient; logger?: Logger }): LearningService {
  const learning = new LearningService({ memories, facts, mode: options.mode, llm: options.llm, logger: options.logger });
  memories.observeWrites((ns, memory, input, write) => learning.onStored(ns, memory, input, write));
  return learning;
}
