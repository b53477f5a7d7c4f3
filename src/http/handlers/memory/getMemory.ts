import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/memory/{key}: the agent's own memory, else the user's global one; 404 MEMORY-001 when absent or expired. */
const getMemory: OperationHandler<'getMemory'> = async (c) => {
  const ns = await memoryNamespace(c);
  const memory = await c.services.memory.memories.get(ns, c.params.key);
  return { status: 200, body: { ...memory, context: await c.services.memory.memories.contextOf(ns) } };
};

export default getMemory;
