import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** DELETE /api/v1/memory/{key}: 204; the deletion is audited in the same transaction. */
const deleteMemory: OperationHandler<'deleteMemory'> = async (c) => {
  await c.services.memory.memories.delete(await memoryNamespace(c), c.params.key);
  return { status: 204 };
};

export default deleteMemory;
