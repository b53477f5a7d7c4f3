/**
 * The services the learning eval drives, wired as the server wires them (memory service and
 * interaction graph over one fresh test database), with the configured embedding model.
 */
import { loadMemoryConfig } from '../../../src/config/memory.js';
import { createEmbeddingProvider } from '../../../src/domain/memory/embedding/provider.js';
import { withInteractionGraph } from '../../../src/domain/graph/module.js';
import { createGraphStore } from '../../../src/persistence/stores/graph-stores.js';
import { createFactStore } from '../../../src/persistence/stores/learning-stores.js';
import { createLearning } from '../../../src/domain/learning/module.js';
import { buildMemoryStack, localNs } from '../../../src/testing/memory/memory-stack.js';
import type { GraphService } from '../../../src/domain/graph/graph-service.js';
import type { MemoryService } from '../../../src/domain/memory/memory-service.js';
import type { MemoryNamespace } from '../../../src/domain/memory/types.js';

export interface LearningStack {
  memories: MemoryService;
  graph: GraphService;
  ns(userId: string): MemoryNamespace;
  close(): Promise<void>;
}

/** The agent the eval's assistant speaks as (learned facts live in the user's `global` namespace). */
export const AGENT = 'assistant';

export async function buildLearningStack(env: Record<string, string> = {}): Promise<LearningStack> {
  const provider = await createEmbeddingProvider(loadMemoryConfig({ ...process.env, ...env }).embedding);
  const stack = await buildMemoryStack({ provider, env });
  const learning = createLearning(stack.service, createFactStore(stack.db), { mode: loadMemoryConfig({ ...process.env, ...env }).learning });
  const area = withInteractionGraph({ memories: stack.service } as Parameters<typeof withInteractionGraph>[0], createGraphStore(stack.db), learning);
  return {
    memories: stack.service,
    graph: area.graph,
    ns: (userId) => localNs({ userId, agentName: AGENT }),
    async close() {
      await stack.close();
      await provider.close?.();
    },
  };
}
