import { untypedHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** DELETE /api/v1/memory/{key}: 204; the deletion is audited in the same transaction. */
const deleteMemory = untypedHandler<'deleteMemory'>(async (c) => {
  await c.services.memory.memories.delete(await memoryNamespace(c), c.params.key!);
  return { status: 204 };
});

export default deleteMemory;
