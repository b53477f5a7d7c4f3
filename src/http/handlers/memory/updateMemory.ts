import { issuesAt } from '../../../contract/memory-input.js';
import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/**
 * PUT /api/v1/memory/{key}: partial update taking the POST body (a differing key is MEMORY-006);
 * 404 MEMORY-001 when the key does not exist. The pipeline has parsed the body against
 * MemoryUpdate, so it goes to the service as it is; what the domain's rules find there is
 * answered under `body`.
 */
const updateMemory: OperationHandler<'updateMemory'> = async (c) => {
  const ns = await memoryNamespace(c);
  const memory = await issuesAt('body', () => c.services.memory.memories.update(ns, c.params.key, c.body));
  return { status: 200, body: { ...memory, context: await c.services.memory.memories.contextOf(ns) } };
};

export default updateMemory;
