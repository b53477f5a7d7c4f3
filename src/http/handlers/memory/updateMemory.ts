import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** PUT /api/v1/memory/{key}: partial update; 404 MEMORY-001 when the key does not exist. */
const updateMemory: OperationHandler<'updateMemory'> = async (c) => ({
  status: 200,
  body: await c.services.memory.memories.update(await memoryNamespace(c), c.params.key, c.body),
});

export default updateMemory;
