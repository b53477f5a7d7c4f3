import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/memory/{key}: 404 MEMORY-001 when absent or expired. */
const getMemory: OperationHandler<'getMemory'> = async (c) => ({
  status: 200,
  body: await c.services.memory.memories.get(await memoryNamespace(c), c.params.key),
});

export default getMemory;
