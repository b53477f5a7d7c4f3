import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** DELETE /api/v1/memory/{key}: 204 naming the context and agent namespace it deleted from; audited in the same transaction. */
const deleteMemory: OperationHandler<'deleteMemory'> = async (c) => {
  const deleted = await c.services.memory.memories.delete(await memoryNamespace(c), c.params.key);
  return { status: 204, headers: { 'X-Context-ID': deleted.context_id, 'X-Agent-Name': deleted.agent_name } };
};

export default deleteMemory;
